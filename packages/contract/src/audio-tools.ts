import { z } from "zod";
import { ResourceId, SingleLineText } from "./strings";

/** GET /v1/voices/accents (`voices.accents.get`): the accents of the voice library's listed voices. */
export const VoiceAccentsQuery = z.object({
  /** Only voices of this language (ISO 639-1, as the library's `language` filter takes it). */
  language: z.string().trim().min(2).max(10).regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "language: an ISO 639-1 code such as en or pt-BR.").optional(),
  /** Only accents of languages this model speaks. */
  model_id: z.string().trim().min(1).max(100).optional(),
});
export const VoiceAccent = z
  .object({
    /** As the voices are labelled, and as GET /v1/shared-voices' `accent` filter takes it. */
    accent: z.string(),
    language: z.string(),
    /** The value to pass as the library's `accent` filter (the accent as labelled). */
    code: z.string(),
    /** For people: "American", "British essex". */
    name: z.string(),
  })
  .meta({ id: "VoiceAccentResponseModel" });
export const VoiceAccents = z.object({ accents: z.array(VoiceAccent) }).meta({ id: "GetVoiceAccentsResponseModel" });
export type VoiceAccents = z.infer<typeof VoiceAccents>;

/**
 * GET /v1/audio-isolation/history (`audioIsolation.list`). Isolation answers the cleaned audio in
 * its response and keeps nothing, so the list is always empty; the query is still checked.
 */
export const AudioIsolationHistoryQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  search: SingleLineText.max(200).optional(),
});
export const AudioIsolationHistoryItem = z
  .object({
    id: z.string(),
    title: z.string().optional(),
    created_at_unix: z.number().int(),
    format: z.string(),
    duration_seconds: z.number().optional(),
    download_url: z.string().optional(),
    supports_video: z.boolean(),
    processing: z.boolean(),
    video_processing_failed: z.boolean(),
  })
  .meta({ id: "AudioIsolationHistoryItemResponseModel" });
export const AudioIsolationHistory = z.object({ items: z.array(AudioIsolationHistoryItem), has_more: z.boolean() }).meta({ id: "GetAudioIsolationHistoryResponseModel" });
export type AudioIsolationHistory = z.infer<typeof AudioIsolationHistory>;
export const AudioIsolationHistoryItemParams = z.object({ history_item_id: ResourceId });

/**
 * GET /v1/audio-effects/catalog (`audioEffects.getCatalog`): what `audio_effects` may name. No
 * installed engine applies audio effects, so every list is empty (and `audio_effects` in a text to
 * speech request is refused with 400).
 */
export const AudioEffectsCatalog = z
  .object({
    filter_presets: z.array(z.object({ filter_preset_id: z.string(), name: z.string(), description: z.string().optional() })),
    environments: z.array(z.object({ environment_id: z.string(), name: z.string(), description: z.string().optional() })),
    background_noises: z.array(z.object({ background_noise_id: z.string(), name: z.string(), description: z.string().optional() })),
  })
  .meta({ id: "AudioEffectsCatalogResponseModel" });
export type AudioEffectsCatalog = z.infer<typeof AudioEffectsCatalog>;
