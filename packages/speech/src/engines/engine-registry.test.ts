import { describe, expect, it } from "vitest";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { EngineRegistry, embeddedEngineDescriptors, type EngineHealth, type RegisteredEngine } from "./engine-registry";

const healthy: EngineHealth = { status: "healthy", detail: null, checkedAt: new Date(0), realTimeFactor: 0.1 };

function engine(id: string, languages: string[], check: () => Promise<EngineHealth> = async () => healthy): RegisteredEngine {
  return { id, name: id, kind: "remote", description: id, capabilities: ["text_to_speech"], languages, voiceCount: 1, license: "test", checkHealth: check };
}

describe("EngineRegistry", () => {
  it("refuses an engine registered twice", () => {
    const registry = new EngineRegistry();
    registry.register(engine("a", ["en"]));
    expect(() => registry.register(engine("a", ["fr"]))).toThrow("engine a is registered twice");
  });

  it("orders engines of a capability healthy first, then unknown, then unhealthy, and filters by language", async () => {
    const registry = new EngineRegistry();
    registry.register(engine("down", ["en"], () => Promise.reject(new Error("connection refused"))));
    registry.register(engine("unchecked", ["en", "fr"]));
    registry.register(engine("up", ["en"]));
    expect(registry.withCapability("text_to_speech").map((e) => e.id)).toEqual(["down", "unchecked", "up"]);
    expect(await registry.check("down")).toMatchObject({ status: "unhealthy", detail: "connection refused", realTimeFactor: null });
    await registry.check("up");
    expect(registry.withCapability("text_to_speech").map((e) => e.id)).toEqual(["up", "unchecked", "down"]);
    expect(registry.withCapability("text_to_speech", { language: "fr" }).map((e) => e.id)).toEqual(["unchecked"]);
    expect(registry.withCapability("speech_recognition")).toEqual([]);
    expect(registry.lastHealth("unchecked")).toEqual({ status: "unknown", detail: null, checkedAt: null, realTimeFactor: null });
    expect(registry.languagesFor("text_to_speech")).toEqual(["en", "fr"]);
    await expect(registry.check("nope")).rejects.toThrow("no engine nope");
  });

  it("describes the embedded engines from the voice catalogue", () => {
    const [flite, espeak] = embeddedEngineDescriptors();
    expect(flite.voiceCount + espeak.voiceCount).toBe(PREMADE_VOICES.length);
    expect(flite.languages).toEqual(["en"]);
    expect(espeak.languages).toEqual([...new Set(PREMADE_VOICES.filter((v) => v.engine === "espeak-ng").map((v) => v.language))].sort());
    for (const d of [flite, espeak]) expect(d.capabilities).toEqual(["text_to_speech", "streaming", "alignment"]);
  });
});
