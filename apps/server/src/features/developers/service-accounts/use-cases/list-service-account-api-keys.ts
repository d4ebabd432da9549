import type { ServiceAccountApiKeyList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { listApiKeys } from "#features/developers/api-keys/repo";
import { requireServiceAccountReader, serviceAccountOfWorkspace } from "../policy";
import { presentServiceAccountApiKey } from "../presenter";

/** One service account's keys, newest first. */
export async function listServiceAccountApiKeys(db: Db, caller: Principal, serviceAccountUserId: string): Promise<ServiceAccountApiKeyList> {
  requireServiceAccountReader(caller);
  const account = await serviceAccountOfWorkspace(db, caller, serviceAccountUserId);
  const rows = await listApiKeys(db, { userId: account.userId, workspaceId: caller.workspaceId });
  const now = new Date();
  return { "api-keys": rows.map((row) => presentServiceAccountApiKey(row, now)) };
}
