import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { deleteApiKey } from "../repo";

/** Deletes a key of `holder` (the caller unless an admin manages a service account's) and the keys it made; 404 for any other. */
export async function removeApiKey(db: Db, caller: Principal, keyId: string, holderUserId: string, audit: AuditContext): Promise<void> {
  if (!(await deleteApiKey(db, { userId: holderUserId, workspaceId: caller.workspaceId }, keyId))) {
    throw new AppError("api_key_not_found", 404, "API key not found.");
  }
  await recordAuditEvent(db, { principal: caller, ...audit, activity: "api_key.deleted", target: { type: "api_key", id: keyId }, details: { holder_user_id: holderUserId } });
}
