import { PRICE_CENTS_PER_MINUTE } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { formatCents, formatUsd, productionPriceRows, verbatimCentsPerMinute } from "./order-money";

describe("order money", () => {
  it.each([
    [0, "$0.00"],
    [1.5, "$1.50"],
    [12.345, "$12.35"],
    [1234.5, "$1,234.50"],
    [Number.NaN, "$0.00"],
  ])("formats %s dollars as %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it.each([
    [150, "$1.50"],
    [500, "$5.00"],
    [5, "$0.05"],
    [Number.POSITIVE_INFINITY, "$0.00"],
  ])("formats %s cents as %s", (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it("prices verbatim as the server does: the rate with its surcharge, rounded to a cent", () => {
    const p = PRICE_CENTS_PER_MINUTE;
    expect(verbatimCentsPerMinute()).toBe(Math.round((p.transcription * (100 + p.verbatimSurchargePercent)) / 100));
  });

  it("lists every rate of the domain's table", () => {
    const rows = productionPriceRows();
    const p = PRICE_CENTS_PER_MINUTE;
    expect(rows.map((r) => r.id)).toEqual(["transcription", "verbatim", "subtitles", "subtitle-translation", "dub-review"]);
    expect(rows[0]!.price).toBe(`${formatCents(p.transcription)} per minute`);
    expect(rows[1]!.price).toContain(`+${p.verbatimSurchargePercent}%`);
    expect(rows[3]!.price).toBe(`+${formatCents(p.subtitleTranslation)} per minute per language`);
    expect(rows[4]!.price).toBe(`${formatCents(p.dubReview)} per minute per language`);
  });
});
