import type { OrderItemRequest } from "@vocable/contract";
import { itemPriceCents } from "@vocable/domain";
import type { SpeechService } from "@vocable/speech";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { findDub } from "#features/dubbing/dubs/repo";
import { listMedia, type MediaRow, type OrderRow } from "../repo";
import { destinationLanguages, languageCode } from "./order-languages";

/** An item as stored: its request with ISO 639-1 languages (each once), and its price. */
export interface CheckedItem {
  kind: OrderItemRequest["kind"];
  request: Record<string, unknown>;
  priceCents: number;
}

const refuse = (message: string) => new AppError("invalid_request", 400, message);

/** The order's media each id names, in order; 400 naming an id that is not this order's (or named twice). */
function mediaOf(all: readonly MediaRow[], ids: readonly string[], source: string): MediaRow[] {
  if (new Set(ids).size !== ids.length) throw refuse("Name each media file once.");
  return ids.map((id) => {
    const media = all.find((m) => m.id === id);
    if (!media) throw new AppError("production_media_not_found", 400, `This order has no media ${id}: register it on this order first (media.register).`);
    if (media.language !== source) throw refuse(`Media ${id} was declared in ${media.language}, not ${source}: the item's source_language must be its media's language.`);
    return media;
  });
}

/** The destinations asked, as ISO 639-1, each once. */
const codesOf = (asked: readonly string[]) => [...new Set(asked.map((l, i) => languageCode(l, ["body", "request", "item", "destination_languages", i])))];

/** Subtitles' destinations, each one a language they can be delivered in here (productions.orders.languages.list). */
function subtitleDestinations(speech: SpeechService, source: string, asked: readonly string[]): string[] {
  const codes = codesOf(asked);
  const allowed = destinationLanguages(speech, "subtitles", source);
  const missing = codes.filter((c) => !allowed.includes(c));
  if (missing.length) {
    throw new AppError("unsupported_language", 400, `Subtitles from ${source} cannot be delivered in ${missing.join(", ")} here: the languages are ${allowed.join(", ")} (productions.orders.languages.list).`);
  }
  return codes;
}

/**
 * Checks an item against its order (locked by the caller): its media are the order's, in the
 * item's source language; its languages are ones this server delivers (order-languages.ts); a dub
 * item's media was registered from a dub of the workspace, and reviews languages that dub has.
 * Prices it from the media's durations (domain production-money.ts).
 */
export async function checkItem(deps: { speech: SpeechService }, tx: Db, order: OrderRow, item: OrderItemRequest): Promise<CheckedItem> {
  const all = await listMedia(tx, order.id);
  const source = languageCode(item.source_language, ["body", "request", "item", "source_language"]);
  switch (item.kind) {
    case "transcription": {
      const media = mediaOf(all, item.media_ids, source);
      const priceCents = itemPriceCents({ kind: "transcription", mediaSeconds: media.map((m) => m.durationSeconds), sourceLanguage: source, verbatim: item.verbatim });
      return { kind: item.kind, request: { ...item, source_language: source }, priceCents };
    }
    case "subtitles": {
      const media = mediaOf(all, item.media_ids, source);
      const destinations = subtitleDestinations(deps.speech, source, item.destination_languages);
      const priceCents = itemPriceCents({ kind: "subtitles", mediaSeconds: media.map((m) => m.durationSeconds), sourceLanguage: source, destinationLanguages: destinations });
      return { kind: item.kind, request: { ...item, source_language: source, destination_languages: destinations }, priceCents };
    }
    case "dub": {
      const [media] = mediaOf(all, [item.media_id], source);
      if (media!.source !== "dub" || !media!.sourceId) throw refuse(`A dub item reviews a dub: media ${item.media_id} is not one. Register the dub's media with dubbing_id, then name that media.`);
      const dub = await findDub(tx, order.workspaceId, media!.sourceId);
      if (!dub) throw refuse(`The dub media ${item.media_id} came from was deleted: there is nothing left to review.`);
      const destinations = codesOf(item.destination_languages);
      const absent = destinations.filter((l) => !dub.targetLanguages.includes(l));
      if (absent.length) throw refuse(`The dub has no ${absent.join(", ")} version to review: its languages are ${dub.targetLanguages.join(", ")}.`);
      const priceCents = itemPriceCents({ kind: "dub", mediaSeconds: [media!.durationSeconds], sourceLanguage: source, destinationLanguages: destinations });
      return { kind: item.kind, request: { ...item, source_language: source, destination_languages: destinations }, priceCents };
    }
  }
}
