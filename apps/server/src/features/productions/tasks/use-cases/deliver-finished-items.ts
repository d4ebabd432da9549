import type { Db } from "#db/client";
import { recordOrderEnd } from "#features/productions/orders/use-cases/announce-order";
import { listItemsOfOrder, moveOrderState, setItemResult, type OrderItemRow } from "#features/productions/orders/work-repo";
import { listDescriptionsOfOrder, type DescriptionRow } from "../repo";
import { asStrings } from "./prepare-order-work";

/** Whether all of an item's work is accepted: every piece done, and a subtitles item's every other language made and done for each of its media. */
function complete(item: OrderItemRow, own: readonly DescriptionRow[]): boolean {
  if (own.length === 0 || own.some((d) => d.state !== "done")) return false;
  if (item.kind !== "subtitles") return true;
  const source = String(item.request.source_language ?? "");
  const others = [...new Set(asStrings(item.request.destination_languages))].filter((l) => l !== source);
  return own.filter((d) => d.kind === "transcription").every((t) => others.every((l) => own.some((d) => d.kind === "translation" && d.mediaId === t.mediaId && d.language === l)));
}

/** The item's delivered work from its accepted pieces (deliverable-files.ts reads it). */
function resultOf(item: OrderItemRow, own: readonly DescriptionRow[]): Record<string, unknown> {
  const lines = (d: DescriptionRow) => ({ language: d.language, media_id: d.mediaId, segments: d.reviewedSegments ?? [] });
  if (item.kind === "dub") return { dubs: Object.fromEntries(own.map((d) => [d.language, lines(d)])) };
  const translations: Record<string, Record<string, unknown>> = {};
  for (const d of own.filter((x) => x.kind === "translation")) (translations[d.language] ??= {})[d.mediaId] = lines(d);
  return { transcripts: Object.fromEntries(own.filter((d) => d.kind === "transcription").map((d) => [d.mediaId, lines(d)])), translations };
}

/**
 * Delivers each item of the order whose work is all accepted: its result is the checked
 * transcript of each media file (transcription, subtitles) with its checked translations
 * (subtitles in other languages), or each language's checked dub lines (dub). The order is done
 * once every item is delivered, and that is told (bell, webhook): answers the webhook deliveries
 * to queue once the transaction commits.
 */
export async function deliverFinishedItems(tx: Db, orderId: string): Promise<string[]> {
  const work = (await listDescriptionsOfOrder(tx, orderId)).filter((d) => d.kind !== "review");
  const items = await listItemsOfOrder(tx, orderId);
  let delivered = 0;
  for (const item of items) {
    const own = work.filter((d) => d.itemId === item.id);
    if (!item.result && complete(item, own)) await setItemResult(tx, item.id, resultOf(item, own));
    if (item.result || complete(item, own)) delivered++;
  }
  if (items.length === 0 || delivered < items.length) return [];
  const done = await moveOrderState(tx, orderId, ["paid", "accepted"], "done", { completedAt: new Date() });
  return done ? recordOrderEnd(tx, done) : [];
}
