import { describe, expect, it } from "vitest";
import { storageKey } from "@vocable/domain";
import { STS_KEYS, chosenStsModel, isStoredBoolean, isStoredId, isStoredStsSettings } from "./sts-selections";

const tts = (id: string) => ({ model_id: id, can_do_voice_conversion: false });
const sts = (id: string) => ({ model_id: id, can_do_voice_conversion: true });

describe("the voice changer's stored choices", () => {
  it("are kept under their own xi: keys, apart from the text-to-speech page's", () => {
    const keys = Object.values(STS_KEYS).map((name) => storageKey(name));
    expect(keys).toEqual(["xi:sts-model", "xi:sts-voice", "xi:sts-settings", "xi:sts-remove-background-noise"]);
    expect(keys).not.toContain(storageKey("tts-model"));
    expect(keys).not.toContain(storageKey("tts-voice"));
  });

  it.each([
    ["stored and still offered", "eleven_multilingual_sts_v2", [sts("vocable_voice_changer"), sts("eleven_multilingual_sts_v2")], "eleven_multilingual_sts_v2"],
    ["nothing stored: the first voice changer", "", [tts("vocable_multilingual_v1"), sts("vocable_voice_changer")], "vocable_voice_changer"],
    ["a text-to-speech model stored: not a voice changer", "vocable_multilingual_v1", [tts("vocable_multilingual_v1"), sts("vocable_voice_changer")], "vocable_voice_changer"],
    ["a model gone from the server", "old_sts", [sts("vocable_voice_changer")], "vocable_voice_changer"],
    ["no voice changer at all", "vocable_voice_changer", [tts("vocable_multilingual_v1")], ""],
    ["no models yet", "vocable_voice_changer", [], ""],
  ])("model: %s", (_name, stored, models, expected) => {
    expect(chosenStsModel(stored, models)).toBe(expected);
  });

  it.each([
    ["vocable_voice_changer", true],
    ["", false],
    ["  ", false],
    [42, false],
    [null, false],
  ])("a stored id %j is read: %s", (value, expected) => {
    expect(isStoredId(value)).toBe(expected);
  });

  it.each([
    [{ stability: 0.5, similarity_boost: 0.75 }, true],
    [{ stability: 0, similarity_boost: 1 }, true],
    [{ stability: 0.5, similarity_boost: 0.75, style: 0.2 }, true],
    [{ stability: 1.5, similarity_boost: 0.75 }, false],
    [{ stability: -0.1, similarity_boost: 0.75 }, false],
    [{ stability: 0.5 }, false],
    [{ stability: "0.5", similarity_boost: 0.75 }, false],
    [{ stability: Number.NaN, similarity_boost: 0.75 }, false],
    [null, false],
    ["x", false],
  ])("stored settings %j are read: %s", (value, expected) => {
    expect(isStoredStsSettings(value)).toBe(expected);
  });

  it.each([
    [true, true],
    [false, true],
    ["true", false],
    [1, false],
  ])("a stored switch %j is read: %s", (value, expected) => {
    expect(isStoredBoolean(value)).toBe(expected);
  });
});
