import type { WebhookEvent, WebhookPayload } from "@vocable/contract";
import type { AppDeps } from "../../platform/app-env";
import { newId } from "../../platform/ids";
import { deliveryJobKey, WEBHOOK_DELIVER_JOB } from "./jobs/deliver-webhook";
import { findSubscribedWebhooks, insertDelivery } from "./repo";

/** The ElevenLabs webhook envelope as the exact bytes every attempt signs and sends. */
export function webhookBody(type: string, data: Record<string, unknown>, at = new Date()): string {
  const payload: WebhookPayload = { type, event_timestamp: Math.floor(at.getTime() / 1000), data };
  return JSON.stringify(payload);
}

/**
 * Tells the workspace's webhooks that something happened: one delivery (a log row and a
 * `webhook.deliver` job) per enabled webhook subscribed to `event`. Call it after the change is
 * committed, never inside its transaction (a rolled-back change must not be announced). It never
 * throws: a failure to queue is logged, and the caller's work stands.
 */
export async function emitWorkspaceEvent(
  deps: Pick<AppDeps, "db" | "jobs" | "log">,
  workspaceId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  try {
    const webhooks = await findSubscribedWebhooks(deps.db, workspaceId, event);
    if (webhooks.length === 0) return;
    const body = webhookBody(event, data);
    for (const webhook of webhooks) {
      const id = newId();
      await insertDelivery(deps.db, { id, webhookId: webhook.id, event, body });
      await deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId: id }, { idempotencyKey: deliveryJobKey(id) });
    }
  } catch (err) {
    deps.log.warn(`could not queue the ${event} webhook event of workspace ${workspaceId}`, err);
  }
}
