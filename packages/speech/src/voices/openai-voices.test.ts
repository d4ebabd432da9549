import { describe, expect, it } from "vitest";
import { OPENAI_VOICE_NAMES, resolveOpenAiVoice } from "./openai-voices";
import { PREMADE_VOICES } from "./premade-voices";

describe("OpenAI voice names", () => {
  it.each(Object.entries(OPENAI_VOICE_NAMES))("%s is answered by %s, an English catalogue voice", (openAiName, catalogueName) => {
    const voice = resolveOpenAiVoice(openAiName);
    expect(voice?.name).toBe(catalogueName);
    expect(voice?.language).toBe("en");
    expect(resolveOpenAiVoice(openAiName.toUpperCase())?.voiceId).toBe(voice?.voiceId);
  });

  it("passes a Vocable voice id through and knows nothing else", () => {
    const camille = PREMADE_VOICES.find((v) => v.name === "Camille")!;
    expect(resolveOpenAiVoice(camille.voiceId)).toBe(camille);
    expect(resolveOpenAiVoice("nobody")).toBeUndefined();
    expect(resolveOpenAiVoice("")).toBeUndefined();
  });
});
