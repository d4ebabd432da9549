import { z } from "zod";
import { TwoFactorFields } from "./two-factor";
import { API_KEY_PERMISSIONS } from "@vocable/domain";
import { ResourceId, SingleLineText } from "./strings";
import { orNull } from "./or-null";

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "incomplete", "past_due", "free", "free_disabled"] as const;

/** An invoice as the subscription shows it (the SDK's InvoiceResponse). */
export const InvoiceSummary = z
  .object({
    amount_due_cents: z.number().int(),
    subtotal_cents: z.number().int().nullable(),
    tax_cents: z.number().int().nullable(),
    discount_percent_off: z.number().nullable(),
    discount_amount_off: z.number().int().nullable(),
    discounts: z.array(z.object({ discount_percent_off: z.number().nullable(), discount_amount_off: z.number().int().nullable() })),
    next_payment_attempt_unix: z.number().int(),
    payment_intent_status: z.enum(["canceled", "processing", "requires_action", "requires_capture", "requires_confirmation", "requires_payment_method", "succeeded"]).nullable(),
    payment_intent_statusses: z.array(z.string()),
  })
  .meta({ id: "InvoiceResponse" });
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** A change waiting for the period end: a scheduled downgrade or a cancellation (the SDK's SubscriptionPendingChange). */
export const PendingChange = z
  .union([
    z.object({ kind: z.literal("change"), next_tier: z.string(), next_billing_period: z.enum(["monthly_period", "annual_period"]), timestamp_seconds: z.number().int() }),
    z.object({ kind: z.literal("cancellation"), timestamp_seconds: z.number().int() }),
  ])
  .meta({ id: "SubscriptionPendingChange" });
export type PendingChange = z.infer<typeof PendingChange>;

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
    next_invoice: orNull(InvoiceSummary),
    open_invoices: z.array(InvoiceSummary),
    has_open_invoices: z.boolean(),
    pending_change: orNull(PendingChange),
    /** Spec §3: the paid tiers this workspace had (a first-month discount is for workspaces that never paid). */
    previously_subscribed_tiers: z.array(z.string()),
    /** Seconds of speech to text and forced alignment used this month (reset with the characters). */
    speech_to_text_seconds_used: z.number().int(),
    /** The month's speech-to-text seconds on this plan (ElevenLabs Scribe's hours per tier); -1 when unlimited. */
    speech_to_text_seconds_limit: z.number().int(),
    /** Seconds of sound effects made this month (reset with the characters). */
    sound_effect_seconds_used: z.number().int(),
    /** The month's sound-effect seconds on this plan (spec §9: 250, 750, 2,500, 12,500, 50,000, 275,000); -1 when unlimited. */
    sound_effect_seconds_limit: z.number().int(),
    /**
     * When `character_count` restarted at 0 because a new plan started (a subscription, or a change
     * that starts a new billing period), while the count still runs from then; null otherwise. Usage
     * pages count every character in their range, so they differ from the count by what came before.
     */
    character_count_restarted_unix: z.number().int().nullable(),
  })
  .meta({ id: "SubscriptionResponse" });
export type Subscription = z.infer<typeof Subscription>;

/** Where the user was at sign-up or their last sign-in (spec §3 geo_location; see the domain's GeoLocation). */
export const GeoLocation = z
  .object({ country: z.string().nullable(), region: z.string().nullable(), city: z.string().nullable() })
  .meta({ id: "GeoLocation" });

/** The onboarding checklist's state (spec §3 onboarding_checklist). */
export const OnboardingChecklistState = z
  .object({
    checklist_id: z.string(),
    /** `is_available`: whether this server has the item's feature; an unavailable item is not a task yet (it completes once the feature lands). */
    items: z.array(z.object({ onboarding_checklist_item_id: z.string(), is_completed: z.boolean(), is_available: z.boolean() })),
    hidden: z.boolean(),
  })
  .meta({ id: "OnboardingChecklist" });
export type OnboardingChecklistState = z.infer<typeof OnboardingChecklistState>;

/** The onboarding survey's answers (spec §3 onboarding_survey). */
export const OnboardingSurveyAnswers = z
  .object({ first_name: z.string(), role: z.string(), subrole: z.string().nullable(), timezone: z.string(), source: z.string().nullable() })
  .meta({ id: "OnboardingSurvey" });

/** The agreements of spec §3 terms_agreed_to: unix seconds each was agreed to, null when not. */
export const TERMS_AGREEMENTS = [
  "conversational_ai_agreement",
  "voice_design_agreement",
  "licensing",
  "privacy",
  "content",
  "publishing_payouts_agreement",
  "batch_calling_agreement",
] as const;
export const TermsAgreedTo = z.object(Object.fromEntries(TERMS_AGREEMENTS.map((name) => [name, z.number().int().nullable()])) as Record<(typeof TERMS_AGREEMENTS)[number], z.ZodNullable<z.ZodNumber>>);

/** The one-time prompts of spec §3 prompts_shown: whether each was shown. */
export const PromptsShown = z.object({ long_content_use_projects: z.boolean(), dubbing_use_cases_banner: z.boolean() });

