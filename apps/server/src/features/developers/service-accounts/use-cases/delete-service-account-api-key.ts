import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requireServiceAccountManager, serviceAccountOfWorkspace } from "../policy";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { removeApiKey } from "#features/developers/api-keys/use-cases/delete-api-key";

/** Deletes a key of a service account of the caller's workspace (and the keys it made). */
export async function deleteServiceAccountApiKey(db: Db, caller: Principal, serviceAccountUserId: string, keyId: string, audit: AuditContext): Promise<void> {
  requireServiceAccountManager(caller);
  const account = await serviceAccountOfWorkspace(db, caller, serviceAccountUserId);
  await removeApiKey(db, caller, keyId, account.userId, audit);
}
