import type { AppDeps, Principal } from "#platform/app-env";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { requireWebhookAdmin } from "../policy";
import { deleteWebhook } from "../repo";
import { webhookNotFound } from "./update-webhook";

/** Deletes a webhook of the caller's workspace (its delivery log with it). */
export async function removeWebhook(deps: Pick<AppDeps, "db">, principal: Principal, id: string, audit: AuditContext): Promise<void> {
  requireWebhookAdmin(principal);
  if (!(await deleteWebhook(deps.db, principal.workspaceId, id))) throw webhookNotFound();
  await recordAuditEvent(deps.db, { principal, ...audit, activity: "webhook.deleted", target: { type: "webhook", id } });
}
