import { describe, expect, it } from "vitest";
import { durationFromSlider, durationLabel, formatSoundSeconds, isDurationChoice, isPromptInfluence, sliderFromDuration } from "./sound-duration";

describe("the duration slider", () => {
  it.each([
    [0, null],
    [0.2, null],
    [Number.NaN, null],
    [0.5, 0.5],
    [2, 2],
    [2.2, 2],
    [2.3, 2.5],
    [30, 30],
    [31, 30],
  ])("value %s asks for %s", (value, expected) => {
    expect(durationFromSlider(value)).toBe(expected);
  });

  it.each([
    [null, 0],
    [2, 2],
    [0.5, 0.5],
    [45, 30],
    [0.1, 0],
  ])("duration %s sits at %s", (duration, expected) => {
    expect(sliderFromDuration(duration)).toBe(expected);
  });

  it.each([
    [null, "Automatic"],
    [2, "2 s"],
    [2.5, "2.5 s"],
    [30, "30 s"],
    [6.04, "6 s"],
    [0.46, "0.5 s"],
  ])("labels %s as %s", (duration, expected) => {
    expect(durationLabel(duration)).toBe(expected);
  });

  it.each([
    [1.25, "1.3 s"],
    [12, "12 s"],
    [0, "0 s"],
  ])("formats %s s as %s", (seconds, expected) => {
    expect(formatSoundSeconds(seconds)).toBe(expected);
  });

  it.each([
    [null, true],
    [0.5, true],
    [30, true],
    [0.4, false],
    [30.5, false],
    ["2", false],
    [undefined, false],
  ])("a stored duration %j is read: %s", (value, expected) => {
    expect(isDurationChoice(value)).toBe(expected);
  });

  it.each([
    [0, true],
    [0.3, true],
    [1, true],
    [1.1, false],
    [-0.1, false],
    [null, false],
  ])("a stored prompt influence %j is read: %s", (value, expected) => {
    expect(isPromptInfluence(value)).toBe(expected);
  });
});
