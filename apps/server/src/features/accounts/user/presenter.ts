import { TERMS_AGREEMENTS, type Subscription, type TwoFactorFields, type User } from "@vocable/contract";
import { hasCapability, maxVoiceAddEdits, nextCharacterReset, presentOnboardingChecklist, tierLimits, soundEffectSecondsLimit, transcriptionSecondsLimit, type TierId, type VoiceSlotUse } from "@vocable/domain";
import type { UserProfileRow } from "#features/accounts/account/repo";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import type { BillingFields } from "#features/billing/subscriptions/use-cases/read-billing-fields";

import { toUnixSeconds } from "#platform/unix-time";

/** The workspace's subscription in the ElevenLabs SubscriptionResponse shape; `voices` is its voice slot use (voices/use-cases/check-voice-limits.ts). */
export function presentSubscription(ws: WorkspaceRow, voices: Pick<VoiceSlotUse, "customVoices" | "professionalVoices" | "addEditsThisMonth">, billing: BillingFields): Subscription {
  const tier = ws.tier as TierId;
  const extension = characterLimitExtension(ws);
  return {
    tier: ws.tier,
    status: ws.status as Subscription["status"],
    billing_period: (ws.billingPeriod as Subscription["billing_period"]) ?? null,
    currency: (ws.currency as Subscription["currency"]) ?? null,
    character_count: ws.characterCount,
    character_limit: ws.characterLimit,
    max_character_limit_extension: extension,
    max_credit_limit_extension: extension ?? "unlimited",
    can_extend_character_limit: ws.canExtendCharacterLimit,
    allowed_to_extend_character_limit: ws.allowedToExtendCharacterLimit,
    next_character_count_reset_unix: toUnixSeconds(ws.nextCharacterCountResetAt),
    voice_slots_used: voices.customVoices,
    professional_voice_slots_used: voices.professionalVoices,
    professional_voice_slots_used_in_workspace: voices.professionalVoices,
    voice_limit: ws.voiceLimit,
    voice_add_edit_counter: voices.addEditsThisMonth,
    max_voice_add_edits: maxVoiceAddEdits(ws.voiceLimit),
    professional_voice_limit: ws.professionalVoiceLimit,
    can_extend_voice_limit: false,
    // The capability table (domain billing/plan-capabilities.ts), which the server's checks read too.
    can_use_instant_voice_cloning: hasCapability(tier, "instantVoiceCloning"),
    can_use_professional_voice_cloning: hasCapability(tier, "professionalVoiceCloning"),
    character_refresh_period: "monthly_period",
    speech_to_text_seconds_used: ws.transcriptionSecondsUsed,
    speech_to_text_seconds_limit: transcriptionSecondsLimit(ws.tier),
    sound_effect_seconds_used: ws.soundEffectSecondsUsed,
    sound_effect_seconds_limit: soundEffectSecondsLimit(ws.tier),
    character_count_restarted_unix: countRestartedWithPlan(ws),
    ...billing,
  };
}

/**
 * When the count restarted with a new plan, while the count still runs from then: no monthly reset
 * since (the next reset is still the first after the restart) and none due.
 */
function countRestartedWithPlan(ws: WorkspaceRow, now = new Date()): number | null {
  const at = ws.characterCountRestartedAt;
  if (!at || ws.nextCharacterCountResetAt <= now) return null;
  return ws.nextCharacterCountResetAt <= nextCharacterReset(at, at) ? toUnixSeconds(at) : null;
}

/** What GET /v1/user reads besides the user, profile and workspace rows. */
export interface UserExtras {
  apiKeyPreview: string | null;
  /** From the two-factor feature: the TOTP factor, no SMS factor (no provider), whether backup codes remain. */
  twoFactor: TwoFactorFields;
  isWorkspaceAdmin: boolean;
  /** The caller is an instance operator (instance-admin/policy.ts). */
  isInstanceAdmin: boolean;
  voices: Pick<VoiceSlotUse, "customVoices" | "professionalVoices" | "addEditsThisMonth">;
  billing: BillingFields;
}

