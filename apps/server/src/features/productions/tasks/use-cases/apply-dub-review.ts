import type { ProductionSegment } from "#db/schema/index";
import type { AppDeps } from "#platform/app-env";
import { applyReviewedLines } from "#features/dubbing/dub-studio/use-cases/apply-reviewed-lines";
import { findMediaById, findOrderById } from "#features/productions/orders/work-repo";
import { findDescription } from "../repo";

/**
 * An accepted dub review's lines go back into the dub it reviewed (the corrected dub: its changed
 * lines stale until the workspace dubs them again in the studio). A dub deleted or being edited
 * meanwhile keeps its lines: the order still delivers the checked lines as a file. Never throws.
 */
export async function applyDubReview(deps: Pick<AppDeps, "db" | "log">, descriptionId: string, segments: readonly ProductionSegment[]): Promise<void> {
  const description = await findDescription(deps.db, descriptionId);
  if (description?.kind !== "dub_review") return;
  const [media, order] = await Promise.all([findMediaById(deps.db, description.mediaId), findOrderById(deps.db, description.orderId)]);
  if (!media?.sourceId || !order) return;
  try {
    await applyReviewedLines(deps, order.workspaceId, media.sourceId, description.language, segments);
  } catch (err) {
    deps.log.warn("productions: an accepted dub review could not be written into its dub; its lines are delivered as a file", { descriptionId, error: (err as Error).message });
  }
}
