import { readVoiceSlotUse } from "#features/voices/voices/use-cases/check-voice-limits";
import { readBillingFields } from "#features/billing/subscriptions/use-cases/read-billing-fields";
import type { User } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AccessCache } from "#platform/access/access-cache";
import { AppError } from "#platform/errors";
import { findUserProfile } from "#features/accounts/account/repo";
import { findUserById } from "#features/accounts/account-security/repo";
import { findLatestApiKey } from "#features/developers/api-keys/repo";
import { isInstanceAdminAccount } from "#features/operators/instance-admin/policy";
import { twoFactorFields } from "#features/accounts/two-factor/presenter";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { isWorkspaceAdmin } from "#features/workspaces/workspaces/policy";
import { presentUser } from "../presenter";

/** "<workspace> <user>" → the hint of their newest key (access-cache.ts: forgotten whenever a key is made, changed or deleted). */
const latestKeyHints = new AccessCache<{ hint: string | null }>();

const latestKeyHint = (db: Db, principal: Principal) =>
  latestKeyHints.get(`${principal.workspaceId} ${principal.userId}`, async () => ({ hint: (await findLatestApiKey(db, principal))?.hint ?? null }));

/**
 * The caller as the ElevenLabs User object with the spec's profile fields and their workspace's
 * subscription. `adminEmails` is the server's ADMIN_EMAILS (for `is_instance_admin`).
 */
export async function getCurrentUser(deps: { db: Db; adminEmails: readonly string[] }, principal: Principal): Promise<User> {
  const { db } = deps;
  // Every read at once (the database's own thread runs one while this thread builds the next);
  // the plan's limits and billing wait only for the workspace row.
  const workspace = getWorkspace(db, principal.workspaceId);
  const [row, ws, profile, latestKey, twoFactor, voices, billing] = await Promise.all([
    findUserById(db, principal.userId),
    workspace,
    findUserProfile(db, principal.userId),
    latestKeyHint(db, principal),
    twoFactorFields(db, principal.userId),
    workspace.then((w) => (w ? readVoiceSlotUse(db, principal.workspaceId, new Date(), w) : null)),
    workspace.then((w) => (w ? readBillingFields(db, w) : null)),
  ]);
  if (!row || !ws || !profile || !voices || !billing) throw new AppError("invalid_api_key", 401, "This account no longer exists.");
  return presentUser(row, profile, ws, {
    apiKeyPreview: latestKey?.hint ?? null,
    twoFactor,
    isWorkspaceAdmin: isWorkspaceAdmin(principal),
    isInstanceAdmin: isInstanceAdminAccount(deps.adminEmails, principal, row),
    voices,
    billing,
  });
}