/** Each agreement of spec §3 terms_agreed_to, with the unix seconds stored for it or null. */
function presentTermsAgreedTo(stored: Record<string, number>): User["terms_agreed_to"] {
  return Object.fromEntries(TERMS_AGREEMENTS.map((name) => [name, Number.isInteger(stored[name]) ? stored[name] : null])) as User["terms_agreed_to"];
}

/** The tier's extra-character allowance narrowed by the admin's cap (null: no extension at all). */
export function characterLimitExtension(ws: WorkspaceRow): number | null {
  const allowance = tierLimits(ws.tier as TierId).extraCharacterAllowance;
  if (allowance < 0) return ws.maxCharacterLimitExtension;
  return ws.maxCharacterLimitExtension === null ? allowance : Math.min(allowance, ws.maxCharacterLimitExtension);
}

/**
 * The signed-in user: the ElevenLabs User shape (what the official SDK reads) with the spec's §3
 * fields. `is_new_user` is true until the onboarding survey is answered; an account made before
 * onboarding existed (its profile says onboarding completed) is not new.
 */
export function presentUser(
  user: { id: string; email: string; emailVerified: boolean; name: string; createdAt: Date },
  profile: UserProfileRow,
  ws: WorkspaceRow,
  extra: UserExtras,
): User {
  const createdAtUnix = toUnixSeconds(user.createdAt);
  return {
    user_id: user.id,
    workspace_id: ws.id,
    email: user.email,
    email_verified: user.emailVerified,
    first_name: profile.firstName,
    subscription: presentSubscription(ws, extra.voices, extra.billing),
    is_new_user: profile.onboardingSurvey === null && !profile.onboardingCompleted,
    can_use_delayed_payment_methods: false,
    is_onboarding_completed: profile.onboardingCompleted,
    is_onboarding_checklist_completed: profile.onboardingChecklistCompleted,
    onboarding_checklist: profile.onboardingChecklist ? presentOnboardingChecklist(profile.onboardingChecklist) : null,
    onboarding_survey: profile.onboardingSurvey,
    is_api_key_hashed: true,
    xi_api_key_preview: extra.apiKeyPreview,
    created_at: createdAtUnix,
    created_at_unix: createdAtUnix,
    seat_type: extra.isWorkspaceAdmin ? "workspace_admin" : "workspace_member",
    is_producer: profile.isProducer,
    agrees_to_product_updates: profile.agreesToProductUpdates,
    public_user_id: profile.publicUserId,
    public_user_name: profile.publicUserName,
    // Profile pages and Audio Native do not exist in Vocable.
    profile_page_handle: null,
    audio_native: null,
    prompts_shown: {
      long_content_use_projects: profile.promptsShown.long_content_use_projects === true,
      dubbing_use_cases_banner: profile.promptsShown.dubbing_use_cases_banner === true,
    },
    terms_agreed_to: presentTermsAgreedTo(profile.termsAgreedTo),
    ccpa_opt_out: profile.ccpaOptOut,
    geo_location: profile.geoLocation,
    accepted_bipa_terms: profile.bipaTermsAcceptedAt !== null,
    is_in_probation: profile.isInProbation,
    moderation_warning_dismissed: profile.moderationWarningDismissed,
    referral_link_code: profile.referralLinkCode,
    partnerstack_partner_default_link: null,
    locale: profile.locale,
    ...extra.twoFactor,
    allowed_to_extend_character_limit: ws.allowedToExtendCharacterLimit,
    max_character_limit_extension: characterLimitExtension(ws),
    session_inactivity_timeout: ws.sessionInactivityTimeout,
    workspace_requires_mfa: ws.mfaRequiredForUsers,
    is_instance_admin: extra.isInstanceAdmin,
  };
}
