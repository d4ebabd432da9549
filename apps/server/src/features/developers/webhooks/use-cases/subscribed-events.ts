import { toWebhookEvents, type WebhookEvent, type WebhookEventInput } from "@vocable/domain";
import { AppError } from "#platform/errors";

/**
 * The Vocable events a request's subscription list means (the SDK's WorkspaceWebhookEventType
 * names mapped onto Vocable's); a name of a product Vocable does not have (agent_qa, flows) is a
 * 400 that names it, never dropped.
 */
export function subscribedEvents(...lists: (readonly WebhookEventInput[] | undefined)[]): WebhookEvent[] {
  const result = toWebhookEvents(lists.flatMap((list) => list ?? []));
  if ("error" in result) throw new AppError("unsupported_webhook_event", 400, result.error);
  return result.ok;
}
