import { randomInt } from "node:crypto";
import { MAX_SOUND_SECONDS, SOUND_EFFECT_CATEGORIES, type SoundEffectCategory, type SoundGenerationRequest } from "@vocable/contract";
import { meteredSeconds } from "@vocable/domain";
import { NoSoundRecipeError, encodeAll, type GeneratedSound, type OutputFormat } from "@vocable/speech";
import type { SoundSettings } from "#db/schema/index";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { speechError } from "#features/speech/tts/use-cases/speech-errors";
import { requireOutputFormat } from "#features/billing/subscriptions/use-cases/require-capability";
import { beginAudioWork } from "#features/speech/generations/use-cases/begin-audio-work";
import { requestedOutputFormat } from "#features/speech/tts/use-cases/validate-speech-request";
import { DEFAULT_VOICE_SETTINGS } from "#features/voices/voices/default-settings";
import { chooseSoundGenerator } from "./choose-sound-generator";

/** ElevenLabs' default prompt influence. */
const DEFAULT_PROMPT_INFLUENCE = 0.3;
/** What a sound effect's history item names as its voice. */
export const SOUND_EFFECT_VOICE = { voiceId: "sound-effect", voiceName: "Sound effect" } as const;

export interface MadeSoundEffect {
  bytes: Uint8Array;
  format: OutputFormat;
  historyItemId: string;
  seed: number;
  seconds: number;
  sound: SoundSettings;
  engineId: string;
}

/** The category a sound is filed under: the engine's, when it is one of the library's. */
export function categoryOf(sound: GeneratedSound): SoundEffectCategory {
  return (SOUND_EFFECT_CATEGORIES as readonly string[]).includes(sound.category ?? "") ? (sound.category as SoundEffectCategory) : "other";
}

/**
 * POST /v1/sound-generation: chooses the engine and checks the format, then reserves the seconds
 * (those asked for, or the longest sound, 30 s, when the engine chooses) from the month's
 * sound-effect allowance under the tier's concurrency, makes the sound and keeps it as a history
 * item of source SFX; the seconds not made go back. A prompt the engine has no recipe for is 400
 * naming what it understood; any failure gives everything back.
 */
export async function generateSoundEffect(
  deps: Pick<AppDeps, "db" | "speech" | "storage" | "generations" | "metrics">,
  principal: Principal,
  input: { body: SoundGenerationRequest; outputFormat: string | undefined; requestId: string; signal: AbortSignal },
): Promise<MadeSoundEffect> {
  const { body } = input;
  const chosen = chooseSoundGenerator(deps.speech.engines, body.model_id);
  const format = requestedOutputFormat(input.outputFormat);
  await requireOutputFormat(deps.db, principal.workspaceId, format.id);
  const seed = body.seed ?? randomInt(0, 2 ** 32);
  const request = { text: body.text, durationSeconds: body.duration_seconds ?? null, promptInfluence: body.prompt_influence ?? DEFAULT_PROMPT_INFLUENCE, loop: body.loop ?? false, seed };
  const reserved = meteredSeconds(request.durationSeconds ?? MAX_SOUND_SECONDS);
  let storageKey = "";
  const ticket = await beginAudioWork(deps, principal, {
    source: "SFX",
    characters: 0,
    audioSeconds: 0,
    soundEffectSeconds: reserved,
    voiceId: SOUND_EFFECT_VOICE.voiceId,
    modelId: chosen.modelId,
    item: (charge, id) => {
      storageKey = `history/${principal.workspaceId}/${id}.${format.extension}`;
      return {
        id,
        workspaceId: principal.workspaceId,
        userId: principal.userId,
        requestId: input.requestId,
        ...SOUND_EFFECT_VOICE,
        voiceCategory: "generated",
        modelId: chosen.engine.id,
        requestedModelId: chosen.modelId,
        text: body.text,
        settings: DEFAULT_VOICE_SETTINGS,
        source: "SFX",
        outputFormat: format.id,
        contentType: format.contentType,
        storageKey,
        characterCountChangeFrom: charge.from,
        characterCountChangeTo: charge.to,
      };
    },
  });
  try {
    const sound = await chosen.engine.generateSound({ ...request, modelId: chosen.modelId, signal: AbortSignal.any([input.signal, ticket.signal]) });
    const seconds = sound.samples.length / sound.sampleRate;
    const bytes = await encodeAll(format, sound.samples, sound.sampleRate);
    await deps.storage.put(storageKey, bytes, { contentType: format.contentType });
    const settings: SoundSettings = {
      duration_seconds: Math.round(seconds * 1000) / 1000,
      automatic_duration: request.durationSeconds === null,
      loop: request.loop,
      prompt_influence: request.promptInfluence,
      seed,
      category: categoryOf(sound),
      description: sound.description,
    };
    await ticket.done({ soundEffectSeconds: Math.min(reserved, meteredSeconds(seconds)), item: { sound: settings } });
    return { bytes, format, historyItemId: ticket.id, seed, seconds, sound: settings, engineId: chosen.engine.id };
  } catch (err) {
    await ticket.failed();
    await deps.storage.delete(storageKey).catch(() => {});
    if (err instanceof NoSoundRecipeError) throw new AppError("no_sound_recipe", 400, `${err.message} Nothing was charged.`);
    // A remote engine's failures name the engine, as text to speech's do.
    throw speechError(err);
  }
}
