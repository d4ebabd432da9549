import { MAX_ALLOWED_IPS, allowedIpEntryError } from "@vocable/domain";
import { z } from "zod";
import { ApiKeyName, ApiKeyPermissionName, ApiKeyPermissions, KeyCharacterLimit } from "./user";
import { ResourceId, SingleLineText } from "./strings";

/**
 * Service accounts and their keys in the ElevenLabs shapes (`serviceAccounts.*` and
 * `serviceAccounts.apiKeys.*` of the pinned SDK: WorkspaceServiceAccount*, WorkspaceApiKey*). The
 * wire names are the SDK's, hyphens included: "service-accounts", "api-keys",
 * "service-account-user-id" and "xi-api-key" where its serializers read them so.
 */

/** A service account's key (`WorkspaceApiKeyResponseModel`); `character_limit` is absent when there is none. */
export const ServiceAccountApiKey = z
  .object({
    name: z.string(),
    hint: z.string(),
    key_id: z.string(),
    service_account_user_id: z.string(),
    created_at_unix: z.number().int(),
    is_disabled: z.boolean(),
    permissions: z.array(ApiKeyPermissionName),
    character_limit: z.number().int().optional(),
    character_count: z.number().int(),
    /** The first characters of the key's SHA-256 and an ellipsis (the whole hash is sent to no one): tells keys apart, cannot be used as one. */
    hashed_xi_api_key: z.string(),
    /** `self_disabled` when the key's holder disabled it (POST /v1/workspaces/api-keys/disable). */
    disable_reason: z.literal("self_disabled").optional(),
    /** The addresses and CIDR ranges the key may be used from (absent: any). */
    allowed_ips: z.array(z.string()).optional(),
    /** Whether the key's holder may disable it through POST /v1/workspaces/api-keys/disable. */
    third_party_disable_allowed: z.boolean(),
  })
  .meta({ id: "WorkspaceApiKeyResponseModel" });
export type ServiceAccountApiKey = z.infer<typeof ServiceAccountApiKey>;

export const ServiceAccountApiKeyList = z.object({ "api-keys": z.array(ServiceAccountApiKey) }).meta({ id: "WorkspaceApiKeyListResponseModel" });
export type ServiceAccountApiKeyList = z.infer<typeof ServiceAccountApiKeyList>;

export const ServiceAccount = z
  .object({
    service_account_user_id: z.string(),
    name: z.string(),
    created_at_unix: z.number().int(),
    /** Vocable: the account's workspace role (admin or editor). */
    role: z.enum(["admin", "editor"]),
    "api-keys": z.array(ServiceAccountApiKey),
  })
  .meta({ id: "WorkspaceServiceAccountResponseModel" });
export type ServiceAccount = z.infer<typeof ServiceAccount>;

export const ServiceAccountList = z.object({ "service-accounts": z.array(ServiceAccount) }).meta({ id: "WorkspaceServiceAccountListResponseModel" });
export type ServiceAccountList = z.infer<typeof ServiceAccountList>;

const ServiceAccountName = SingleLineText.trim().min(1, "Name must not be empty.").max(100, "Name must be at most 100 characters.");

export const CreateServiceAccountRequest = z
  .object({
    name: ServiceAccountName,
    /** Vocable: the account's role; editor unless an admin asks for admin. */
    role: z.enum(["admin", "editor"]).optional(),
  })
  .meta({ id: "BodyCreateServiceAccountV1ServiceAccountsPost" });
export type CreateServiceAccountRequest = z.infer<typeof CreateServiceAccountRequest>;

export const CreatedServiceAccount = z.object({ "service-account-user-id": z.string() }).meta({ id: "WorkspaceCreateServiceAccountResponseModel" });
export type CreatedServiceAccount = z.infer<typeof CreatedServiceAccount>;

export const ServiceAccountPathParams = z.object({ service_account_user_id: ResourceId });
export const ServiceAccountKeyPathParams = ServiceAccountPathParams.extend({ api_key_id: ResourceId });

