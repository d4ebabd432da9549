import type { UpdateWebhookRequest } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireWebhookAdmin } from "../policy";
import { updateWebhook as updateRow, type NewWebhookRow } from "../repo";
import { webhookKeyOf } from "../secret-box";
import { requireAllowedTarget } from "./save-target";
import { sealHeaders } from "./seal-headers";
import { subscribedEvents } from "./subscribed-events";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

export const webhookNotFound = () => new AppError("webhook_not_found", 404, "Webhook not found.");

/**
 * Renames, enables or disables, re-subscribes or re-points a webhook. Enabling it (is_disabled
 * false) also lifts an automatic disabling and starts the failure count again.
 */
export async function updateWebhook(deps: Pick<AppDeps, "db" | "auth" | "config">, principal: Principal, id: string, input: UpdateWebhookRequest, audit: AuditContext): Promise<void> {
  requireWebhookAdmin(principal);
  const changes: Partial<NewWebhookRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.retry_enabled !== undefined) changes.retryEnabled = input.retry_enabled;
  if (input.events !== undefined) changes.events = subscribedEvents(input.events);
  if (input.is_disabled !== undefined) {
    changes.isDisabled = input.is_disabled;
    if (!input.is_disabled) Object.assign(changes, { isAutoDisabled: false, consecutiveFailures: 0 });
  }
  if (input.request_headers !== undefined) Object.assign(changes, sealHeaders(await webhookKeyOf(deps.auth), input.request_headers));
  if (input.webhook_url !== undefined) {
    await requireAllowedTarget(deps.config, input.webhook_url);
    changes.url = input.webhook_url;
  }
  if (!(await updateRow(deps.db, principal.workspaceId, id, changes))) throw webhookNotFound();
  await recordAuditEvent(deps.db, {
    principal,
    ...audit,
    activity: "webhook.updated",
    target: { type: "webhook", id },
    // Which fields changed, with the values only where they are no secret.
    details: {
      changed: Object.keys(input).filter((k) => input[k as keyof UpdateWebhookRequest] !== undefined),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.events !== undefined ? { events: changes.events } : {}),
      ...(input.is_disabled !== undefined ? { is_disabled: input.is_disabled } : {}),
    },
  });
}
