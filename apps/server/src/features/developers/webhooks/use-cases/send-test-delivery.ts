import { WEBHOOK_TEST_EVENT, type WebhookDelivery } from "@vocable/contract";
import type { Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { webhookBody } from "../emit-workspace-event";
import { requireWebhookAdmin } from "../policy";
import { presentDelivery } from "../presenter";
import { findWebhook, insertDelivery } from "../repo";
import { attemptDelivery, type DeliveryDeps } from "./attempt-delivery";
import { webhookNotFound } from "./update-webhook";

/**
 * Sends a `webhook.test` event to a webhook now, once, and answers with how it went (also in the
 * delivery log). It works on a disabled webhook (to check a fix before enabling it) and does not
 * count towards disabling it.
 */
export async function sendTestDelivery(deps: DeliveryDeps, principal: Principal, webhookId: string): Promise<WebhookDelivery> {
  requireWebhookAdmin(principal);
  const webhook = await findWebhook(deps.db, principal.workspaceId, webhookId);
  if (!webhook) throw webhookNotFound();
  const id = newId();
  const body = webhookBody(WEBHOOK_TEST_EVENT, {
    webhook_id: webhook.id,
    workspace_id: webhook.workspaceId,
    message: "A test event from Vocable: your webhook receives and verifies events.",
  });
  const delivery = await insertDelivery(deps.db, { id, webhookId: webhook.id, event: WEBHOOK_TEST_EVENT, body, isTest: true });
  const outcome = await attemptDelivery(deps, webhook, delivery, { retryAt: null });
  return presentDelivery(outcome.delivery);
}
