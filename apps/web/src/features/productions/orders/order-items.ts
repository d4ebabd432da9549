/**
 * The work of an order (its items): the form's draft of one item, the request it sends
 * (POST …/items, OrderItemRequest), a line describing it, and its estimated price from the
 * domain's table (the server's quote is what is charged).
 */
import type { CueOptions, OrderItemRequest } from "@vocable/contract";
import { itemPriceCents, type OrderItemKind } from "@vocable/domain";
import type { OrderMedia } from "./order-media";

export const ITEM_KIND_LABELS: Record<OrderItemKind, string> = {
  transcription: "Transcription",
  subtitles: "Subtitles",
  dub: "Dub review",
};

/** Subtitle styles offered, as the contract's cue options. */
export const SUBTITLE_STYLES = {
  standard: { label: "Standard: 2 lines of up to 42 characters", cue: { max_lines_per_cue: 2, max_chars_per_line: 42, max_duration_ms: 7000 } },
  short: { label: "Short lines: 2 lines of up to 32 characters (mobile)", cue: { max_lines_per_cue: 2, max_chars_per_line: 32, max_duration_ms: 6000 } },
  single: { label: "One line of up to 42 characters", cue: { max_lines_per_cue: 1, max_chars_per_line: 42, max_duration_ms: 5000 } },
} as const satisfies Record<string, { label: string; cue: CueOptions }>;
export type SubtitleStyle = keyof typeof SUBTITLE_STYLES;

export interface ItemDraft {
  kind: OrderItemKind;
  sourceLanguage: string;
  /** The media worked on (a dub review takes exactly one, registered from a dub). */
  mediaIds: string[];
  verbatim: boolean;
  destinationLanguages: string[];
  subtitleStyle: SubtitleStyle;
  sdh: boolean;
  includeCaptions: boolean;
  instructions: string;
}

export function emptyDraft(kind: OrderItemKind, sourceLanguage: string): ItemDraft {
  return { kind, sourceLanguage, mediaIds: [], verbatim: false, destinationLanguages: [], subtitleStyle: "standard", sdh: false, includeCaptions: false, instructions: "" };
}

/** The media an item of this kind may work on: in its source language, and for a dub review registered from a dub. */
export function eligibleMedia(media: readonly OrderMedia[], kind: OrderItemKind, sourceLanguage: string): OrderMedia[] {
  return media.filter((m) => m.language === sourceLanguage && (kind !== "dub" || m.source === "dub"));
}

/** The request for the draft, or what is missing. */
export function itemRequest(draft: ItemDraft): { item: OrderItemRequest } | { problem: string } {
  const instructions = draft.instructions.trim() || undefined;
  if (!draft.sourceLanguage) return { problem: "Choose the language spoken in the media." };
  if (draft.mediaIds.length === 0) return { problem: draft.kind === "dub" ? "Choose the dub's media to review." : "Choose at least one media file." };
  const destinations = draft.destinationLanguages.filter((l) => l !== draft.sourceLanguage);
  switch (draft.kind) {
    case "transcription":
      return { item: { kind: "transcription", media_ids: draft.mediaIds, source_language: draft.sourceLanguage, verbatim: draft.verbatim, instructions } };
    case "subtitles":
      return {
        item: {
          kind: "subtitles",
          media_ids: draft.mediaIds,
          source_language: draft.sourceLanguage,
          destination_languages: destinations,
          cue_options: { ...SUBTITLE_STYLES[draft.subtitleStyle].cue },
          sdh: draft.sdh,
          instructions,
        },
      };
    case "dub":
      if (draft.destinationLanguages.length === 0) return { problem: "Choose at least one language of the dub to review." };
      return {
        item: {
          kind: "dub",
          media_id: draft.mediaIds[0]!,
          source_language: draft.sourceLanguage,
          destination_languages: draft.destinationLanguages,
          include_captions: draft.includeCaptions,
          include_source_captions: draft.includeCaptions,
          instructions,
        },
      };
  }
}

/** The media ids an item works on. */
export function itemMediaIds(item: OrderItemRequest): string[] {
  return item.kind === "dub" ? [item.media_id] : item.media_ids;
}

/** "Transcription · English · verbatim · 2 files" for the item's row. */
export function itemSummary(item: OrderItemRequest, languageName: (code: string) => string): string {
  const parts = [ITEM_KIND_LABELS[item.kind], languageName(item.source_language)];
  if (item.kind === "transcription" && item.verbatim) parts.push("verbatim");
  if (item.kind !== "transcription" && item.destination_languages.length > 0) parts.push(`into ${item.destination_languages.map(languageName).join(", ")}`);
  if (item.kind === "subtitles" && item.sdh) parts.push("SDH");
  const files = itemMediaIds(item).length;
  parts.push(files === 1 ? "1 file" : `${files} files`);
  return parts.join(" · ");
}

/** The draft's price in cents by the domain's table, for the media chosen. */
export function draftPriceCents(draft: ItemDraft, media: readonly OrderMedia[]): number {
  const seconds = draft.mediaIds.flatMap((id) => media.filter((m) => m.media_id === id).map((m) => m.duration_seconds));
  if (seconds.length === 0) return 0;
  return itemPriceCents({ kind: draft.kind, mediaSeconds: seconds, sourceLanguage: draft.sourceLanguage, destinationLanguages: draft.destinationLanguages, verbatim: draft.verbatim });
}
