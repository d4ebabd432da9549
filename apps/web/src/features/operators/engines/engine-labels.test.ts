import { describe, expect, it } from "vitest";
import { CAPABILITY_LABELS, languageCountText, languageLabel, languageLabels, realTimeFactorText, voiceCountText } from "./engine-labels";

describe("realTimeFactorText", () => {
  it.each([
    [0.03, "0.03× real time (33× faster than real time)"],
    [0.031, "0.031× real time (32× faster than real time)"],
    [0.0312, "0.031× real time (32× faster than real time)"],
    [0.007, "0.007× real time (143× faster than real time)"],
    [0.0008, "0.0008× real time (1,250× faster than real time)"],
    [0.25, "0.25× real time (4× faster than real time)"],
    [0.4, "0.4× real time (2.5× faster than real time)"],
    [0.97, "0.97× real time (as fast as real time)"],
    [1, "1× real time (as fast as real time)"],
    [1.5, "1.5× real time (1.5× slower than real time)"],
    [12.4, "12× real time (12× slower than real time)"],
  ])("%s -> %s", (rtf, text) => {
    expect(realTimeFactorText(rtf)).toBe(text);
  });

  it.each([[null], [0], [-0.5], [Number.NaN], [Number.POSITIVE_INFINITY]])("has nothing to say for %s", (rtf) => {
    expect(realTimeFactorText(rtf)).toBeNull();
  });
});

describe("labels", () => {
  it("names capabilities in words (the Record type makes the table cover the contract's list)", () => {
    expect(CAPABILITY_LABELS.text_to_speech).toBe("Text to speech");
    expect(CAPABILITY_LABELS.voice_activity).toBe("Voice activity");
    for (const label of Object.values(CAPABILITY_LABELS)) expect(label).toMatch(/^[A-Z][a-z ]+$/);
  });

  it.each([
    [0, "0 languages"],
    [1, "1 language"],
    [58, "58 languages"],
    [1200, "1,200 languages"],
  ])("counts %s languages as %s", (count, text) => {
    expect(languageCountText(count)).toBe(text);
  });

  it.each([
    [1, "1 voice"],
    [140, "140 voices"],
  ])("counts %s voices as %s", (count, text) => {
    expect(voiceCountText(count)).toBe(text);
  });

  it.each([
    ["en", "English (en)"],
    ["fr", "French (fr)"],
    ["pt-BR", "Brazilian Portuguese (pt-BR)"],
    ["zz", "zz"],
    ["x", "x"],
  ])("shows the language %s as %s", (code, label) => {
    expect(languageLabel(code)).toBe(label);
  });

  it("sorts languages by name", () => {
    expect(languageLabels(["fr", "de", "en"])).toEqual(["English (en)", "French (fr)", "German (de)"]);
  });
});
