import { describe, expect, it } from "vitest";
import { deadlineBounds, formatDateTime, fromDateTimeLocal, toDateTimeLocal } from "./order-dates";

describe("order dates", () => {
  it.each([null, undefined, "", "not a date"])("shows a dash for %s", (value) => {
    expect(formatDateTime(value)).toBe("—");
  });

  it("round-trips a deadline through the datetime-local field (to the minute)", () => {
    const iso = new Date(2030, 2, 4, 15, 5).toISOString();
    expect(toDateTimeLocal(iso)).toBe("2030-03-04T15:05");
    expect(fromDateTimeLocal("2030-03-04T15:05")).toBe(iso);
  });

  it.each(["", "  ", "2030-03-04", "tomorrow"])("reads %j as no deadline", (value) => {
    expect(fromDateTimeLocal(value)).toBeNull();
  });

  it("bounds the field from now to 90 days ahead", () => {
    const now = new Date(2030, 0, 1, 9, 0);
    expect(deadlineBounds(now)).toEqual({ min: "2030-01-01T09:00", max: toDateTimeLocal(new Date(now.getTime() + 90 * 86_400_000).toISOString()) });
  });
});
