import type { SoundEffectCategory, SoundEffectHistoryItem, SoundEffectListing } from "@vocable/contract";
import { toUnixSeconds } from "#platform/unix-time";
import type { HistoryRowWithSlug, ListingRow } from "./repo";

/** A listing as the library and its public page show it. */
export function presentListing(row: ListingRow, publicUrl: string): SoundEffectListing {
  return {
    slug: row.slug,
    title: row.title,
    category: row.category as SoundEffectCategory,
    duration_seconds: row.durationMs / 1000,
    loop: row.loop,
    prompt: row.prompt,
    published_by: row.publishedBy,
    published_unix: toUnixSeconds(row.createdAt),
    audio_url: `${publicUrl}/v1/sound-effects/library/${row.slug}/audio`,
    page_url: `${publicUrl}/sound-effects/${row.slug}`,
  };
}

/** A sound effect of the member's history. */
export function presentSoundEffectItem(row: HistoryRowWithSlug): SoundEffectHistoryItem {
  const sound = row.sound;
  return {
    history_item_id: row.id,
    text: row.text,
    duration_seconds: sound?.duration_seconds ?? 0,
    loop: sound?.loop ?? false,
    prompt_influence: sound?.prompt_influence ?? 0,
    seed: sound?.seed ?? 0,
    category: (sound?.category ?? "other") as SoundEffectCategory,
    description: sound?.description ?? null,
    model_id: row.requestedModelId,
    date_unix: toUnixSeconds(row.createdAt),
    published_slug: row.publishedSlug,
  };
}
