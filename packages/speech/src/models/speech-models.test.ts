import { describe, expect, it } from "vitest";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { DEFAULT_MODEL_ID, MODEL_ALIASES, resolveModel, SPEECH_MODELS } from "./speech-models";

describe("speech models", () => {
  it("offers the multilingual default (10k chars), the long-form flash model (40k chars) and the v3 family (5k chars)", () => {
    expect(SPEECH_MODELS.map((m) => m.modelId)).toEqual(["vocable_multilingual_v1", "vocable_flash_v1", "vocable_v3"]);
    expect(resolveModel("vocable_v3")?.maxCharacters).toBe(5_000);
    expect(SPEECH_MODELS.filter((m) => m.readsAudioTags).map((m) => m.modelId)).toEqual(["vocable_v3"]);
    expect(DEFAULT_MODEL_ID).toBe("vocable_multilingual_v1");
    expect(resolveModel("vocable_multilingual_v1")?.maxCharacters).toBe(10_000);
    expect(resolveModel("vocable_flash_v1")?.maxCharacters).toBe(40_000);
    for (const model of SPEECH_MODELS) {
      expect(model).toMatchObject({ canDoTextToSpeech: true, canDoVoiceConversion: false, canUseStyle: false, canUseSpeakerBoost: false });
    }
  });

  it("lists the catalogue's languages with English names", () => {
    const languages = resolveModel(undefined)!.languages;
    expect(new Set(languages.map((l) => l.language_id))).toEqual(new Set(PREMADE_VOICES.map((v) => v.language)));
    expect(languages).toContainEqual({ language_id: "en", name: "English" });
    expect(languages).toContainEqual({ language_id: "fr", name: "French" });
    expect(languages).toContainEqual({ language_id: "pt", name: "Portuguese" });
  });

  it("resolves empty ids to the default and ElevenLabs ids through the alias table", () => {
    for (const empty of [undefined, null, ""]) expect(resolveModel(empty)?.modelId).toBe(DEFAULT_MODEL_ID);
    for (const id of ["eleven_multilingual_v2", "eleven_multilingual_v1", "eleven_monolingual_v1", "eleven_english_v1"]) {
      expect(resolveModel(id)?.modelId).toBe("vocable_multilingual_v1");
    }
    for (const id of ["eleven_flash_v2", "eleven_flash_v2_5", "eleven_turbo_v2", "eleven_turbo_v2_5"]) {
      expect(resolveModel(id)?.modelId).toBe("vocable_flash_v1");
    }
    for (const id of ["eleven_v3", "eleven_v3_conversational", "eleven_v3_alpha"]) expect(resolveModel(id)?.modelId).toBe("vocable_v3");
    for (const id of ["eleven_unknown", "gpt-4o-mini-tts", "toString", "__proto__", "constructor"]) expect(resolveModel(id)).toBeUndefined();
  });

  it("lists each alias on the model that serves it", () => {
    for (const [alias, target] of Object.entries(MODEL_ALIASES)) {
      expect(resolveModel(target)?.servesAliases).toContain(alias);
    }
  });
});
