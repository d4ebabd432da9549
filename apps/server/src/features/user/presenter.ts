import type { Subscription, User } from "@vocable/contract";
import { isAtLeastTier, maxVoiceAddEdits, tierLimits, type TierId } from "@vocable/domain";
import type { WorkspaceRow } from "../workspaces/repo";
import { toUnixSeconds } from "../../platform/unix-time";

/** The workspace's subscription in the ElevenLabs SubscriptionResponse shape. */
export function presentSubscription(ws: WorkspaceRow): Subscription {
  const tier = ws.tier as TierId;
  const limits = tierLimits(tier);
  const extension = limits.extraCharacterAllowance;
  return {
    tier: ws.tier,
    status: ws.status as Subscription["status"],
    billing_period: (ws.billingPeriod as Subscription["billing_period"]) ?? null,
    currency: (ws.currency as Subscription["currency"]) ?? null,
    character_count: ws.characterCount,
    character_limit: ws.characterLimit,
    max_character_limit_extension: extension < 0 ? null : extension,
    max_credit_limit_extension: extension < 0 ? "unlimited" : extension,
    can_extend_character_limit: ws.canExtendCharacterLimit,
    allowed_to_extend_character_limit: ws.allowedToExtendCharacterLimit,
    next_character_count_reset_unix: toUnixSeconds(ws.nextCharacterCountResetAt),
    voice_slots_used: 0,
    professional_voice_slots_used: 0,
    professional_voice_slots_used_in_workspace: 0,
    voice_limit: ws.voiceLimit,
    voice_add_edit_counter: 0,
    max_voice_add_edits: maxVoiceAddEdits(ws.voiceLimit),
    professional_voice_limit: ws.professionalVoiceLimit,
    can_extend_voice_limit: false,
    can_use_instant_voice_cloning: isAtLeastTier(tier, "starter"),
    can_use_professional_voice_cloning: isAtLeastTier(tier, "creator"),
    current_overage: { amount: "0", currency: (ws.currency as "usd" | "eur") ?? "usd" },
    character_refresh_period: "monthly_period",
    next_invoice: null,
    open_invoices: [],
    has_open_invoices: false,
    pending_change: null,
  };
}

/** The signed-in user in the ElevenLabs User shape. */
export function presentUser(
  user: { id: string; email: string; name: string; createdAt: Date },
  ws: WorkspaceRow,
  extra: { apiKeyPreview: string | null; isNewUser: boolean },
): User {
  return {
    user_id: user.id,
    workspace_id: ws.id,
    email: user.email,
    first_name: user.name.split(/\s+/)[0] || null,
    subscription: presentSubscription(ws),
    is_new_user: extra.isNewUser,
    can_use_delayed_payment_methods: false,
    is_onboarding_completed: true,
    is_onboarding_checklist_completed: true,
    is_api_key_hashed: true,
    xi_api_key_preview: extra.apiKeyPreview,
    created_at: toUnixSeconds(user.createdAt),
    seat_type: ws.ownerId === user.id ? "workspace_admin" : "workspace_member",
    is_producer: false,
  };
}
