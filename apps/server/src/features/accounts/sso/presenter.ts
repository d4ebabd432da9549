import { domainVerificationRecord } from "@vocable/domain";
import type { IdentityProvider, UserAutoProvisioning } from "@vocable/contract";
import { toUnixSeconds } from "#platform/unix-time";
import { AUTH_BASE_PATH } from "#platform/auth";
import { SSO_CALLBACK_PATH, readOidcConfig } from "./oidc-config";
import type { SsoProviderRow } from "./repo";

export function ssoRedirectUri(publicUrl: string): string {
  return `${publicUrl}${AUTH_BASE_PATH}${SSO_CALLBACK_PATH}`;
}

/** A provider row as the API shows it: never the client secret. */
export function presentProvider(row: SsoProviderRow): IdentityProvider {
  return {
    provider_id: row.providerId,
    type: "oidc",
    issuer: row.issuer,
    client_id: readOidcConfig(row).clientId,
    domain: row.domain,
    domain_verified: row.domainVerified,
    domain_verified_at_unix: row.domainVerifiedAt ? toUnixSeconds(row.domainVerifiedAt) : null,
    domain_verification: domainVerificationRecord(row.domain, row.domainVerificationToken),
    created_at_unix: toUnixSeconds(row.createdAt),
  };
}

export function presentAutoProvisioning(ws: { userAutoProvisioningAt: Date | null; userAutoProvisioningBy: string | null }): UserAutoProvisioning {
  return {
    enabled: ws.userAutoProvisioningAt !== null,
    enabled_at_unix: ws.userAutoProvisioningAt ? toUnixSeconds(ws.userAutoProvisioningAt) : null,
    enabled_by_user_email: ws.userAutoProvisioningAt ? ws.userAutoProvisioningBy : null,
  };
}