/** An `allowed_ips` list: IP addresses and CIDR ranges, a bare address standing for itself alone. */
export const AllowedIps = z
  .array(z.string().max(100).superRefine((entry, ctx) => {
    const error = allowedIpEntryError(entry);
    if (error) ctx.addIssue({ code: "custom", message: error });
  }))
  .max(MAX_ALLOWED_IPS, `At most ${MAX_ALLOWED_IPS} addresses or ranges.`);

/**
 * The SDK's per-key concurrency limits: accepted in the body so the answer can name them, and
 * refused (400 unsupported_option) when set: concurrency is limited per workspace here.
 */
const ConcurrencyLimit = z.union([z.number().int(), z.literal("clear"), z.literal("no_update")]).nullable().optional();

export const CreateServiceAccountApiKeyRequest = z
  .object({
    name: ApiKeyName,
    permissions: ApiKeyPermissions,
    character_limit: KeyCharacterLimit.nullable().optional(),
    /** Where the key may be used from; absent or null: anywhere. A request from elsewhere is refused (403 ip_not_allowed). */
    allowed_ips: AllowedIps.nullable().optional(),
    /** Whether the key's holder may disable it (POST /v1/workspaces/api-keys/disable); absent or null: allowed. */
    third_party_disable_allowed: z.boolean().nullable().optional(),
    tts_concurrency_limit: ConcurrencyLimit,
    dubbing_concurrency_limit: ConcurrencyLimit,
    music_concurrency_limit: ConcurrencyLimit,
  })
  .meta({ id: "BodyCreateServiceAccountApiKey" });
export type CreateServiceAccountApiKeyRequest = z.infer<typeof CreateServiceAccountApiKeyRequest>;

export const CreatedServiceAccountApiKey = z.object({ "xi-api-key": z.string(), key_id: z.string() }).meta({ id: "WorkspaceCreateApiKeyResponseModel" });
export type CreatedServiceAccountApiKey = z.infer<typeof CreatedServiceAccountApiKey>;

/** PATCH body: each field may be absent or "no_update" (leave it); `character_limit: "clear"` removes the limit, `allowed_ips: "clear"` the allowlist. */
export const EditServiceAccountApiKeyRequest = z
  .object({
    name: ApiKeyName.optional(),
    permissions: z.union([z.literal("no_update"), ApiKeyPermissions]).optional(),
    character_limit: z.union([KeyCharacterLimit, z.literal("clear"), z.literal("no_update")]).nullable().optional(),
    is_enabled: z.union([z.boolean(), z.literal("no_update")]).optional(),
    /** A list replaces the allowlist, "clear" (or null) removes it. */
    allowed_ips: z.union([AllowedIps, z.literal("clear"), z.literal("no_update")]).nullable().optional(),
    /** "clear" (or null) goes back to the default (allowed). */
    third_party_disable_allowed: z.union([z.boolean(), z.literal("clear"), z.literal("no_update")]).nullable().optional(),
    tts_concurrency_limit: ConcurrencyLimit,
    dubbing_concurrency_limit: ConcurrencyLimit,
    music_concurrency_limit: ConcurrencyLimit,
  })
  .meta({ id: "BodyEditServiceAccountApiKey" });
export type EditServiceAccountApiKeyRequest = z.infer<typeof EditServiceAccountApiKeyRequest>;

/** POST /v1/workspaces/api-keys/disable: `api_key_name=self` confirms that the calling key is meant. */
export const DisableOwnApiKeyQuery = z.object({ api_key_name: z.string().max(100) });

/**
 * POST /v1/workspaces/api-keys/third-party-disabling (`workspace.setThirdPartyDisablingPolicy`):
 * true or false overrides every key's own third_party_disable_allowed; null or absent clears it.
 */
export const ThirdPartyDisablingPolicyRequest = z
  .object({ third_party_disable_allowed: z.boolean().nullable().optional() })
  .meta({ id: "BodySetWorkspaceThirdPartyDisablingPolicy" });
