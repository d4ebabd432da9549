import { emailDomain, emailInDomain, inviteState } from "@vocable/domain";
import type { FoundSsoProvider } from "@vocable/contract";
import type { Db } from "#db/client";
import { notFound } from "#platform/errors";
import { findInvite, hashInviteCode } from "#features/workspaces/workspace-invites/repo";
import { findVerifiedProviderByDomain, listProviders } from "../repo";

const none = () => notFound("sso_provider_not_found", "Single sign-on is not set up for this e-mail domain. Sign in with your password instead.");

/**
 * GET /v1/workspace/find-sso-provider (no sign-in): the verified identity provider that serves an
 * address's domain, or, with an invite code, the inviting workspace's provider (the one for the
 * address's domain when an address is given too). Unverified providers are never answered. The
 * answer tells only what a domain's DNS record already tells: that the domain uses single sign-on.
 */
export async function findSsoProvider(db: Db, query: { email?: string; invite_code?: string }, now = new Date()): Promise<FoundSsoProvider> {
  if (query.invite_code !== undefined) {
    const found = await findInvite(db, { codeHash: hashInviteCode(query.invite_code) });
    if (!found || inviteState(found.invite, now) !== "pending") throw none();
    const providers = (await listProviders(db, found.invite.workspaceId)).filter((p) => p.domainVerified);
    const email = query.email ?? found.invite.email;
    const match = providers.find((p) => emailInDomain(email, p.domain));
    if (!match) throw none();
    return { provider_id: match.providerId, type: "oidc", domain: match.domain, workspace_name: found.workspaceName };
  }
  const domain = emailDomain(query.email ?? "");
  const provider = domain ? await findVerifiedProviderByDomain(db, domain) : null;
  if (!provider) throw none();
  return { provider_id: provider.providerId, type: "oidc", domain: provider.domain, workspace_name: provider.workspaceName };
}
