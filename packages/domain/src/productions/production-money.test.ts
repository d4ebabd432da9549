import { describe, expect, it } from "vitest";
import { billedMinutes, centsToUsd, itemPriceCents, orderPriceCents, refundCents, splitItemPrice, subtitleTranslationCents, type PricedItem } from "./production-money";

describe("billedMinutes", () => {
  it.each([
    [60, 1],
    [60.4, 2],
    [0.5, 1],
    [0, 1],
    [Number.NaN, 1],
    [3600, 60],
    [119.99, 2],
  ])("%s s: %s started minutes", (seconds, minutes) => expect(billedMinutes(seconds)).toBe(minutes));
});

describe("itemPriceCents", () => {
  it.each<[string, PricedItem, number]>([
    ["a 10-minute transcript", { kind: "transcription", mediaSeconds: [600], sourceLanguage: "en" }, 1_500],
    ["verbatim costs 25% more", { kind: "transcription", mediaSeconds: [600], sourceLanguage: "en", verbatim: true }, 1_880],
    ["two files, minutes started per file", { kind: "transcription", mediaSeconds: [61, 30], sourceLanguage: "en" }, 450],
    ["subtitles in the source language", { kind: "subtitles", mediaSeconds: [120], sourceLanguage: "en", destinationLanguages: ["en"] }, 400],
    ["subtitles in two more languages", { kind: "subtitles", mediaSeconds: [120], sourceLanguage: "en", destinationLanguages: ["en", "es", "de"] }, 2_400],
    ["a language asked twice counts once", { kind: "subtitles", mediaSeconds: [60], sourceLanguage: "en", destinationLanguages: ["es", "es"] }, 700],
    ["a dub reviewed in two languages", { kind: "dub", mediaSeconds: [90], sourceLanguage: "en", destinationLanguages: ["es", "fr"] }, 1_200],
    ["a dub with no language named: one review", { kind: "dub", mediaSeconds: [30], sourceLanguage: "en" }, 300],
  ])("%s: %s cents", (_, item, cents) => expect(itemPriceCents(item)).toBe(cents));

  it("sums an order's items", () => {
    expect(orderPriceCents([{ kind: "transcription", mediaSeconds: [600], sourceLanguage: "en" }, { kind: "dub", mediaSeconds: [30], sourceLanguage: "en" }])).toBe(1_800);
    expect(orderPriceCents([])).toBe(0);
  });
});

describe("subtitleTranslationCents", () => {
  it.each([
    [120, 1_000],
    [61, 1_000],
    [30, 500],
  ])("one language of %s s of media: %s cents", (seconds, cents) => expect(subtitleTranslationCents(seconds)).toBe(cents));

  it("with the media's own part, makes up the item's price", () => {
    const own = itemPriceCents({ kind: "subtitles", mediaSeconds: [120], sourceLanguage: "en", destinationLanguages: [] });
    const whole = itemPriceCents({ kind: "subtitles", mediaSeconds: [120], sourceLanguage: "en", destinationLanguages: ["en", "es", "de"] });
    expect(own + 2 * subtitleTranslationCents(120)).toBe(whole);
  });
});

describe("splitItemPrice", () => {
  it.each([
    [1_500, { producer: 900, reviewer: 225, platform: 375 }],
    [450, { producer: 270, reviewer: 67, platform: 113 }], // 67.5 rounds down; the platform takes the half cent
    [1, { producer: 0, reviewer: 0, platform: 1 }],
    [0, { producer: 0, reviewer: 0, platform: 0 }],
    [1_999, { producer: 1_199, reviewer: 299, platform: 501 }],
  ])("%s cents: %o", (price, split) => {
    expect(splitItemPrice(price)).toEqual(split);
    const parts = splitItemPrice(price);
    expect(parts.producer + parts.reviewer + parts.platform).toBe(price);
  });
});

describe("refundCents", () => {
  it.each([
    ["nothing accepted: all back", [{ priceCents: 1_500, accepted: false }, { priceCents: 300, accepted: false }], 1_800],
    ["one item accepted: the rest back", [{ priceCents: 1_500, accepted: true }, { priceCents: 300, accepted: false }], 300],
    ["all accepted: nothing back", [{ priceCents: 1_500, accepted: true }], 0],
    ["no items", [], 0],
  ])("%s", (_, items, cents) => expect(refundCents(items)).toBe(cents));

  it("answers dollars as the API does", () => {
    expect(centsToUsd(1_880)).toBe(18.8);
    expect(centsToUsd(1)).toBe(0.01);
  });
});
