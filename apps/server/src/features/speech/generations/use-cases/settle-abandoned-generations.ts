import type { Db } from "#db/client";
import type { PendingHistoryItem } from "#db/schema/index";
import type { JobRunner } from "#platform/jobs/job-types";
import type { Logger } from "#platform/logger";
import type { FileStorage } from "#platform/storage/file-storage";
import { findStaleGenerations } from "../repo";
import { queueWebhookDeliveries } from "#features/developers/webhooks/emit-workspace-event";
import { settleGeneration } from "./settle-generation";

const BATCH = 100;

/**
 * Settles generations left `started` by a process that died (killed, crashed, lost its machine):
 * one whose audio reached storage becomes its history item (the audio was complete: files appear
 * in storage only whole); any other is refunded. Returns how many of each.
 */
export async function settleAbandonedGenerations(
  deps: { db: Db; storage: FileStorage; log: Logger; jobs: JobRunner },
  staleBefore: Date,
): Promise<{ kept: number; refunded: number }> {
  const counts = { kept: 0, refunded: 0 };
  for (;;) {
    const stale = await findStaleGenerations(deps.db, staleBefore, BATCH);
    let progress = 0;
    for (const row of stale) {
      const item = row.item as PendingHistoryItem | null;
      const stored = item ? await deps.storage.exists(item.storageKey) : false;
      // Without its alignment (it lived in the dead process) the item is still playable and listed.
      const settled = await settleGeneration(deps.db, row.id, stored ? { state: "delivered" } : { state: "refunded" }, { sweeping: true });
      if (settled === null) continue;
      await queueWebhookDeliveries(deps, settled.webhookDeliveryIds);
      counts[stored ? "kept" : "refunded"]++;
      progress++;
    }
    // A row another process is settling right now is skipped; do not spin on it.
    if (stale.length < BATCH || progress === 0) break;
  }
  if (counts.kept + counts.refunded > 0) {
    deps.log.info(`settled generations of a stopped process: ${counts.kept} kept, ${counts.refunded} refunded`);
  }
  return counts;
}
