import { describe, expect, it } from "vitest";
import {
  ARROW_KEY_SECONDS,
  DEFAULT_PLAYBACK_SPEED,
  FEEDBACK_AFTER_SECONDS,
  HISTORY_POLL,
  PLAYBACK_SPEEDS,
  PLAYER_ITEM_TYPES,
  PLAYER_POLL_MS,
  READING_WORDS_PER_MINUTE,
  SKIP_SECONDS,
  clampSeek,
  estimateReadingSeconds,
  nextPlaybackSpeed,
  shouldShowFeedbackButtons,
} from "./player";

describe("constants", () => {
  it("match the spec", () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.8, 1, 1.2, 1.5, 2]);
    expect(DEFAULT_PLAYBACK_SPEED).toBe(1);
    expect(SKIP_SECONDS).toBe(10);
    expect(ARROW_KEY_SECONDS).toBe(3);
    expect(FEEDBACK_AFTER_SECONDS).toBe(3);
    expect(PLAYER_POLL_MS).toBe(25);
    expect(HISTORY_POLL).toEqual({ firstWaitMs: 1000, tries: 10, intervalMs: 5000 });
    expect(READING_WORDS_PER_MINUTE).toBe(140);
    expect(PLAYER_ITEM_TYPES).toEqual(["text-to-speech", "speech-to-speech", "speechHistoryItem", "voicePreview"]);
  });
});

describe("nextPlaybackSpeed", () => {
  it("cycles through the list and wraps", () => {
    expect(nextPlaybackSpeed(0.8)).toBe(1);
    expect(nextPlaybackSpeed(1)).toBe(1.2);
    expect(nextPlaybackSpeed(1.2)).toBe(1.5);
    expect(nextPlaybackSpeed(1.5)).toBe(2);
    expect(nextPlaybackSpeed(2)).toBe(0.8);
  });

  it("moves an unlisted speed to the next listed one", () => {
    expect(nextPlaybackSpeed(0.5)).toBe(0.8);
    expect(nextPlaybackSpeed(1.1)).toBe(1.2);
    expect(nextPlaybackSpeed(3)).toBe(0.8);
    expect(nextPlaybackSpeed(Number.NaN)).toBe(0.8);
  });

  it("tolerates float noise", () => {
    expect(nextPlaybackSpeed(1.2000000000000002)).toBe(1.5);
  });
});

describe("clampSeek", () => {
  it("keeps targets inside the duration", () => {
    expect(clampSeek(5, 10)).toBe(5);
    expect(clampSeek(0, 10)).toBe(0);
    expect(clampSeek(10, 10)).toBe(10);
    expect(clampSeek(10.5, 10)).toBe(10);
    expect(clampSeek(-3, 10)).toBe(0);
  });

  it("supports skip arithmetic", () => {
    expect(clampSeek(4 - SKIP_SECONDS, 60)).toBe(0);
    expect(clampSeek(55 + SKIP_SECONDS, 60)).toBe(60);
    expect(clampSeek(20 + ARROW_KEY_SECONDS, 60)).toBe(23);
  });

  it("has no upper bound while the duration is unknown", () => {
    expect(clampSeek(42, Number.NaN)).toBe(42);
    expect(clampSeek(42, Number.POSITIVE_INFINITY)).toBe(42);
    expect(clampSeek(42, -1)).toBe(42);
    expect(clampSeek(-1, Number.NaN)).toBe(0);
  });

  it("handles non-finite targets", () => {
    expect(clampSeek(Number.NaN, 10)).toBe(0);
    expect(clampSeek(Number.POSITIVE_INFINITY, 10)).toBe(10);
    expect(clampSeek(Number.NEGATIVE_INFINITY, 10)).toBe(0);
    expect(clampSeek(Number.POSITIVE_INFINITY, Number.NaN)).toBe(0);
  });

  it("an empty item pins to 0", () => {
    expect(clampSeek(3, 0)).toBe(0);
  });
});

describe("shouldShowFeedbackButtons", () => {
  it("appears after 3 s or at the end", () => {
    expect(shouldShowFeedbackButtons(0, false)).toBe(false);
    expect(shouldShowFeedbackButtons(2.99, false)).toBe(false);
    expect(shouldShowFeedbackButtons(3, false)).toBe(true);
    expect(shouldShowFeedbackButtons(1, true)).toBe(true);
  });
});

describe("estimateReadingSeconds", () => {
  it("uses 140 words per minute", () => {
    expect(estimateReadingSeconds("")).toBe(0);
    expect(estimateReadingSeconds("   ")).toBe(0);
    expect(estimateReadingSeconds(Array(140).fill("word").join(" "))).toBe(60);
    expect(estimateReadingSeconds(Array(70).fill("w").join(" \n\t "))).toBe(30);
    expect(estimateReadingSeconds("one")).toBeCloseTo(60 / 140);
  });
});
