import { describe, expect, it } from "vitest";
import { EngineRegistry, type RegisteredEngine } from "../engines/engine-registry";
import type { EngineVoice, SpeechSynthesizer } from "../engines/remote/remote-types";
import { PREMADE_VOICES } from "./premade-voices";
import { VoiceCatalogue } from "./voice-catalogue";

/** An engine whose synthesizer lists `voices` (or fails to); it never speaks here. */
function engine(id: string, voices: () => EngineVoice[], keepsVoiceIds = false): RegisteredEngine {
  const synthesizer: SpeechSynthesizer = {
    listVoices: async () => voices(),
    synthesize: () => Promise.reject(new Error("not in this test")),
  };
  return {
    id, name: id, kind: "remote", description: id, capabilities: ["text_to_speech"], languages: ["en"], voiceCount: 0, license: "test",
    checkHealth: () => Promise.reject(new Error("not in this test")), synthesizer, keepsVoiceIds,
  };
}

describe("VoiceCatalogue", () => {
  it("adds each engine's voices after the premade ones, with stable ids, keeping an upstream's own ids unless taken", async () => {
    const registry = new EngineRegistry();
    registry.register(engine("gpu", () => [{ engineVoiceId: "af_heart", name: "Heart", language: "en", gender: "female" }]));
    registry.register(engine("upstream", () => [
      { engineVoiceId: "21m00Tcm4TlvDq8ikWAM", name: "Rachel", language: "en" },
      { engineVoiceId: PREMADE_VOICES[0]!.voiceId, name: "Clash", language: "en" },
    ], true));
    const catalogue = new VoiceCatalogue(registry);
    expect(catalogue.all()).toHaveLength(PREMADE_VOICES.length);
    expect(await catalogue.refresh()).toEqual([]);
    const added = catalogue.all().slice(PREMADE_VOICES.length);
    expect(added.map((v) => [v.name, v.engine, v.engineVoice])).toEqual([
      ["Heart", "gpu", "af_heart"],
      ["Rachel", "upstream", "21m00Tcm4TlvDq8ikWAM"],
      ["Clash", "upstream", PREMADE_VOICES[0]!.voiceId],
    ]);
    expect(added[0]!.voiceId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(added[1]!.voiceId).toBe("21m00Tcm4TlvDq8ikWAM");
    expect(added[2]!.voiceId).not.toBe(PREMADE_VOICES[0]!.voiceId);
    expect(catalogue.find(added[0]!.voiceId)).toMatchObject({ name: "Heart", labels: { gender: "female", language: "en" } });
    // Stable: the same listing gives the same ids.
    const again = new VoiceCatalogue(registry);
    await again.refresh();
    expect(again.all().map((v) => v.voiceId)).toEqual(catalogue.all().map((v) => v.voiceId));
  });

  it("keeps an engine's last listing when listing fails, and says which engine failed", async () => {
    let up = true;
    const registry = new EngineRegistry();
    registry.register(engine("flaky", () => {
      if (!up) throw new Error("connection refused");
      return [{ engineVoiceId: "v1", name: "One", language: "en" }];
    }));
    const catalogue = new VoiceCatalogue(registry);
    await catalogue.refresh();
    up = false;
    expect(await catalogue.refresh()).toEqual([{ engineId: "flaky", error: "connection refused" }]);
    expect(catalogue.voicesOf("flaky").map((v) => v.name)).toEqual(["One"]);
  });
});
