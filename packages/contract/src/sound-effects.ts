import { SOUND_EFFECT_CATEGORIES } from "@vocable/domain";
import { z } from "zod";
import { QueryId, ResourceId, SingleLineText, shortToken } from "./strings";

export { SOUND_EFFECT_CATEGORIES, type SoundEffectCategory } from "@vocable/domain";

/** Shortest and longest sound POST /v1/sound-generation makes (ElevenLabs' bounds). */
export const MIN_SOUND_SECONDS = 0.5;
export const MAX_SOUND_SECONDS = 30;

export const SoundGenerationQuery = z.object({
  output_format: shortToken().optional().meta({ description: "e.g. mp3_44100_128 (default), pcm_44100, wav_44100, opus_48000_64" }),
});

/** POST /v1/sound-generation (`textToSoundEffects.convert`). */
export const SoundGenerationRequest = z
  .object({
    text: SingleLineText.trim().min(1, "Describe the sound: the text must not be empty.").max(1000, "At most 1,000 characters."),
    duration_seconds: z
      .number()
      .min(MIN_SOUND_SECONDS, `duration_seconds must be between ${MIN_SOUND_SECONDS} and ${MAX_SOUND_SECONDS}.`)
      .max(MAX_SOUND_SECONDS, `duration_seconds must be between ${MIN_SOUND_SECONDS} and ${MAX_SOUND_SECONDS}.`)
      .nullish()
      .meta({ description: "0.5 to 30 seconds; none: the engine chooses from the prompt (up to 30 s are reserved from the allowance, the rest given back)." }),
    prompt_influence: z.number().min(0, "prompt_influence must be between 0 and 1.").max(1, "prompt_influence must be between 0 and 1.").nullish(),
    loop: z.boolean().nullish().meta({ description: "A sound whose end joins its start without a click." }),
    model_id: z.string().max(100).nullish().meta({ description: "eleven_text_to_sound_v2 (default) or an installed engine's model" }),
    seed: z
      .number()
      .int()
      .min(0)
      .max(4294967295)
      .nullish()
      .meta({ description: "Vocable: equal requests with an equal seed give equal sounds; none: a new seed each time (kept on the history item)." }),
  })
  .meta({ id: "CreateSoundEffectRequest" });
export type SoundGenerationRequest = z.infer<typeof SoundGenerationRequest>;

/** A sound effect someone published to the library (GET /v1/sound-effects/library). */
export const SoundEffectListing = z
  .object({
    slug: z.string(),
    title: z.string(),
    category: z.enum(SOUND_EFFECT_CATEGORIES),
    duration_seconds: z.number(),
    loop: z.boolean(),
    /** The prompt it was made from. */
    prompt: z.string(),
    /** Who published it (their public name). */
    published_by: z.string(),
    published_unix: z.number().int(),
    /** Plays and downloads the audio (MP3), without an account. */
    audio_url: z.string(),
    /** Its public page. */
    page_url: z.string(),
  })
  .meta({ id: "SoundEffectListing" });
export type SoundEffectListing = z.infer<typeof SoundEffectListing>;

export const SoundEffectLibraryQuery = z.object({
  search: SingleLineText.trim().max(200).optional().meta({ description: "Words of the title or prompt (ignoring case)." }),
  category: z.enum(SOUND_EFFECT_CATEGORIES).optional(),
  page_size: z.coerce.number().int().min(1).max(100).default(30),
  cursor: shortToken(128).optional().meta({ description: "next_cursor of the previous page" }),
});
export type SoundEffectLibraryQuery = z.infer<typeof SoundEffectLibraryQuery>;

export const SoundEffectLibraryPage = z
  .object({
    sound_effects: z.array(SoundEffectListing),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
    /** How many published effects each category has (for the category page), on the first page; later pages (a cursor) leave it empty. */
    categories: z.array(z.object({ category: z.enum(SOUND_EFFECT_CATEGORIES), count: z.number().int() })),
  })
  .meta({ id: "SoundEffectLibraryPage" });
export type SoundEffectLibraryPage = z.infer<typeof SoundEffectLibraryPage>;

export const SoundEffectSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, "Not a sound effect's slug.") });

/** POST /v1/sound-generation/history/{history_item_id}/publish. */
export const PublishSoundEffectRequest = z
  .object({
    title: SingleLineText.trim().min(1, "Give the sound a title.").max(120).optional().meta({ description: "Default: its prompt" }),
    category: z.enum(SOUND_EFFECT_CATEGORIES).optional().meta({ description: "Default: the category the engine gave it" }),
  })
  .meta({ id: "PublishSoundEffectRequest" });
export type PublishSoundEffectRequest = z.infer<typeof PublishSoundEffectRequest>;
export const SoundEffectHistoryItemParams = z.object({ history_item_id: ResourceId });
export const SoundEffectHistoryQuery = z.object({ page_size: z.coerce.number().int().min(1).max(100).default(30), start_after_history_item_id: QueryId });

/** A sound effect of the caller's history (GET /v1/sound-generation/history). */
export const SoundEffectHistoryItem = z
  .object({
    history_item_id: z.string(),
    text: z.string(),
    duration_seconds: z.number(),
    loop: z.boolean(),
    prompt_influence: z.number(),
    seed: z.number().int(),
    category: z.enum(SOUND_EFFECT_CATEGORIES),
    /** What the engine made of the prompt ("Procedural: rain (heavy) + thunder, 6.0 s"). */
    description: z.string().nullable(),
    model_id: z.string(),
    date_unix: z.number().int(),
    /** The library listing, when it is published. */
    published_slug: z.string().nullable(),
  })
  .meta({ id: "SoundEffectHistoryItem" });
export type SoundEffectHistoryItem = z.infer<typeof SoundEffectHistoryItem>;
export const SoundEffectHistoryPage = z
  .object({ items: z.array(SoundEffectHistoryItem), has_more: z.boolean(), last_history_item_id: z.string().nullable() })
  .meta({ id: "SoundEffectHistoryPage" });
export type SoundEffectHistoryPage = z.infer<typeof SoundEffectHistoryPage>;
