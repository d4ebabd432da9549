import { describe, expect, it } from "vitest";
import { UNLIMITED, tierLimits } from "../tiers";
import type { BillingPeriod } from "./plan-action";
import { transcriptionSecondsLimit } from "./audio-metering";
import { AUDIO_METERING_NOTE, CARD_TIERS, PLAN_CATALOGUE, catalogueEntry, isCardTier, planCardPrice, planDubbingMinutes, speechToTextHoursText, type PlanCardPrice } from "./plan-catalogue";
import { CURRENCIES, listPriceCents } from "./plan-prices";

const M: BillingPeriod = "monthly_period";
const A: BillingPeriod = "annual_period";
const newVisitor = { loggedIn: false, hasEverPaid: false };
const returning = { loggedIn: true, hasEverPaid: true };

describe("plan catalogue (spec §3, §9)", () => {
  it("has one card per tier in display order", () => {
    expect(PLAN_CATALOGUE.map((e) => e.tier)).toEqual([...CARD_TIERS]);
    expect(PLAN_CATALOGUE.map((e) => e.name)).toEqual(["Free", "Starter", "Creator", "Pro", "Scale", "Business", "Enterprise"]);
    expect(PLAN_CATALOGUE.every((e) => e.title === e.name && e.description.length > 0)).toBe(true);
  });

  // tier, planType, audio minutes, conversational concurrency, studio, convai minutes, sound-effect seconds, music minutes
  it.each<[string, string, number, number, number, number, number, number]>([
    ["free", "individual", 10, 4, 3, 15, 250, 11],
    ["starter", "individual", 30, 6, 20, 50, 750, 11],
    ["creator", "individual", 100, 10, 1000, 250, 2500, 31],
    ["pro", "individual", 600, 20, 3000, 1100, 12500, 152],
    ["growing_business", "company", 2400, 30, 20000, 3600, 50000, 550],
    ["scale_2024_08_10", "company", 13200, 30, 20000, 13750, 275000, 2400],
    ["enterprise", "company", UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED],
  ])("%s figures", (tier, planType, audio, convConcurrency, studio, convai, sfx, music) => {
    const e = catalogueEntry(tier)!;
    expect([e.planType, e.audioMinutes, e.conversationalConcurrency, e.studioLimit, e.convaiMinutes, e.soundEffectSeconds, e.musicMinutes]).toEqual([
      planType,
      audio,
      convConcurrency,
      studio,
      convai,
      sfx,
      music,
    ]);
  });

  it("reads credits, voices, PVC, concurrency and seats from tierLimits", () => {
    for (const e of PLAN_CATALOGUE) {
      const limits = tierLimits(e.tier);
      expect([e.creditsPerMonth, e.customVoices, e.pvcLimit, e.concurrency, e.seats]).toEqual([
        limits.characterLimit,
        limits.voiceLimit,
        limits.professionalVoiceLimit,
        limits.concurrency,
        limits.defaultMaxSeats,
      ]);
    }
    expect(PLAN_CATALOGUE.map((e) => e.creditsPerMonth)).toEqual([10_000, 30_000, 100_000, 500_000, 2_000_000, 11_000_000, UNLIMITED]);
    expect(PLAN_CATALOGUE.map((e) => e.customVoices)).toEqual([3, 10, 30, 160, 660, 660, UNLIMITED]);
    expect(PLAN_CATALOGUE.map((e) => e.pvcLimit)).toEqual([0, 0, 1, 1, 1, 3, UNLIMITED]);
    expect(PLAN_CATALOGUE.map((e) => e.concurrency)).toEqual([2, 3, 5, 10, 15, 15, UNLIMITED]);
  });

  it.each<[string, { monthly_period: number; annual_period: number } | null]>([
    ["free", null],
    ["starter", null],
    ["creator", { monthly_period: 12, annual_period: 12 }],
    ["pro", { monthly_period: 11, annual_period: 11 }],
    ["growing_business", { monthly_period: 10, annual_period: 10 }],
    ["scale_2024_08_10", { monthly_period: 9.6, annual_period: 8 }],
    ["enterprise", null],
  ])("%s extra conversational minute: %j cents", (tier, cost) => {
    expect(catalogueEntry(tier)!.extraConvaiMinuteCents).toEqual(cost);
  });

  it.each<[string, string, string, string]>([
    ["free", "10K credits/month", "15 conversational AI minutes, 4 concurrent conversations", "2 generations at once"],
    ["creator", "100K credits/month", "250 conversational AI minutes, 10 concurrent conversations", "5 generations at once"],
    ["scale_2024_08_10", "11M credits/month", "13,750 conversational AI minutes, 30 concurrent conversations", "15 generations at once"],
    ["enterprise", "Custom credits", "Custom conversational AI minutes and concurrency", "Generations at once: no set limit"],
  ])("%s texts", (tier, credits, convai, concurrency) => {
    const entry = catalogueEntry(tier)!;
    expect([entry.creditsText, entry.convaiText, entry.concurrencyText]).toEqual([credits, convai, concurrency]);
  });

  // tier, hours a month, the card's line (ElevenLabs Scribe's hours; issue 22)
  it.each<[string, number, string]>([
    ["free", 2.5, "2.5 hours of speech to text a month"],
    ["starter", 12.5, "12.5 hours of speech to text a month"],
    ["creator", 63, "63 hours of speech to text a month"],
    ["pro", 320, "320 hours of speech to text a month"],
    ["growing_business", 1_220, "1,220 hours of speech to text a month"],
    ["scale_2024_08_10", 6_000, "6,000 hours of speech to text a month"],
    ["enterprise", UNLIMITED, "Unlimited speech to text"],
  ])("%s speech to text: %s hours, %j", (tier, hours, text) => {
    const e = catalogueEntry(tier)!;
    expect([e.speechToTextHours, e.speechToTextText]).toEqual([hours, text]);
  });

  it("shows the hours the server enforces (transcriptionSecondsLimit)", () => {
    for (const e of PLAN_CATALOGUE) {
      const limit = transcriptionSecondsLimit(e.tier);
      expect(limit).toBe(e.speechToTextHours === UNLIMITED ? UNLIMITED : e.speechToTextHours * 3600);
    }
  });

  it.each<[number, string]>([
    [1, "1 hour of speech to text a month"],
    [0.5, "0.5 hours of speech to text a month"],
    [12_345.5, "12,345.5 hours of speech to text a month"],
    [UNLIMITED, "Unlimited speech to text"],
  ])("speechToTextHoursText(%s) = %j", (hours, text) => {
    expect(speechToTextHoursText(hours)).toBe(text);
  });

  it("notes how audio isolation, speech to speech, forced alignment and sound effects are metered", () => {
    expect(AUDIO_METERING_NOTE).toBe(
      "Audio isolation costs 1,000 characters a minute of audio, speech to speech 1,000 characters a minute, " +
        "and dubbing 3,000 characters a minute of source per language (2,000 with a watermark), from the monthly credits. " +
        "Forced alignment counts as speech to text. Sound effects count against their own monthly seconds.",
    );
  });

  it("shows the sound-effect seconds of spec §9 and the speech-to-speech minutes the credits buy", () => {
    expect(PLAN_CATALOGUE.map((e) => e.soundEffectSeconds)).toEqual([250, 750, 2_500, 12_500, 50_000, 275_000, UNLIMITED]);
    expect(PLAN_CATALOGUE.map((e) => e.speechToSpeechMinutes)).toEqual(PLAN_CATALOGUE.map((e) => (e.creditsPerMonth === UNLIMITED ? UNLIMITED : Math.floor(e.creditsPerMonth / 1000))));
  });

  it("shows the dubbing minutes the credits buy, with a watermark only on Free", () => {
    expect(PLAN_CATALOGUE.map((e) => [e.tier, e.dubbingMinutes, e.dubbingMinutesWatermarked])).toEqual([
      ["free", 0, 5],
      ["starter", 10, 15],
      ["creator", 33, 50],
      ["pro", 166, 250],
      ["growing_business", 666, 1_000],
      ["scale_2024_08_10", 3_666, 5_500],
      ["enterprise", UNLIMITED, UNLIMITED],
    ]);
  });

  it.each<[string, number, { dubbingMinutes: number; dubbingMinutesWatermarked: number }]>([
    ["free", 10_000, { dubbingMinutes: 0, dubbingMinutesWatermarked: 5 }],
    // A workspace's own limit (set by an operator) rather than its card's.
    ["free", 25_000, { dubbingMinutes: 0, dubbingMinutesWatermarked: 12 }],
    ["creator", 100_000, { dubbingMinutes: 33, dubbingMinutesWatermarked: 50 }],
    ["enterprise", UNLIMITED, { dubbingMinutes: UNLIMITED, dubbingMinutesWatermarked: UNLIMITED }],
  ])("planDubbingMinutes(%s, %i)", (tier, limit, minutes) => {
    expect(planDubbingMinutes(tier, limit)).toEqual(minutes);
  });

  it("a higher card never offers fewer speech-to-text hours", () => {
    const hours = PLAN_CATALOGUE.map((e) => (e.speechToTextHours === UNLIMITED ? Infinity : e.speechToTextHours));
    for (let i = 1; i < hours.length; i++) expect(hours[i]).toBeGreaterThanOrEqual(hours[i - 1]!);
  });

  it.each<[string, string, boolean]>([
    ["free", "Commercial licence", false],
    ["starter", "Commercial licence", true],
    ["free", "Instant voice cloning", false],
    ["starter", "Instant voice cloning", true],
    ["starter", "Professional voice cloning", false],
    ["creator", "Professional voice cloning", true],
    ["starter", "Usage-based billing for extra characters", false],
    ["creator", "Usage-based billing for extra characters", true],
    ["enterprise", "Usage-based billing for extra characters", true],
    ["free", "API access", true],
    ["free", "Text to speech in MP3, Opus, PCM, WAV, μ-law and A-law", true],
    ["free", "Voice design", true],
    ["starter", "192 kbps MP3 audio", false],
    ["creator", "192 kbps MP3 audio", true],
    ["creator", "44.1 kHz PCM audio", false],
    ["pro", "44.1 kHz PCM audio", true],
    ["growing_business", "3 workspace seats", true],
    ["scale_2024_08_10", "5 workspace seats", true],
    ["pro", "1 workspace seats", false],
    ["enterprise", "Custom number of seats", true],
  ])("%s lists %s: %s", (tier, feature, listed) => {
    expect(catalogueEntry(tier)!.features.includes(feature)).toBe(listed);
  });

  it("a higher card never loses a feature line of a lower one (seat lines aside)", () => {
    for (let i = 1; i < PLAN_CATALOGUE.length; i++) {
      const lower = PLAN_CATALOGUE[i - 1].features.filter((f) => !f.includes("seats"));
      for (const feature of lower) expect(PLAN_CATALOGUE[i].features).toContain(feature);
    }
  });

  it("marks creator most popular, free the base tier, enterprise contact sales", () => {
    expect(PLAN_CATALOGUE.filter((e) => e.mostPopular).map((e) => e.tier)).toEqual(["creator"]);
    expect(PLAN_CATALOGUE.filter((e) => e.isBaseTier).map((e) => e.tier)).toEqual(["free"]);
    expect(PLAN_CATALOGUE.filter((e) => e.enterprise && e.contactSales).map((e) => e.tier)).toEqual(["enterprise"]);
  });

  it("has no card for trial, grant tiers or unknown ids", () => {
    for (const tier of ["trial", "grant_tier_1_2025_07_23", "nope"]) {
      expect(catalogueEntry(tier)).toBeNull();
      expect(isCardTier(tier)).toBe(false);
    }
  });
});

