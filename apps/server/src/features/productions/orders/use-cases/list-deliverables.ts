import type { OrderDeliverablesResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { deliverableName, formatsOf, FORMAT_TYPES, resultTracks } from "../deliverable-files";
import { deliverableUrl } from "../presenter";
import { listItems, listMedia } from "../repo";
import { requireOrder } from "./find-order";

/**
 * GET /v1/productions/orders/{order_id}/deliverables: for each item whose work was accepted, its
 * files for each of its tracks (a media file's checked lines in one language: the media's own, each
 * subtitle translation's, each reviewed dub language's; deliverable-files.ts), served by
 * GET …/deliverables/{item_id}/{media_id}/{format}[?language=]; an empty list before any result.
 */
export async function listDeliverables(deps: Pick<AppDeps, "db" | "config">, principal: Principal, orderId: string): Promise<OrderDeliverablesResponse> {
  const order = await requireOrder(deps, principal, orderId);
  const [items, media] = await Promise.all([listItems(deps.db, order.id), listMedia(deps.db, order.id)]);
  const names = new Map(media.map((m) => [m.id, m.name]));
  const deliverables = items.flatMap((item) =>
    resultTracks(item)
      .filter((track) => names.has(track.mediaId))
      .flatMap((track) =>
        formatsOf(item).map((format) => ({
          signed_url: deliverableUrl(deps.config.publicUrl, item, track, format),
          content_type: FORMAT_TYPES[format],
          name: deliverableName(item, names.get(track.mediaId)!, track, format),
          version: 1,
          item_id: item.id,
          media_id: track.mediaId,
          language: track.language,
          format,
        })),
      ),
  );
  return { deliverables };
}
