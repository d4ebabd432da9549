import { z } from "zod";
import { EmailAddress } from "./account";
import { ResourceId, SingleLineText } from "./strings";

/**
 * Single sign-on with OpenID Connect (spec accounts §1 SSO, §3 identity providers and
 * user_auto_provisioning, §7 find-sso-provider and identity-providers). The ElevenLabs SDK has no
 * client for these: the shapes are Vocable's, named after the spec's fields.
 */

/** The DNS record that proves the workspace owns the provider's domain. */
export const DomainVerificationRecord = z
  .object({ type: z.literal("TXT"), name: z.string(), value: z.string() })
  .meta({ id: "DomainVerificationRecord" });

/** One identity provider of the workspace (the client secret is never answered). */
export const IdentityProvider = z
  .object({
    provider_id: z.string(),
    type: z.literal("oidc"),
    issuer: z.string(),
    client_id: z.string(),
    domain: z.string(),
    domain_verified: z.boolean(),
    domain_verified_at_unix: z.number().int().nullable(),
    domain_verification: DomainVerificationRecord,
    created_at_unix: z.number().int(),
  })
  .meta({ id: "IdentityProvider" });
export type IdentityProvider = z.infer<typeof IdentityProvider>;

/** Spec §3 user_auto_provisioning. */
export const UserAutoProvisioning = z
  .object({ enabled: z.boolean(), enabled_at_unix: z.number().int().nullable(), enabled_by_user_email: z.string().nullable() })
  .meta({ id: "UserAutoProvisioning" });
export type UserAutoProvisioning = z.infer<typeof UserAutoProvisioning>;

/** GET /v1/workspace/identity-providers (admins). */
export const IdentityProviderList = z
  .object({
    identity_providers: z.array(IdentityProvider),
    user_auto_provisioning: UserAutoProvisioning,
    /** The redirect URI to register at the identity provider for its client. */
    redirect_uri: z.string(),
  })
  .meta({ id: "IdentityProviderList" });
export type IdentityProviderList = z.infer<typeof IdentityProviderList>;

const HttpsOrHttpUrl = SingleLineText.trim()
  .max(2048, "At most 2048 characters.")
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "https:" || u.protocol === "http:") && u.username === "" && u.password === "" && u.search === "" && u.hash === "";
    } catch {
      return false;
    }
  }, "The issuer is the provider's https:// URL without query or fragment, e.g. https://login.example.com/realms/staff.");

/** POST /v1/workspace/identity-providers: register the company's OpenID Connect provider. */
export const CreateIdentityProviderRequest = z
  .object({
    issuer: HttpsOrHttpUrl,
    client_id: SingleLineText.trim().min(1, "Enter the client id.").max(512, "At most 512 characters."),
    client_secret: SingleLineText.min(1, "Enter the client secret.").max(2048, "At most 2048 characters."),
    domain: SingleLineText.trim().min(1, "Enter the e-mail domain.").max(253, "A domain has at most 253 characters."),
  })
  .meta({ id: "CreateIdentityProviderRequest" });
export type CreateIdentityProviderRequest = z.infer<typeof CreateIdentityProviderRequest>;

export const IdentityProviderIdParam = z.object({ provider_id: ResourceId });

/** PUT /v1/workspace/user-auto-provisioning. */
export const UpdateUserAutoProvisioningRequest = z.object({ enabled: z.boolean() }).meta({ id: "UpdateUserAutoProvisioningRequest" });
export type UpdateUserAutoProvisioningRequest = z.infer<typeof UpdateUserAutoProvisioningRequest>;

/** GET /v1/workspace/find-sso-provider?email=…&invite_code=… (no sign-in needed). */
export const FindSsoProviderQuery = z
  .object({
    email: EmailAddress.optional(),
    invite_code: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, "This invite link is invalid or incomplete: open the link from the e-mail again.").optional(),
  })
  .refine((q) => q.email !== undefined || q.invite_code !== undefined, { message: "Give an e-mail address or an invite code." });

/** The provider to sign in with: the web app passes `provider_id` to /api/auth/sign-in/sso. */
export const FoundSsoProvider = z
  .object({ provider_id: z.string(), type: z.literal("oidc"), domain: z.string(), workspace_name: z.string() })
  .meta({ id: "FoundSsoProvider" });
export type FoundSsoProvider = z.infer<typeof FoundSsoProvider>;
