import type { DeliverableFormat } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { deliverableName, formatsOf, FORMAT_TYPES, renderDeliverable, resultTracks } from "../deliverable-files";
import { findItem, findMedia } from "../repo";
import { requireOrder } from "./find-order";
import { itemNotFound } from "./upsert-item";

/** One deliverable file of an item's accepted work (in `language`: the media's own by default); 404 until it is delivered, and for a format its kind does not deliver. */
export async function readDeliverable(
  deps: Pick<AppDeps, "db">,
  principal: Principal,
  p: { order_id: string; item_id: string; media_id: string; format: DeliverableFormat; language?: string },
): Promise<{ text: string; contentType: string; name: string }> {
  const order = await requireOrder(deps, principal, p.order_id);
  const item = await findItem(deps.db, order.id, p.item_id);
  if (!item) throw itemNotFound(p.item_id);
  const language = p.language ?? String((item.request as { source_language?: string }).source_language ?? "");
  const tracks = resultTracks(item).filter((t) => t.mediaId === p.media_id);
  const track = tracks.find((t) => t.language === language) ?? (p.language ? undefined : tracks[0]);
  const media = track ? await findMedia(deps.db, order.id, p.media_id) : null;
  if (!track || !media) throw new AppError("not_found", 404, `Nothing has been delivered yet for media ${p.media_id} of this item${p.language ? ` in ${p.language}` : ""}.`);
  if (!formatsOf(item).includes(p.format)) throw new AppError("not_found", 404, `This item delivers ${formatsOf(item).join(", ")} files, not ${p.format}.`);
  return { text: renderDeliverable(item, track, p.format), contentType: FORMAT_TYPES[p.format], name: deliverableName(item, media.name, track, p.format) };
}
