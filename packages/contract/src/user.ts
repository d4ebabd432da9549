import { z } from "zod";
import { ResourceId, SingleLineText } from "./strings";

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "incomplete", "past_due", "free", "free_disabled"] as const;

export const Subscription = z
  .object({
    tier: z.string(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    billing_period: z.enum(["monthly_period", "annual_period"]).nullable(),
    currency: z.enum(["usd", "eur"]).nullable(),
    character_count: z.number().int(),
    character_limit: z.number().int(),
    max_character_limit_extension: z.number().int().nullable(),
    max_credit_limit_extension: z.union([z.number().int(), z.literal("unlimited")]),
    can_extend_character_limit: z.boolean(),
    allowed_to_extend_character_limit: z.boolean(),
    next_character_count_reset_unix: z.number().int(),
    voice_slots_used: z.number().int(),
    professional_voice_slots_used: z.number().int(),
    professional_voice_slots_used_in_workspace: z.number().int(),
    voice_limit: z.number().int(),
    voice_add_edit_counter: z.number().int(),
    max_voice_add_edits: z.number().int(),
    professional_voice_limit: z.number().int(),
    can_extend_voice_limit: z.boolean(),
    can_use_instant_voice_cloning: z.boolean(),
    can_use_professional_voice_cloning: z.boolean(),
    current_overage: z.object({ amount: z.string(), currency: z.enum(["usd", "eur"]) }),
    character_refresh_period: z.enum(["monthly_period", "annual_period"]),
    next_invoice: z.null(),
    open_invoices: z.array(z.object({ amount_due_cents: z.number().int(), next_payment_attempt_unix: z.number().int() })),
    has_open_invoices: z.boolean(),
    pending_change: z.null(),
  })
  .meta({ id: "SubscriptionResponse" });
export type Subscription = z.infer<typeof Subscription>;

export const User = z
  .object({
    user_id: z.string(),
    workspace_id: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    subscription: Subscription,
    is_new_user: z.boolean(),
    can_use_delayed_payment_methods: z.boolean(),
    is_onboarding_completed: z.boolean(),
    is_onboarding_checklist_completed: z.boolean(),
    is_api_key_hashed: z.boolean(),
    xi_api_key_preview: z.string().nullable(),
    created_at: z.number().int(),
    seat_type: z.enum(["workspace_admin", "workspace_member", "workspace_lite_member"]),
    is_producer: z.boolean(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof User>;

export const ApiKey = z
  .object({
    key_id: z.string(),
    name: z.string(),
    hint: z.string(),
    created_at_unix: z.number().int(),
    last_used_unix: z.number().int().nullable(),
  })
  .meta({ id: "ApiKey" });
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ api_keys: z.array(ApiKey) }).meta({ id: "ApiKeyList" });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

const ApiKeyName = SingleLineText.trim().min(1, "Name must not be empty.").max(100, "Name must be at most 100 characters.");
export const CreateApiKeyRequest = z.object({ name: ApiKeyName });
export const CreatedApiKey = ApiKey.extend({ api_key: z.string() }).meta({ id: "CreatedApiKey" });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
export const EditApiKeyRequest = z.object({ key_id: ResourceId, name: ApiKeyName });
/** DELETE /v1/user/delete-api-key takes key_id in the query or in the JSON body (one of them). */
export const DeleteApiKeyQuery = z.object({ key_id: ResourceId.optional() });
export const DeleteApiKeyRequest = z.object({ key_id: ResourceId.optional() }).meta({ id: "DeleteApiKeyRequest" });
