import { randomBytes } from "node:crypto";
import { MAX_IDENTITY_PROVIDERS, checkWebhookUrl, normalizeDomain, ssoDomainRefusal } from "@vocable/domain";
import type { CreateIdentityProviderRequest, IdentityProvider } from "@vocable/contract";
import { DiscoveryError, discoverOIDCConfig } from "@better-auth/sso";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { sealText, sealedTextKey } from "#db/sealed-text";
import { serverSecret } from "#features/accounts/account/server-secret";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { TargetRefusedError, resolveTarget } from "#features/developers/webhooks/safe-target";
import type { StoredOidcConfig } from "../oidc-config";
import { ssoFetchRules, withPinnedFetches } from "../pinned-fetch";
import { requireSsoAdmin } from "../policy";
import { presentProvider } from "../presenter";
import { countProviders, findProvider, insertProvider } from "../repo";

const refused = (message: string) => new AppError("invalid_identity_provider", 400, message);

/**
 * Registers the company's OpenID Connect provider for the caller's workspace. The issuer's
 * discovery document is read now (through the same address rules as webhooks: a provider on a
 * private network only when its origin is in SSO_PRIVATE_ISSUERS), so a wrong issuer is refused
 * here rather than at someone's first sign-in; its endpoints are stored with the client secret,
 * sealed. The domain is bound only once its DNS TXT record proves ownership (verifyProviderDomain).
 */
export async function addIdentityProvider(
  deps: Pick<AppDeps, "db" | "auth" | "config">,
  principal: Principal,
  input: CreateIdentityProviderRequest,
  audit: AuditContext,
  now = new Date(),
): Promise<IdentityProvider> {
  requireSsoAdmin(principal);
  const domainProblem = ssoDomainRefusal(input.domain);
  if (domainProblem) throw refused(domainProblem);
  const domain = normalizeDomain(input.domain);
  if ((await countProviders(deps.db, principal.workspaceId)) >= MAX_IDENTITY_PROVIDERS) {
    throw refused(`A workspace has at most ${MAX_IDENTITY_PROVIDERS} identity providers: remove one first.`);
  }
  const discovered = await discover(deps.config, input.issuer);
  const config: StoredOidcConfig = {
    issuer: discovered.issuer,
    clientId: input.client_id,
    clientSecret: input.client_secret,
    pkce: true,
    discoveryEndpoint: discovered.discoveryEndpoint,
    authorizationEndpoint: discovered.authorizationEndpoint,
    tokenEndpoint: discovered.tokenEndpoint,
    jwksEndpoint: discovered.jwksEndpoint,
    userInfoEndpoint: discovered.userInfoEndpoint,
    tokenEndpointAuthentication: discovered.tokenEndpointAuthentication === "client_secret_post" ? "client_secret_post" : "client_secret_basic",
    scopes: ["openid", "email", "profile"],
  };
  const providerId = `sso_${newId(16)}`;
  const key = sealedTextKey(await serverSecret(deps.auth));
  await insertProvider(deps.db, {
    id: newId(),
    providerId,
    issuer: discovered.issuer,
    oidcConfig: sealText(key, JSON.stringify(config)),
    userId: principal.userId,
    workspaceId: principal.workspaceId,
    domain,
    domainVerificationToken: randomBytes(24).toString("base64url"),
    createdAt: now,
  });
  await recordAuditEvent(deps.db, {
    principal,
    ...audit,
    activity: "identity_provider.added",
    target: { type: "identity_provider", id: providerId },
    details: { issuer: discovered.issuer, client_id: input.client_id, domain },
  });
  const row = await findProvider(deps.db, principal.workspaceId, providerId);
  return presentProvider(row!);
}

/** The issuer's discovery document, or a 400 that says what went wrong. */
async function discover(config: AppDeps["config"], issuerText: string) {
  const issuer = issuerText.replace(/\/+$/, "");
  const rules = ssoFetchRules(config.sso.privateIssuers);
  const isPrivateAllowed = rules.allowPrivate;
  const allowPrivate = isPrivateAllowed(issuer);
  try {
    // The issuer's name must resolve to public addresses (or be an allowed private origin).
    await resolveTarget(issuer, { allowPrivate });
  } catch (err) {
    if (err instanceof TargetRefusedError) {
      throw refused("The issuer is on a private network. An operator can allow it with SSO_PRIVATE_ISSUERS.");
    }
    throw refused(`The issuer's host could not be resolved: ${(err as Error).message}`);
  }
  // Endpoints may sit on other hosts of the provider (a token host, a keys host): public names
  // pass their text check here, and every server-side call checks their addresses again and
  // connects to the address it checked (withPinnedFetches), this discovery included.
  const trusted = (url: string) => isPrivateAllowed(url) || checkWebhookUrl(url, { allowPrivate: false }).ok;
  try {
    return await withPinnedFetches(rules, () => discoverOIDCConfig({ issuer, isTrustedOrigin: trusted, timeout: 10_000 }));
  } catch (err) {
    if (err instanceof DiscoveryError) throw refused(`The issuer's OpenID Connect discovery failed: ${err.message}`);
    throw refused(`The issuer's OpenID Connect discovery failed: ${(err as Error).message}`);
  }
}
