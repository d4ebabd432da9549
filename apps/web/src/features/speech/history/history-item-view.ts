import type { HistoryItem, ResolvedVoiceSettings } from "@vocable/contract";
import { formatInteger } from "@vocable/domain";
import { HISTORY_SOURCE_LABELS } from "./history-filters";

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The settings an item was generated with, in one line. */
export function settingsSummary(s: ResolvedVoiceSettings): string {
  const parts = [`Stability ${percent(s.stability)}`, `Similarity ${percent(s.similarity_boost)}`, `Style ${percent(s.style)}`, `Speed ${Number(s.speed.toFixed(2))}×`];
  if (s.use_speaker_boost) parts.push("Speaker boost");
  return parts.join(" · ");
}

/** The characters an item counted (and was charged for). */
export const itemCharacters = (item: Pick<HistoryItem, "character_count_change_from" | "character_count_change_to">) =>
  Math.max(0, item.character_count_change_to - item.character_count_change_from);

export const characterCountLabel = (count: number) => `${formatInteger(count)} ${count === 1 ? "character" : "characters"}`;

/** Where an item came from, by name. */
export const sourceLabel = (source: HistoryItem["source"]) => HISTORY_SOURCE_LABELS[source] ?? source;

/** The mark of an item whose listener left mid-stream; null for a whole one. */
export function partialNote(item: Pick<HistoryItem, "partial" | "character_count_change_from" | "character_count_change_to">): string | null {
  return item.partial ? `Partial: the listener left after ${characterCountLabel(itemCharacters(item))}` : null;
}
