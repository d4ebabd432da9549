import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { requireServiceAccountManager, serviceAccountNotFound } from "../policy";
import { deleteServiceAccount } from "../repo";

/** Removes a service account of the caller's workspace with all its keys (they stop working at once). */
export async function removeServiceAccount(db: Db, caller: Principal, serviceAccountUserId: string): Promise<void> {
  requireServiceAccountManager(caller);
  if (!(await deleteServiceAccount(db, caller.workspaceId, serviceAccountUserId))) throw serviceAccountNotFound();
}