describe("planCardPrice", () => {
  it.each<[string, BillingPeriod, "usd" | "eur", { loggedIn: boolean; hasEverPaid: boolean }, PlanCardPrice | null]>([
    ["free", M, "usd", newVisitor, { cents: 0, formatted: "$0", perLabel: "/month" }],
    ["free", A, "eur", newVisitor, { cents: 0, formatted: "0€", perLabel: "/month" }],
    [
      "creator",
      M,
      "usd",
      newVisitor,
      { cents: 2200, formatted: "$22", perLabel: "/month", firstMonth: { percentOff: 50, cents: 1100, formatted: "$11", badge: "First month 50% off" } },
    ],
    ["creator", M, "usd", returning, { cents: 2200, formatted: "$22", perLabel: "/month" }],
    [
      "creator",
      A,
      "usd",
      newVisitor,
      { cents: 22000, formatted: "$220", perLabel: "/year", monthlyEquivalent: { cents: 1833, formatted: "$18.33", perLabel: "/month" }, monthsFree: 2 },
    ],
    [
      "starter",
      M,
      "eur",
      newVisitor,
      { cents: 475, formatted: "4.75€", perLabel: "/month", firstMonth: { percentOff: 80, cents: 95, formatted: "0.95€", badge: "First month 80% off" } },
    ],
    ["pro", M, "eur", newVisitor, { cents: 9400, formatted: "94€", perLabel: "/month" }],
    [
      "scale_2024_08_10",
      A,
      "usd",
      returning,
      { cents: 1320000, formatted: "$13,200", perLabel: "/year", monthlyEquivalent: { cents: 110000, formatted: "$1,100", perLabel: "/month" }, monthsFree: 2 },
    ],
    ["enterprise", M, "usd", newVisitor, null],
    ["trial", M, "usd", newVisitor, null],
  ])("%s %s %s %j", (tier, period, currency, viewer, expected) => {
    expect(planCardPrice(tier, period, currency, viewer)).toEqual(expected);
  });

  it("every self-serve card has a price for every period and currency, equal to the list price", () => {
    for (const e of PLAN_CATALOGUE)
      for (const period of [M, A])
        for (const currency of CURRENCIES)
          for (const viewer of [newVisitor, returning]) {
            const price = planCardPrice(e.tier, period, currency, viewer);
            if (e.contactSales) expect(price).toBeNull();
            else {
              expect(price!.cents).toBe(listPriceCents(e.tier, period, currency));
              if (price!.firstMonth) expect(price!.firstMonth.cents).toBeLessThan(price!.cents);
            }
          }
  });
});
