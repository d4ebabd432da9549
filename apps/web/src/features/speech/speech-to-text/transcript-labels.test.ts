import { describe, expect, it } from "vitest";
import { progressAnnouncement, progressPercent } from "./transcript-labels";

describe("progress", () => {
  it.each([
    [0, 0, "Transcribing…"],
    [0.05, 5, "Transcribing…"],
    [0.424, 42, "Transcribing: 40% done"],
    [0.999, 99, "Transcribing: 90% done"],
    [1, 100, "Transcribing: 100% done"],
    [1.5, 100, "Transcribing: 100% done"],
    [-1, 0, "Transcribing…"],
    [Number.NaN, 0, "Transcribing…"],
  ])("%s -> %s%% (%s)", (progress, percent, announcement) => {
    expect(progressPercent(progress)).toBe(percent);
    expect(progressAnnouncement(progress)).toBe(announcement);
  });
});