/**
 * GET /v1/user: the ElevenLabs User (every field the official SDK reads, same names and types) plus
 * the spec's §3 User fields the web app reads. Secrets never appear: the API key only as its
 * preview, backup codes only as `has_backup_codes`.
 */
export const User = z
  .object({
    user_id: z.string(),
    workspace_id: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    first_name: z.string().nullable(),
    subscription: Subscription,
    /** True until the onboarding survey is answered (an account older than onboarding counts as done). */
    is_new_user: z.boolean(),
    can_use_delayed_payment_methods: z.boolean(),
    is_onboarding_completed: z.boolean(),
    is_onboarding_checklist_completed: z.boolean(),
    onboarding_checklist: orNull(OnboardingChecklistState),
    onboarding_survey: orNull(OnboardingSurveyAnswers),
    is_api_key_hashed: z.boolean(),
    xi_api_key_preview: z.string().nullable(),
    created_at: z.number().int(),
    created_at_unix: z.number().int(),
    seat_type: z.enum(["workspace_admin", "workspace_member", "workspace_lite_member"]),
    is_producer: z.boolean(),
    agrees_to_product_updates: z.boolean(),
    public_user_id: z.string(),
    public_user_name: z.string().nullable(),
    profile_page_handle: z.string().nullable(),
    audio_native: z.null(),
    prompts_shown: PromptsShown,
    terms_agreed_to: TermsAgreedTo,
    ccpa_opt_out: z.boolean(),
    geo_location: orNull(GeoLocation),
    accepted_bipa_terms: z.boolean(),
    is_in_probation: z.boolean(),
    moderation_warning_dismissed: z.boolean(),
    referral_link_code: z.string().nullable(),
    partnerstack_partner_default_link: z.string().nullable(),
    locale: z.string().nullable(),
    ...TwoFactorFields.shape,
    /** The workspace's character limit extension (spec §3; changed by the workspace admin with POST /v1/user/edit). */
    allowed_to_extend_character_limit: z.boolean(),
    max_character_limit_extension: z.number().int().nullable(),
    /** Seconds without activity after which the workspace signs its members out; null: never. */
    session_inactivity_timeout: z.number().int().nullable(),
    /**
     * The workspace requires its members to use two-factor (`mfa_required_for_users`). With no
     * `totp_mfa_factor`, every workspace call but set-up, sessions, the account and the workspace
     * switcher answers 403 two_factor_setup_required until one is set up.
     */
    workspace_requires_mfa: z.boolean(),
    /**
     * The caller operates this server (a signed-in person whose verified address is in the
     * server's ADMIN_EMAILS): the web app shows the operators' pages, such as /app/admin/engines.
     * Always false for an API key.
     */
    is_instance_admin: z.boolean(),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof User>;

/** An API key permission (the pinned SDK's `PermissionType`). */
export const ApiKeyPermissionName = z.enum(API_KEY_PERMISSIONS).meta({ id: "PermissionType" });

/** A key's permissions: a list, or "all" (every permission but minting keys and managing service accounts). */
export const ApiKeyPermissions = z.union([z.literal("all"), z.array(ApiKeyPermissionName).max(API_KEY_PERMISSIONS.length)]);

/** Characters a key may spend a month; at most a billion. */
export const KeyCharacterLimit = z.number().int().min(0).max(1_000_000_000);

export const ApiKey = z
  .object({
    key_id: z.string(),
    name: z.string(),
    hint: z.string(),
    created_at_unix: z.number().int(),
    last_used_unix: z.number().int().nullable(),
    /** What the key may do (the default set written out when it was made with "all"). */
    permissions: z.array(ApiKeyPermissionName),
    character_limit: z.number().int().nullable(),
    character_count: z.number().int(),
    is_disabled: z.boolean(),
  })
  .meta({ id: "ApiKey" });
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyList = z.object({ api_keys: z.array(ApiKey) }).meta({ id: "ApiKeyList" });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const ApiKeyName = SingleLineText.trim().min(1, "Name must not be empty.").max(100, "Name must be at most 100 characters.");
export const CreateApiKeyRequest = z.object({
  name: ApiKeyName,
  permissions: ApiKeyPermissions.optional(),
  character_limit: KeyCharacterLimit.nullable().optional(),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;
export const CreatedApiKey = ApiKey.extend({ api_key: z.string() }).meta({ id: "CreatedApiKey" });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
export const EditApiKeyRequest = z.object({
  key_id: ResourceId,
  name: ApiKeyName.optional(),
  permissions: ApiKeyPermissions.optional(),
  /** A number sets the limit, null removes it; absent leaves it. */
  character_limit: KeyCharacterLimit.nullable().optional(),
  is_enabled: z.boolean().optional(),
});
export type EditApiKeyRequest = z.infer<typeof EditApiKeyRequest>;
/** DELETE /v1/user/delete-api-key takes key_id in the query or in the JSON body (one of them). */
export const DeleteApiKeyQuery = z.object({ key_id: ResourceId.optional() });
export const DeleteApiKeyRequest = z.object({ key_id: ResourceId.optional() }).meta({ id: "DeleteApiKeyRequest" });
