import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { AppError } from "../../../platform/errors";
import { deleteApiKey } from "../../api-keys/repo";
import { requireServiceAccountManager, serviceAccountOfWorkspace } from "../policy";

/** Deletes a key of a service account of the caller's workspace (and the keys it made). */
export async function deleteServiceAccountApiKey(db: Db, caller: Principal, serviceAccountUserId: string, keyId: string): Promise<void> {
  requireServiceAccountManager(caller);
  const account = await serviceAccountOfWorkspace(db, caller, serviceAccountUserId);
  if (!(await deleteApiKey(db, { userId: account.userId, workspaceId: caller.workspaceId }, keyId))) {
    throw new AppError("api_key_not_found", 404, "API key not found.");
  }
}
