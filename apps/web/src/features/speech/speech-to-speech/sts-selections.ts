/**
 * What the voice changer page remembers (spec voices §4 "Persisted selections": the
 * speech-to-speech model is kept apart from the text-to-speech one): the model, the target voice,
 * stability and similarity, and whether to remove background noise, each under its own `xi:` key.
 */
import type { Model } from "@vocable/contract";
import { SETTING_RANGES } from "#features/speech/tts/voice-settings";

/** The storage names (`xi:sts-model`, …); the text-to-speech page's are `tts-*`. */
export const STS_KEYS = {
  model: "sts-model",
  voice: "sts-voice",
  settings: "sts-settings",
  removeNoise: "sts-remove-background-noise",
} as const;

/** The voice settings speech to speech applies (ElevenLabs' voice changer reads these two). */
export interface StsSettings {
  stability: number;
  similarity_boost: number;
}

/** The model id of the built-in voice changer (the embedded engine's approximation). */
export const BUILT_IN_VOICE_CHANGER = "vocable_voice_changer";

export const DEFAULT_STS_SETTINGS: StsSettings = { stability: 0.5, similarity_boost: 0.75 };

const inRange = (value: unknown, key: "stability" | "similarity_boost") =>
  typeof value === "number" && Number.isFinite(value) && value >= SETTING_RANGES[key].min && value <= SETTING_RANGES[key].max;

/** Whether a stored value is a model id (any non-empty string: whether it is still offered is decided against the list). */
export const isStoredId = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** Whether a stored value is a complete, in-range pair of settings. */
export function isStoredStsSettings(value: unknown): value is StsSettings {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return inRange(v.stability, "stability") && inRange(v.similarity_boost, "similarity_boost");
}

export const isStoredBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** The models that convert speech (GET /v1/models' `can_do_voice_conversion`), in the server's order. */
export function voiceChangerModels(models: readonly Model[] | undefined): Model[] {
  return (models ?? []).filter((m) => m.can_do_voice_conversion);
}

/** The stored model when it still converts speech, else the first model that does ("" when none does). */
export function chosenStsModel(stored: string, models: readonly Pick<Model, "model_id" | "can_do_voice_conversion">[]): string {
  const offered = models.filter((m) => m.can_do_voice_conversion).map((m) => m.model_id);
  if (stored && offered.includes(stored)) return stored;
  return offered[0] ?? "";
}
