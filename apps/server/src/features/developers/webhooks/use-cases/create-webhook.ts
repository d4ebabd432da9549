import type { CreateWebhookRequest, CreatedWebhook } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { requireWebhookAdmin } from "../policy";
import { insertWebhookWithinLimit, MAX_WEBHOOKS_PER_WORKSPACE } from "../repo";
import { newWebhookSecret, sealSecret, webhookKeyOf } from "../secret-box";
import { requireAllowedTarget } from "./save-target";
import { sealHeaders } from "./seal-headers";
import { subscribedEvents } from "./subscribed-events";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

/** Creates an HMAC webhook (events from settings.events and a top-level events, either naming); its signing secret is in the answer only. */
export async function createWebhook(deps: Pick<AppDeps, "db" | "auth" | "config">, principal: Principal, input: CreateWebhookRequest, audit: AuditContext): Promise<CreatedWebhook> {
  requireWebhookAdmin(principal);
  const { settings } = input;
  const events = subscribedEvents(settings.events, input.events);
  await requireAllowedTarget(deps.config, settings.webhook_url);
  const key = await webhookKeyOf(deps.auth);
  const secret = newWebhookSecret();
  const id = newId();
  const inserted = await insertWebhookWithinLimit(deps.db, {
    id,
    workspaceId: principal.workspaceId,
    createdBy: principal.userId,
    name: settings.name,
    url: settings.webhook_url,
    events,
    secretSealed: sealSecret(key, secret),
    ...sealHeaders(key, settings.request_headers),
  });
  if (!inserted) throw new AppError("webhook_limit_reached", 400, `A workspace can have at most ${MAX_WEBHOOKS_PER_WORKSPACE} webhooks: delete one first.`);
  // Neither the secret nor the headers (they may carry credentials) nor the URL (its query may) go in the entry.
  await recordAuditEvent(deps.db, { principal, ...audit, activity: "webhook.created", target: { type: "webhook", id }, details: { name: settings.name, events } });
  return { webhook_id: id, webhook_secret: secret };
}
