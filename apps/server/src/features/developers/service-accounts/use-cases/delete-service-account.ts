import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requireServiceAccountManager, serviceAccountNotFound } from "../policy";
import { deleteServiceAccount } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

/** Removes a service account of the caller's workspace with all its keys (they stop working at once). */
export async function removeServiceAccount(db: Db, caller: Principal, serviceAccountUserId: string, audit: AuditContext): Promise<void> {
  requireServiceAccountManager(caller);
  if (!(await deleteServiceAccount(db, caller.workspaceId, serviceAccountUserId))) throw serviceAccountNotFound();
  await recordAuditEvent(db, { principal: caller, ...audit, activity: "service_account.deleted", target: { type: "service_account", id: serviceAccountUserId } });
}
