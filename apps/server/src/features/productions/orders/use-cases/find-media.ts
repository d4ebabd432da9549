import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findMedia, type MediaRow } from "../repo";
import { requireOrder } from "./find-order";

/** A media file of the workspace's order; 404 for another order's (or workspace's). */
export async function requireMedia(deps: Pick<AppDeps, "db">, principal: Principal, orderId: string, mediaId: string): Promise<MediaRow> {
  const order = await requireOrder(deps, principal, orderId);
  const media = await findMedia(deps.db, order.id, mediaId);
  if (!media) throw new AppError("production_media_not_found", 404, `This order has no media ${mediaId}.`);
  return media;
}
