import { describe, expect, it } from "vitest";
import { looksLikeSpeaches, parseVoiceListing } from "./openai-voices";

describe("parseVoiceListing", () => {
  it("reads Kokoro-FastAPI's listing (objects, and the plain strings before 0.3), naming language and gender from Kokoro's names", () => {
    const expected = [
      { engineVoiceId: "af_bella", name: "af_bella", language: "en", gender: "female", description: "Kokoro voice, American English, female" },
      { engineVoiceId: "bm_george", name: "bm_george", language: "en", gender: "male", description: "Kokoro voice, British English, male" },
      { engineVoiceId: "ff_siwis", name: "ff_siwis", language: "fr", gender: "female", description: "Kokoro voice, French, female" },
    ];
    expect(parseVoiceListing({ voices: [{ id: "af_bella", name: "af_bella" }, { id: "bm_george", name: "bm_george" }, { id: "ff_siwis", name: "ff_siwis" }] }, "de")).toEqual(expected);
    expect(parseVoiceListing({ voices: ["af_bella", "bm_george", "ff_siwis"] }, "de")).toEqual(expected);
  });

  it("reads Speaches' listings, new and old", () => {
    expect(
      parseVoiceListing(
        { voices: [{ name: "af_heart", language: "en-us", gender: "female", id: "af_heart" }, { name: "en_US-amy-medium", language: "en-us", id: "en_US-amy-medium" }], object: "list" },
        "de",
      ),
    ).toEqual([
      { engineVoiceId: "af_heart", name: "af_heart", language: "en", gender: "female", description: "Kokoro voice, American English, female" },
      { engineVoiceId: "en_US-amy-medium", name: "en_US-amy-medium", language: "en" },
    ]);
    expect(parseVoiceListing([{ model_id: "rhasspy/piper-voices", voice_id: "en_US-amy-medium", sample_rate: 22050, object: "voice" }], "en")).toEqual([
      { engineVoiceId: "en_US-amy-medium", name: "en_US-amy-medium", language: "en" },
    ]);
  });

  it("takes `data` lists, skips items without an id, and knows when it does not know a shape", () => {
    expect(parseVoiceListing({ object: "list", data: [{ id: "nova" }, { nothing: 1 }, ""] }, "en")).toEqual([{ engineVoiceId: "nova", name: "nova", language: "en" }]);
    expect(parseVoiceListing({ speakers: ["a"] }, "en")).toBeUndefined();
    expect(parseVoiceListing("af_bella", "en")).toBeUndefined();
  });
});

describe("looksLikeSpeaches", () => {
  it("tells Speaches (voices with a language, or the old path) from Kokoro-FastAPI", () => {
    expect(looksLikeSpeaches({ voices: [{ name: "af_heart", language: "en-us", id: "af_heart" }] }, false)).toBe(true);
    expect(looksLikeSpeaches([], true)).toBe(true);
    expect(looksLikeSpeaches({ voices: [{ id: "af_heart", name: "af_heart" }] }, false)).toBe(false);
    expect(looksLikeSpeaches({ voices: ["af_heart"] }, false)).toBe(false);
  });
});
