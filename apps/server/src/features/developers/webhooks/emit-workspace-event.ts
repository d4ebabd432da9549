import type { WebhookEvent, WebhookPayload } from "@vocable/contract";
import type { Db } from "#db/client";
import type { AppDeps } from "#platform/app-env";
import { newId } from "#platform/ids";
import { deliveryJobKey, WEBHOOK_DELIVER_JOB } from "./jobs/deliver-webhook";
import { findSubscribedWebhooks, insertDelivery } from "./repo";

/** The ElevenLabs webhook envelope as the exact bytes every attempt signs and sends. */
export function webhookBody(type: string, data: Record<string, unknown>, at = new Date()): string {
  const payload: WebhookPayload = { type, event_timestamp: Math.floor(at.getTime() / 1000), data };
  return JSON.stringify(payload);
}

/**
 * Records that something happened, for the workspace's webhooks: one delivery row per enabled
 * webhook subscribed to `event`, written with `db`. Pass the transaction of the change the event
 * tells of: the rows commit or roll back with it (a rolled-back change is never announced, a
 * committed one always is). Then, after the commit, queueWebhookDeliveries sends them; if the
 * process stops before that, the sweep (jobs/queue-pending-deliveries.ts) queues them. Returns the
 * deliveries' ids. `only.webhookId`: that webhook alone is told (when it is subscribed).
 */
export async function recordWorkspaceEvent(db: Db, workspaceId: string, event: WebhookEvent, data: Record<string, unknown>, only: { webhookId?: string } = {}): Promise<string[]> {
  const webhooks = (await findSubscribedWebhooks(db, workspaceId, event)).filter((w) => !only.webhookId || w.id === only.webhookId);
  if (webhooks.length === 0) return [];
  const body = webhookBody(event, data);
  const ids: string[] = [];
  for (const webhook of webhooks) {
    const id = newId();
    await insertDelivery(db, { id, webhookId: webhook.id, event, body });
    ids.push(id);
  }
  return ids;
}

/**
 * Queues the `webhook.deliver` jobs of recorded deliveries (after their transaction committed). It
 * never throws: a delivery that could not be queued now is queued by the sweep a minute later.
 */
export async function queueWebhookDeliveries(deps: Pick<AppDeps, "jobs" | "log">, deliveryIds: readonly string[]): Promise<void> {
  for (const id of deliveryIds) {
    try {
      await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId: id }, { idempotencyKey: deliveryJobKey(id) });
    } catch (err) {
      deps.log.warn(`could not queue webhook delivery ${id} now; the sweep will`, err);
    }
  }
}
