import type { DeliverableFormat } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { deliverableName, formatsOf, FORMAT_TYPES, renderDeliverable, resultTranscripts } from "../deliverable-files";
import { findItem, findMedia } from "../repo";
import { requireOrder } from "./find-order";
import { itemNotFound } from "./upsert-item";

/** One deliverable file of an item's accepted work; 404 until it is delivered, and for a format its kind does not deliver. */
export async function readDeliverable(
  deps: Pick<AppDeps, "db">,
  principal: Principal,
  p: { order_id: string; item_id: string; media_id: string; format: DeliverableFormat },
): Promise<{ text: string; contentType: string; name: string }> {
  const order = await requireOrder(deps, principal, p.order_id);
  const item = await findItem(deps.db, order.id, p.item_id);
  if (!item) throw itemNotFound(p.item_id);
  const segments = resultTranscripts(item).get(p.media_id);
  const media = segments ? await findMedia(deps.db, order.id, p.media_id) : null;
  if (!segments || !media) throw new AppError("not_found", 404, `Nothing has been delivered yet for media ${p.media_id} of this item.`);
  if (!formatsOf(item).includes(p.format)) throw new AppError("not_found", 404, `This item delivers ${formatsOf(item).join(", ")} files, not ${p.format}.`);
  return { text: renderDeliverable(item, segments, p.format), contentType: FORMAT_TYPES[p.format], name: deliverableName(item, media.name, p.format) };
}
