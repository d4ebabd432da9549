import { describe, expect, it } from "vitest";
import { soundFileName } from "./sound-file-name";

describe("soundFileName", () => {
  it.each([
    ["heavy rain on a tin roof", 1, "heavy_rain_on_a_tin_1.mp3"],
    ["heavy rain on a tin roof", undefined, "heavy_rain_on_a_tin.mp3"],
    ["Door creak", 4, "Door_creak_4.mp3"],
    ["Door creak", undefined, "Door_creak.mp3"],
    ["  ", 2, "sound_effect_2.mp3"],
    ["a/b:c*d?", undefined, "abcd.mp3"],
  ])("%j (variation %s) saves as %s", (words, variation, expected) => {
    expect(soundFileName(words, variation)).toBe(expected);
  });
});
