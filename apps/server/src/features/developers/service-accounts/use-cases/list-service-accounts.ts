import type { ServiceAccountList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requireServiceAccountReader } from "../policy";
import { presentServiceAccount } from "../presenter";
import { listKeysOfServiceAccounts, listServiceAccounts } from "../repo";

/** The caller's workspace's service accounts, each with its keys (hints, never the keys). */
export async function listServiceAccountsWithKeys(db: Db, caller: Principal): Promise<ServiceAccountList> {
  requireServiceAccountReader(caller);
  const accounts = await listServiceAccounts(db, caller.workspaceId);
  const keys = await listKeysOfServiceAccounts(
    db,
    caller.workspaceId,
    accounts.map((a) => a.userId),
  );
  const now = new Date();
  return { "service-accounts": accounts.map((a) => presentServiceAccount(a, keys.filter((k) => k.userId === a.userId), now)) };
}
