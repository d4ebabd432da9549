import { describe, expect, it } from "vitest";
import { UNLIMITED } from "../tiers";
import { checkTranscriptionQuota, formatAudioSeconds, isolationCharacterCost, meteredSeconds, soundEffectSecondsLimit, speechToSpeechMinutes, transcriptionHours, transcriptionSecondsLimit, voiceChangerCharacterCost } from "./audio-metering";

describe("meteredSeconds: every started second, at least one", () => {
  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [0.001, 1],
    [1, 1],
    [1.0000000001, 1],
    [1.2, 2],
    [59.5, 60],
    [600, 600],
    [3.9 * 3600, 14_040],
  ])("%s s -> %s", (seconds, expected) => expect(meteredSeconds(seconds)).toBe(expected));
});

describe("isolationCharacterCost: 1,000 characters a minute", () => {
  it.each([
    [0.2, 17], // one second: 1000/60 rounded up
    [1, 17],
    [3, 50],
    [12, 200],
    [60, 1_000],
    [61, 1_017],
    [600, 10_000], // ten minutes: a free workspace's whole month
    [3600, 60_000],
  ])("%s s -> %s characters", (seconds, expected) => expect(isolationCharacterCost(seconds)).toBe(expected));
});

describe("transcription allowance by tier (ElevenLabs Scribe's hours included)", () => {
  it.each([
    ["free", 2.5, 9_000],
    ["starter", 12.5, 45_000],
    ["creator", 63, 226_800],
    ["pro", 320, 1_152_000],
    ["growing_business", 1_220, 4_392_000],
    ["grant_tier_1_2025_07_23", 1_220, 4_392_000],
    ["grant_tier_2_2025_07_23", 1_220, 4_392_000],
    ["scale_2024_08_10", 6_000, 21_600_000],
    ["trial", UNLIMITED, UNLIMITED],
    ["enterprise", UNLIMITED, UNLIMITED],
  ] as const)("%s: %s h = %s s", (tier, hours, seconds) => {
    expect(transcriptionHours(tier)).toBe(hours);
    expect(transcriptionSecondsLimit(tier)).toBe(seconds);
  });
  it("gives an unknown tier the free allowance", () => expect(transcriptionSecondsLimit("platinum")).toBe(9_000));
});

describe("checkTranscriptionQuota", () => {
  it.each([
    [0, 9_000, 12, { ok: true }],
    [8_988, 9_000, 12, { ok: true }], // exactly at the edge
    [8_989, 9_000, 12, { ok: false, remaining: 11 }],
    [9_000, 9_000, 1, { ok: false, remaining: 0 }],
    [9_500, 9_000, 1, { ok: false, remaining: 0 }], // past it (a lowered plan)
    [0, 9_000, 14_040, { ok: false, remaining: 9_000 }], // one 3.9-hour file on free
    [1e12, UNLIMITED, 14_040, { ok: true }],
  ])("used %s of %s, %s more -> %j", (used, limit, cost, expected) => expect(checkTranscriptionQuota(used, limit, cost)).toEqual(expected));
});

describe("formatAudioSeconds", () => {
  it.each([
    [0, "0 s"],
    [12, "12 s"],
    [59.9, "59 s"],
    [60, "1 min"],
    [2_700, "45 min"],
    [9_000, "2 h 30 min"],
    [3_600, "1 h"],
    [21_600_000, "6,000 h"],
  ])("%s -> %s", (seconds, expected) => expect(formatAudioSeconds(seconds)).toBe(expected));
});

describe("speech to speech and sound effects", () => {
  it.each([
    [0.2, 17],
    [1, 17],
    [60, 1000],
    [61, 1017],
    [300, 5000],
  ])("converting %s s of speech costs %s characters", (seconds, characters) => {
    expect(voiceChangerCharacterCost(seconds)).toBe(characters);
  });

  it.each([
    ["free", 250],
    ["starter", 750],
    ["creator", 2_500],
    ["pro", 12_500],
    ["growing_business", 50_000],
    ["scale_2024_08_10", 275_000],
    ["grant_tier_1_2025_07_23", 50_000],
    ["enterprise", UNLIMITED],
    ["trial", UNLIMITED],
    ["no-such-tier", 250],
  ])("%s makes %s seconds of sound effects a month", (tier, seconds) => {
    expect(soundEffectSecondsLimit(tier)).toBe(seconds);
  });

  it.each([
    [10_000, 10],
    [100_000, 100],
    [1_999, 1],
    [UNLIMITED, UNLIMITED],
  ])("%s characters buy %s minutes of speech to speech", (characters, minutes) => {
    expect(speechToSpeechMinutes(characters)).toBe(minutes);
  });
});
