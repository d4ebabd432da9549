import type { EngineRegistry, RegisteredEngine } from "@vocable/speech";
import { AppError } from "#platform/errors";

type SoundGenerator = RegisteredEngine & Required<Pick<RegisteredEngine, "generateSound">>;

/** ElevenLabs' sound-effect model ids: served by the best installed sound generator. */
export const ELEVENLABS_SFX_MODEL_IDS: readonly string[] = ["eleven_text_to_sound_v2", "eleven_text_to_sound_v1"];

const generates = (engine: RegisteredEngine | undefined): engine is SoundGenerator => engine?.generateSound !== undefined;

/**
 * The engine that makes a sound effect, by `model_id`: none or an ElevenLabs id, the best
 * installed one (a remote engine the operator configured before the built-in procedural one); an
 * engine's id, that engine. Another id is 400 naming those that can; no engine at all is 503.
 */
export function chooseSoundGenerator(registry: EngineRegistry, modelId: string | null | undefined): { engine: SoundGenerator; modelId: string } {
  const best = registry.soundGenerator();
  if (!best) throw new AppError("no_sound_generation_engine", 503, "No sound-generation engine is installed on this server. Nothing was charged.");
  if (!modelId || ELEVENLABS_SFX_MODEL_IDS.includes(modelId)) return { engine: best, modelId: modelId || ELEVENLABS_SFX_MODEL_IDS[0]! };
  const named = registry.get(modelId);
  if (generates(named)) return { engine: named, modelId };
  const can = [...ELEVENLABS_SFX_MODEL_IDS, ...registry.withCapability("sound_generation").filter(generates).map((e) => e.id)];
  throw new AppError("model_not_found", 400, `The model ${modelId} does not make sound effects. Models that do: ${can.join(", ")}.`);
}
