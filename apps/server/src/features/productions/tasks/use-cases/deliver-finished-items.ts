import type { Db } from "#db/client";
import { recordOrderEnd } from "#features/productions/orders/use-cases/announce-order";
import { listItemsOfOrder, moveOrderState, setItemResult } from "#features/productions/orders/work-repo";
import { listDescriptionsOfOrder } from "../repo";

/**
 * Delivers each item of the order whose work is all accepted: its result is the checked
 * transcript of each media file (transcription, subtitles) or each language's checked dub lines
 * (dub). The order is done once every item is delivered, and that is told (bell, webhook): answers
 * the webhook deliveries to queue once the transaction commits.
 */
export async function deliverFinishedItems(tx: Db, orderId: string): Promise<string[]> {
  const work = (await listDescriptionsOfOrder(tx, orderId)).filter((d) => d.kind !== "review");
  const items = await listItemsOfOrder(tx, orderId);
  let delivered = 0;
  for (const item of items) {
    const own = work.filter((d) => d.itemId === item.id);
    if (item.result) {
      delivered++;
      continue;
    }
    if (own.length === 0 || own.some((d) => d.state !== "done")) continue;
    const result =
      item.kind === "dub"
        ? { dubs: Object.fromEntries(own.map((d) => [d.language, { media_id: d.mediaId, segments: d.reviewedSegments ?? [] }])) }
        : { transcripts: Object.fromEntries(own.map((d) => [d.mediaId, { language: d.language, segments: d.reviewedSegments ?? [] }])) };
    await setItemResult(tx, item.id, result);
    delivered++;
  }
  if (items.length === 0 || delivered < items.length) return [];
  const done = await moveOrderState(tx, orderId, ["paid", "accepted"], "done", { completedAt: new Date() });
  return done ? recordOrderEnd(tx, done) : [];
}
