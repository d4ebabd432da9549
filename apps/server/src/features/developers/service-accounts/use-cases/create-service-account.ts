import { MAX_SERVICE_ACCOUNTS_PER_WORKSPACE } from "@vocable/domain";
import type { CreateServiceAccountRequest } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireServiceAccountManager } from "../policy";
import { insertServiceAccount, type ServiceAccountRow } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

/** Creates a service account in the caller's workspace: an editor unless the admin asks for admin. */
export async function createServiceAccount(db: Db, caller: Principal, input: CreateServiceAccountRequest, audit: AuditContext): Promise<ServiceAccountRow> {
  requireServiceAccountManager(caller);
  const created = await insertServiceAccount(db, {
    workspaceId: caller.workspaceId,
    name: input.name,
    role: input.role ?? "editor",
    max: MAX_SERVICE_ACCOUNTS_PER_WORKSPACE,
  });
  if (!created) {
    throw new AppError("service_account_limit_reached", 400, `A workspace can have at most ${MAX_SERVICE_ACCOUNTS_PER_WORKSPACE} service accounts. Delete one first.`);
  }
  await recordAuditEvent(db, {
    principal: caller,
    ...audit,
    activity: "service_account.created",
    target: { type: "service_account", id: created.userId },
    details: { name: created.name, role: created.role },
  });
  return created;
}
