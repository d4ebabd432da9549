import { emailInDomain, seatRefusal, workspaceSeats } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { NO_REQUEST } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { countPendingInvites } from "#features/workspaces/workspace-invites/repo";
import { countPeople, findMembership, insertMembership, setCurrentWorkspace } from "#features/workspaces/workspace-members/repo";
import { deleteUser, findProviderById, hasOtherAccounts, markEmailVerified } from "../repo";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";

/** An SSO sign-in Vocable refuses after the provider answered: the browser goes back to /app/sso with the code. */
export class SsoSignInRefused extends Error {
  constructor(
    readonly code: "sso_email_outside_domain" | "sso_provider_unavailable",
    message: string,
  ) {
    super(message);
  }
}

export type SsoProvisioning = "joined" | "member" | "not_provisioned" | "no_seat";

/**
 * Runs after every sign-in through a workspace's identity provider (the SSO plugin's provisionUser).
 * - The provider speaks only for its verified domain: an address outside it is refused, and an
 *   account this very sign-in created is removed again (so a provider cannot plant accounts for
 *   other people's addresses).
 * - The address is then verified (the company's provider vouches for it).
 * - A member of the provider's workspace acts in it from now on; with user_auto_provisioning, a
 *   person who is not yet a member becomes an editor when a seat is free (seats counted under the
 *   workspace lock, like invites), recorded in the audit log and told to the workspace's webhooks.
 */
export async function provisionSsoUser(
  deps: Pick<AppDeps, "db" | "jobs" | "log">,
  input: { userId: string; email: string; providerId: string },
  now = new Date(),
): Promise<SsoProvisioning> {
  const provider = await findProviderById(deps.db, input.providerId);
  if (!provider || !provider.domainVerified) throw new SsoSignInRefused("sso_provider_unavailable", "This identity provider is no longer set up for single sign-on.");
  if (!emailInDomain(input.email, provider.domain)) {
    if (!(await hasOtherAccounts(deps.db, input.userId, input.providerId))) await deleteUser(deps.db, input.userId);
    throw new SsoSignInRefused("sso_email_outside_domain", `Your identity provider signed you in as an address outside ${provider.domain}, which it does not speak for.`);
  }
  await markEmailVerified(deps.db, input.userId);
  let deliveries: string[] = [];
  const outcome = await deps.db.transaction(async (tx): Promise<SsoProvisioning> => {
    const ws = await lockWorkspace(tx, provider.workspaceId);
    if (!ws) return "not_provisioned";
    const member = await findMembership(tx, ws.id, input.userId);
    if (member) {
      if (!member.isLocked) await setCurrentWorkspace(tx, input.userId, ws.id);
      return "member";
    }
    if (ws.userAutoProvisioningAt === null) return "not_provisioned";
    const use = { seats: workspaceSeats(ws.tier, ws.maxSeats), people: await countPeople(tx, ws.id), pendingInvites: await countPendingInvites(tx, ws.id, now, [input.email]) };
    if (seatRefusal(use, 1)) return "no_seat";
    await insertMembership(tx, ws.id, input.userId, "editor");
    await setCurrentWorkspace(tx, input.userId, ws.id);
    const principal: Principal = { userId: input.userId, workspaceId: ws.id, via: "session", role: "editor", isServiceAccount: false, keyPermissions: null };
    await recordAuditEvent(tx, {
      principal,
      ...NO_REQUEST,
      activity: "member.auto_provisioned",
      target: { type: "member", id: input.userId },
      details: { email: input.email, provider_id: input.providerId, domain: provider.domain },
    });
    deliveries = await recordWorkspaceEvent(tx, ws.id, "workspace_member.joined", { user_id: input.userId, email: input.email, role: "editor" });
    return "joined";
  });
  await queueWebhookDeliveries(deps, deliveries);
  if (outcome === "no_seat") {
    deps.log.warn("sso: no free seat to auto-provision a member", { workspaceId: provider.workspaceId, userId: input.userId });
  }
  return outcome;
}
