import { describe, expect, it } from "vitest";
import { EngineRegistry } from "../engines/engine-registry";
import { PROCEDURAL_SOUND_DESCRIPTOR, proceduralSoundEngine, soundRecipeCategories, soundVocabulary } from ".";
import { readPrompt } from "./prompt";

describe("the procedural engine", () => {
  it("declares itself as an embedded sound generator", () => {
    expect(PROCEDURAL_SOUND_DESCRIPTOR).toMatchObject({ id: "procedural-sfx", kind: "embedded", capabilities: ["sound_generation"], languages: ["en"], voiceCount: 0 });
  });

  it("is what the registry hands out for sound generation, and is healthy", async () => {
    const registry = new EngineRegistry();
    registry.register(proceduralSoundEngine());
    const engine = registry.soundGenerator()!;
    expect(engine.id).toBe("procedural-sfx");
    const sound = await engine.generateSound({ text: "rain", durationSeconds: 0.5, promptInfluence: 0.3, loop: false, seed: 9 });
    expect(sound.samples).toHaveLength(22_050);
    const health = await registry.check("procedural-sfx");
    expect(health.status).toBe("healthy");
    expect(health.realTimeFactor).toBeGreaterThan(0);
  });

  it("lists every category with examples it can make", () => {
    const vocabulary = soundVocabulary();
    expect(vocabulary.map((v) => v.category)).toEqual([...soundRecipeCategories]);
    for (const { category, examples } of vocabulary) {
      expect(examples.length, category).toBeGreaterThanOrEqual(2);
      for (const e of examples) expect(readPrompt(e).recipes[0]?.recipe.category, e).toBe(category);
    }
  });
});
