import type { AppDeps } from "#platform/app-env";
import { queueWebhookDeliveries } from "./emit-workspace-event";
import { findUnsentDeliveries } from "./repo";

/** A delivery's job is queued right after its commit; one older than this without an attempt was missed. */
const GRACE_MS = 60_000;
const BATCH = 500;
/** How often each process sweeps. */
export const UNSENT_SWEEP_EVERY_MS = 60_000;

/**
 * Queues the jobs of deliveries whose event was committed but whose job never was (the process
 * stopped in between): the transactional outbox's sweep. Queueing is idempotent per delivery, so a
 * job merely waiting in a long queue is not doubled, and every instance may sweep. Returns how many
 * it queued.
 */
export async function queueUnsentDeliveries(deps: Pick<AppDeps, "db" | "jobs" | "log">, now = new Date()): Promise<number> {
  const ids = await findUnsentDeliveries(deps.db, new Date(now.getTime() - GRACE_MS), BATCH);
  await queueWebhookDeliveries(deps, ids);
  if (ids.length > 0) deps.log.info(`queued ${ids.length} webhook deliveries whose job was missing`);
  return ids.length;
}

/**
 * Sweeps every minute in this process (a timer, not a scheduled job: the query is one index range,
 * and a job a minute would fill the job log). Returns the function that stops it.
 */
export function startUnsentDeliverySweep(deps: Pick<AppDeps, "db" | "jobs" | "log">, everyMs = UNSENT_SWEEP_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    queueUnsentDeliveries(deps)
      .catch((err: unknown) => deps.log.warn("the sweep of unsent webhook deliveries failed; it runs again in a minute", err))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
