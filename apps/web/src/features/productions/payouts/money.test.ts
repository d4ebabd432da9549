import { describe, expect, it } from "vitest";
import { formatCents } from "./money";

describe("formatCents", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [1250, "$12.50"],
    [123456, "$1,234.56"],
    [-300, "-$3.00"],
    [Number.NaN, "$0.00"],
  ])("%s cents reads %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
