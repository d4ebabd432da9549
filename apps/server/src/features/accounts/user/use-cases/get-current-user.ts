import { addEditPeriodStart } from "@vocable/domain";
import { voiceSlotUseOf } from "#features/voices/voices/use-cases/check-voice-limits";
import { readBillingFields } from "#features/billing/subscriptions/use-cases/read-billing-fields";
import type { User } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AccessCache } from "#platform/access/access-cache";
import { AppError } from "#platform/errors";
import { findLatestApiKey } from "#features/developers/api-keys/repo";
import { isInstanceAdminAccount } from "#features/operators/instance-admin/policy";
import { presentTwoFactorFields } from "#features/accounts/two-factor/presenter";
import { applyMonthlyReset } from "#features/workspaces/workspaces/repo";
import { isWorkspaceAdmin } from "#features/workspaces/workspaces/policy";
import { presentUser } from "../presenter";
import { readCurrentUserRows } from "../repo";

/** "<workspace> <user>" → the hint of their newest key (access-cache.ts: forgotten whenever a key is made, changed or deleted). */
const latestKeyHints = new AccessCache<{ hint: string | null }>();

const latestKeyHint = (db: Db, principal: Principal) =>
  latestKeyHints.get(`${principal.workspaceId} ${principal.userId}`, async () => ({ hint: (await findLatestApiKey(db, principal))?.hint ?? null }));

/**
 * The caller as the ElevenLabs User object with the spec's profile fields and their workspace's
 * subscription. `adminEmails` is the server's ADMIN_EMAILS (for `is_instance_admin`). One
 * statement: the key's hint and the billing rows are cached (access-cache.ts).
 */
export async function getCurrentUser(deps: { db: Db; adminEmails: readonly string[] }, principal: Principal): Promise<User> {
  const { db } = deps;
  const now = new Date();
  const [rows, latestKey] = await Promise.all([readCurrentUserRows(db, principal.userId, principal.workspaceId, addEditPeriodStart(now)), latestKeyHint(db, principal)]);
  if (!rows) throw new AppError("invalid_api_key", 401, "This account no longer exists.");
  const ws = await applyMonthlyReset(db, rows.workspace, now);
  const billing = await readBillingFields(db, ws);
  return presentUser(rows.user, rows.profile, ws, {
    apiKeyPreview: latestKey?.hint ?? null,
    twoFactor: presentTwoFactorFields(rows.twoFactor),
    isWorkspaceAdmin: isWorkspaceAdmin(principal),
    isInstanceAdmin: isInstanceAdminAccount(deps.adminEmails, principal, rows.user),
    voices: voiceSlotUseOf(rows.workspace, rows.voiceUse),
    billing,
  });
}
