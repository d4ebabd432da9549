import { PLAN_CATALOGUE } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { dubbingLine, soundEffectsLine, speechToSpeechLine } from "./plan-audio-lines";

describe("the plan cards' voice changer and sound-effect lines", () => {
  it("say each card's figures (spec §9: 250, 750, 2,500, 12,500, 50,000, 275,000 seconds)", () => {
    expect(PLAN_CATALOGUE.map((e) => [e.tier, soundEffectsLine(e), speechToSpeechLine(e)])).toEqual([
      ["free", "250 seconds of sound effects a month", "Up to 10 minutes of voice changer a month"],
      ["starter", "750 seconds of sound effects a month", "Up to 30 minutes of voice changer a month"],
      ["creator", "2,500 seconds of sound effects a month", "Up to 100 minutes of voice changer a month"],
      ["pro", "12,500 seconds of sound effects a month", "Up to 500 minutes of voice changer a month"],
      ["growing_business", "50,000 seconds of sound effects a month", "Up to 2,000 minutes of voice changer a month"],
      ["scale_2024_08_10", "275,000 seconds of sound effects a month", "Up to 11,000 minutes of voice changer a month"],
      ["enterprise", "Unlimited sound effects", "Voice changer within custom credits"],
    ]);
  });

  it.each([
    [1, "1 second of sound effects a month"],
    [-1, "Unlimited sound effects"],
  ])("%s seconds: %s", (seconds, expected) => {
    expect(soundEffectsLine({ soundEffectSeconds: seconds })).toBe(expected);
  });

  it.each([
    [1, "Up to 1 minute of voice changer a month"],
    [-1, "Voice changer within custom credits"],
  ])("%s minutes: %s", (minutes, expected) => {
    expect(speechToSpeechLine({ speechToSpeechMinutes: minutes })).toBe(expected);
  });

  it("say each card's dubbing minutes, and that Free's dubs carry a watermark", () => {
    expect(PLAN_CATALOGUE.map((e) => dubbingLine(e))).toEqual([
      "Up to 5 minutes of dubbing a month, with a watermark",
      "Up to 10 minutes of dubbing a month (15 with a watermark)",
      "Up to 33 minutes of dubbing a month (50 with a watermark)",
      "Up to 166 minutes of dubbing a month (250 with a watermark)",
      "Up to 666 minutes of dubbing a month (1,000 with a watermark)",
      "Up to 3,666 minutes of dubbing a month (5,500 with a watermark)",
      "Dubbing within custom credits",
    ]);
  });
});
