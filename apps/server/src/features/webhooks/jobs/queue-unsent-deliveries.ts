import { z } from "zod";
import type { AppDeps } from "../../../platform/app-env";
import { defineJob } from "../../../platform/jobs/job-types";
import { queueWebhookDeliveries } from "../emit-workspace-event";
import { findUnsentDeliveries } from "../repo";

export const QUEUE_UNSENT_DELIVERIES_JOB = "webhook.queue-unsent";
/** Every minute, on one instance. */
export const QUEUE_UNSENT_DELIVERIES_CRON = "* * * * *";
/** A delivery's job is queued right after its commit; one older than this without an attempt was missed. */
const GRACE_MS = 60_000;
const BATCH = 500;

/**
 * Queues the jobs of deliveries whose event was committed but whose job never was (the process
 * stopped in between): the transactional outbox's sweep. Queueing is idempotent per delivery, so a
 * job that is merely waiting in a long queue is not doubled. Returns how many it queued.
 */
export async function queueUnsentDeliveries(deps: Pick<AppDeps, "db" | "jobs" | "log">, now = new Date()): Promise<number> {
  const ids = await findUnsentDeliveries(deps.db, new Date(now.getTime() - GRACE_MS), BATCH);
  await queueWebhookDeliveries(deps, ids);
  if (ids.length > 0) deps.log.info(`queued ${ids.length} webhook deliveries whose job was missing`);
  return ids.length;
}

export function queueUnsentDeliveriesJob(deps: Pick<AppDeps, "db" | "jobs" | "log">) {
  return defineJob({
    name: QUEUE_UNSENT_DELIVERIES_JOB,
    payload: z.object({}),
    attempts: 1,
    backoffMs: 60_000,
    async handler() {
      await queueUnsentDeliveries(deps);
    },
  });
}
