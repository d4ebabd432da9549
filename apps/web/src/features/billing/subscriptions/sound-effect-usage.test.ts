import { describe, expect, it } from "vitest";
import { soundEffectUsage } from "./sound-effect-usage";

const sub = (used: number, limit: number) => ({ sound_effect_seconds_used: used, sound_effect_seconds_limit: limit });

describe("soundEffectUsage", () => {
  it.each([
    [sub(0, 250), { text: "0 s of 250 s this month", exhausted: false }],
    [sub(12, 250), { text: "12 s of 250 s this month", exhausted: false }],
    [sub(249, 250), { text: "249 s of 250 s this month", exhausted: false }],
    [sub(250, 250), { text: "250 s of 250 s this month", exhausted: true }],
    // Past the limit (a sound settled by the started second): still used up, never "300 of 250".
    [sub(300, 250), { text: "250 s of 250 s this month", exhausted: true }],
    [sub(12_500, 275_000), { text: "12,500 s of 275,000 s this month", exhausted: false }],
    [sub(-4, 750), { text: "0 s of 750 s this month", exhausted: false }],
    [sub(3_400, -1), { text: "3,400 s used (unlimited)", exhausted: false }],
  ])("%j", (fields, expected) => {
    expect(soundEffectUsage(fields)).toEqual(expected);
  });
});
