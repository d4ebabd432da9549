import type { ApiKeyPermission } from "@vocable/domain";
import { compileRouteTable } from "./route-patterns";

/**
 * What each authenticated API route needs (the public ones are in public-routes.ts):
 * - a permission: the caller's role must grant it and, for an API key, the key must list it;
 * - `session`: only a signed-in person, never a key (the account's own credentials and sessions).
 * A route missing from this table and from the public list is refused to every caller (fail
 * closed), and the authorization matrix test fails for it: a new route cannot ship without a rule.
 * Object-level rules (another workspace's item is 404, owner-only changes) are the features' policies.
 */
export type RouteAccess = { permission: ApiKeyPermission } | { session: true; operator?: true; admin?: true };

const p = (permission: ApiKeyPermission): RouteAccess => ({ permission });
const SESSION: RouteAccess = { session: true };
/** The instance operators' (ADMIN_EMAILS): a session here, the address checked by the use case (instance-admin/policy.ts). */
const OPERATOR: RouteAccess = { session: true, operator: true };
/** A signed-in workspace admin: what the workspace pays (plans, invoices) is never an editor's nor a key's. */
const SESSION_ADMIN: RouteAccess = { session: true, admin: true };
const DICTIONARIES = "/v1/pronunciation-dictionaries";

export const ROUTE_ACCESS: readonly (readonly [string, RouteAccess])[] = [
  // The user and their profile.
  ["GET /v1/user", p("user_read")],
  ["GET /v1/user/subscription", p("user_read")],
  ["GET /v1/feature-flags", p("user_read")],
  ["GET /v1/notifications", p("user_read")],
  ["POST /v1/notifications/read-all", p("user_write")],
  ["POST /v1/notifications/{message_id}/read", p("user_write")],
  ["GET /v1/user/has-alpha-access", p("user_read")],
  ["GET /v1/user/rand", p("user_read")],
  ["GET /v1/user/referral-link", p("user_read")],
  ["POST /v1/user/edit-user-metadata", p("user_write")],
  ["POST /v1/user/dismiss-moderation-warning", p("user_write")],
  ["POST /v1/user/post-registration-user-setup", p("user_write")],
  ["POST /v1/user/record-device-fingerprint", p("user_write")],
  ["POST /v1/user/request-alpha-access", p("user_write")],
  ["POST /v1/user/generate-name", p("user_write")],
  ["POST /v1/user/update-public-user-name", p("user_write")],
  ["POST /v1/user/accept-bipa-terms", p("user_write")],
  ["POST /v1/user/edit", p("user_write")],
  ["POST /v1/user/onboarding-survey-complete", p("user_write")],
  ["POST /v1/user/onboarding-checklist/initiate", p("user_write")],
  ["POST /v1/user/onboarding-checklist/update", p("user_write")],
  ["POST /v1/user/onboarding-checklist/hide", p("user_write")],
  ["POST /v1/user/onboarding-checklist/mark-complete", p("user_write")],
  // The account's credentials: a person at the keyboard, never a key.
  ["POST /v1/user/send-email-change-verification", SESSION],
  ["DELETE /v1/user/delete", SESSION],
  ["POST /v1/user/verify-sensitive-action-code", SESSION],
  ["POST /v1/user/change-password", SESSION],
  ["GET /v1/user/sessions", SESSION],
  ["DELETE /v1/user/sessions/{session_id}", SESSION],
  ["POST /v1/user/sessions/revoke-others", SESSION],
  ["POST /v1/user/session-activity", SESSION],
  ["POST /v1/user/backup-code", SESSION],
  ["POST /v1/user/update-mfa-factors", SESSION],
  // Granting support access to the account is the person's own answer.
  ["POST /v1/user/sign-in-requests/verify", SESSION],
  // API keys: listing is reading the user; making, changing or removing one takes a session or a
  // key that was given create_user_api_key by name (never part of a key's default set).
  ["GET /v1/user/api-keys", p("user_read")],
  ["POST /v1/user/create-api-key", p("create_user_api_key")],
  ["POST /v1/user/edit-api-key", p("create_user_api_key")],
  ["DELETE /v1/user/delete-api-key", p("create_user_api_key")],
  // Speech, voices, models, history.
  ["GET /v1/audio-effects/catalog", p("text_to_speech")],
  ["POST /v1/text-to-speech/{voice_id}", p("text_to_speech")],
  // A single-use token needs the permission of what it opens (first match wins: the text-to-speech kind first).
  ["POST /v1/single-use-token/tts_websocket", p("text_to_speech")],
  ["POST /v1/single-use-token/{token_type}", p("speech_to_text")],
  ["POST /v1/text-to-speech/{voice_id}/stream", p("text_to_speech")],
  ["POST /v1/text-to-dialogue", p("text_to_speech")],
  ["POST /v1/text-to-dialogue/stream", p("text_to_speech")],
  ["POST /v1/text-to-dialogue/with-timestamps", p("text_to_speech")],
  ["POST /v1/text-to-dialogue/stream/with-timestamps", p("text_to_speech")],
  ["POST /v1/audio/speech", p("text_to_speech")],
  ["POST /v1/speech-to-text", p("speech_to_text")],
  ["POST /v1/audio/transcriptions", p("speech_to_text")],
  ["POST /v1/forced-alignment", p("forced_alignment")],
  ["POST /v1/audio-isolation", p("audio_isolation")],
  ["POST /v1/audio-isolation/stream", p("audio_isolation")],
  ["GET /v1/audio-isolation/history", p("audio_isolation")],
  ["DELETE /v1/audio-isolation/history/{history_item_id}", p("audio_isolation")],
  ["POST /v1/speech-to-speech/{voice_id}", p("speech_to_speech")],
  ["POST /v1/speech-to-speech/{voice_id}/stream", p("speech_to_speech")],
  ["POST /v1/dubbing", p("dubbing_write")],
  ["GET /v1/dubbing", p("dubbing_read")],
  ["GET /v1/dubbing/{dubbing_id}", p("dubbing_read")],
  ["DELETE /v1/dubbing/{dubbing_id}", p("dubbing_write")],
  ["GET /v1/dubbing/{dubbing_id}/audio/{language_code}", p("dubbing_read")],
  ["GET /v1/dubbing/{dubbing_id}/transcript/{language_code}", p("dubbing_read")],
  ["POST /v1/sound-generation", p("sound_generation")],
  ["GET /v1/sound-generation/history", p("sound_generation")],
  ["POST /v1/sound-generation/history/{history_item_id}/publish", p("sound_generation")],
  ["DELETE /v1/sound-generation/history/{history_item_id}/publish", p("sound_generation")],
  ["GET /v1/speech-to-text/transcripts", p("speech_to_text")],
  ["GET /v1/speech-to-text/transcripts/{transcription_id}", p("speech_to_text")],
  ["DELETE /v1/speech-to-text/transcripts/{transcription_id}", p("speech_to_text")],
  ["GET /v1/speech-to-text/transcripts/{transcription_id}/audio", p("speech_to_text")],
  ["POST /v1/text-to-speech/{voice_id}/with-timestamps", p("text_to_speech")],
  ["POST /v1/text-to-speech/{voice_id}/stream/with-timestamps", p("text_to_speech")],
  // Audio Native: members read the workspace's projects; creating and changing them (the creator or
  // an admin, audio-native/policy.ts) is audio_native_write.
  ["GET /v1/audio-native", p("audio_native_read")],
  ["POST /v1/audio-native", p("audio_native_write")],
  ["POST /v1/audio-native/content", p("audio_native_write")],
  ["GET /v1/audio-native/{project_id}/settings", p("audio_native_read")],
  ["POST /v1/audio-native/{project_id}/settings", p("audio_native_write")],
  ["POST /v1/audio-native/{project_id}/content", p("audio_native_write")],
  ["GET /v1/models", p("models_read")],
  ["GET /v1/voices/accents", p("voices_read")],
  ["GET /v1/voices/collections", p("voices_read")],
  ["POST /v1/voices/collections", p("voices_write")],
  ["GET /v1/voices/collections/{collection_id}", p("voices_read")],
  ["PATCH /v1/voices/collections/{collection_id}", p("voices_write")],
  ["DELETE /v1/voices/collections/{collection_id}", p("voices_write")],
  ["POST /v1/voices/collections/{collection_id}/voice/{voice_id}", p("voices_write")],
  ["DELETE /v1/voices/collections/{collection_id}/voice/{voice_id}", p("voices_write")],
  ["GET /v1/voices", p("voices_read")],
  ["GET /v2/voices", p("voices_read")],
  ["GET /v1/voices/settings/default", p("voices_read")],
  ["GET /v1/voices/{voice_id}", p("voices_read")],
  ["GET /v1/voices/{voice_id}/settings", p("voices_read")],
  ["POST /v1/voices/{voice_id}/settings/edit", p("voices_write")],
  ["POST /v1/voices/add", p("voices_write")],
  ["GET /v1/voices/{voice_id}/captcha", p("voices_write")],
  ["POST /v1/voices/{voice_id}/captcha", p("voices_write")],
  ["POST /v1/voices/pvc", p("voices_write")],
  ["POST /v1/voices/pvc/{voice_id}", p("voices_write")],
  ["POST /v1/voices/pvc/{voice_id}/samples", p("voices_write")],
  ["POST /v1/voices/pvc/{voice_id}/samples/{sample_id}", p("voices_write")],
  ["DELETE /v1/voices/pvc/{voice_id}/samples/{sample_id}", p("voices_write")],
  ["GET /v1/voices/pvc/{voice_id}/samples/{sample_id}/audio", p("voices_read")],
  ["GET /v1/voices/pvc/{voice_id}/samples/{sample_id}/waveform", p("voices_read")],
  ["GET /v1/voices/pvc/{voice_id}/samples/{sample_id}/speakers", p("voices_read")],
  ["POST /v1/voices/pvc/{voice_id}/samples/{sample_id}/separate-speakers", p("voices_write")],
  ["GET /v1/voices/pvc/{voice_id}/samples/{sample_id}/speakers/{speaker_id}/audio", p("voices_read")],
  ["GET /v1/voices/pvc/{voice_id}/captcha", p("voices_write")],
  ["POST /v1/voices/pvc/{voice_id}/captcha", p("voices_write")],
  ["POST /v1/voices/pvc/{voice_id}/train", p("voices_write")],
  ["POST /v1/voices/pvc/{voice_id}/verification", p("voices_write")],
  ["POST /v1/voices/{voice_id}/edit", p("voices_write")],
  ["DELETE /v1/voices/{voice_id}", p("voices_write")],
  ["DELETE /v1/voices/{voice_id}/samples/{sample_id}", p("voices_write")],
  ["GET /v1/voices/{voice_id}/samples/{sample_id}/audio", p("voices_read")],
  ["POST /v1/voices/{voice_id}/sharing", p("voices_write")],
  ["DELETE /v1/voices/{voice_id}/sharing", p("voices_write")],
  ["GET /v1/shared-voices", p("voices_read")],
  ["POST /v1/voices/add/{public_user_id}/{voice_id}", p("voices_write")],
  ["POST /v1/similar-voices", p("voices_read")],
  ["POST /v1/text-to-voice/design", p("voices_write")],
  ["POST /v1/text-to-voice/create-previews", p("voices_write")],
  ["POST /v1/text-to-voice/{voice_id}/remix", p("voices_write")],
  ["POST /v1/text-to-voice", p("voices_write")],
  ["GET /v1/text-to-voice/{generated_voice_id}/stream", p("voices_read")],
  ["GET /v1/history", p("speech_history_read")],
  ["GET /v1/history/{history_item_id}", p("speech_history_read")],
  ["GET /v1/history/{history_item_id}/audio", p("speech_history_read")],
  ["GET /v1/history/{history_item_id}/source-audio", p("speech_history_read")],
  ["POST /v1/history/download", p("speech_history_read")],
  ["DELETE /v1/history/{history_item_id}", p("speech_history_write")],
  ["GET /v1/history/{history_item_id}/share-link", p("speech_history_write")],
  ["DELETE /v1/history/{history_item_id}/share-link", p("speech_history_write")],
  ["POST /v1/history/{history_item_id}/share-video", p("speech_history_write")],
  ["GET /v1/history/{history_item_id}/share-video/preview", p("speech_history_write")],
  ["GET /v1/history/{history_item_id}/share-video/file", p("speech_history_read")],
  ["POST /v1/history/{history_item_id}/feedback", p("speech_history_write")],
  ["DELETE /v1/history/{history_item_id}/feedback", p("speech_history_write")],
  // Pronunciation dictionaries, and the workspace's default ones.
  [`GET ${DICTIONARIES}`, p("pronunciation_dictionaries_read")],
  [`GET ${DICTIONARIES}/{pronunciation_dictionary_id}`, p("pronunciation_dictionaries_read")],
  [`GET ${DICTIONARIES}/{dictionary_id}/{version_id}/download`, p("pronunciation_dictionaries_read")],
  [`POST ${DICTIONARIES}/add-from-file`, p("pronunciation_dictionaries_write")],
  [`POST ${DICTIONARIES}/add-from-rules`, p("pronunciation_dictionaries_write")],
  [`PATCH ${DICTIONARIES}/{pronunciation_dictionary_id}`, p("pronunciation_dictionaries_write")],
  [`POST ${DICTIONARIES}/{pronunciation_dictionary_id}/set-rules`, p("pronunciation_dictionaries_write")],
  [`POST ${DICTIONARIES}/{pronunciation_dictionary_id}/add-rules`, p("pronunciation_dictionaries_write")],
  [`POST ${DICTIONARIES}/{pronunciation_dictionary_id}/remove-rules`, p("pronunciation_dictionaries_write")],
  ["GET /v1/workspace/pronunciation-dictionary-locators", p("workspace_read")],
  ["PUT /v1/workspace/pronunciation-dictionary-locators", p("workspace_write")],
  // Service accounts: anyone who may read the workspace sees them (hints, never keys); creating,
  // removing and managing their keys is admin-only and never in a key's default set.
  ["GET /v1/service-accounts", p("workspace_read")],
  ["POST /v1/service-accounts", p("service_account_write")],
  ["DELETE /v1/service-accounts/{service_account_user_id}", p("service_account_write")],
  ["GET /v1/service-accounts/{service_account_user_id}/api-keys", p("workspace_read")],
  ["POST /v1/service-accounts/{service_account_user_id}/api-keys", p("service_account_write")],
  ["PATCH /v1/service-accounts/{service_account_user_id}/api-keys/{api_key_id}", p("service_account_write")],
  ["DELETE /v1/service-accounts/{service_account_user_id}/api-keys/{api_key_id}", p("service_account_write")],
  // Webhooks: every member reads them and their delivery log; admins (keys: webhooks_write) change them.
  ["GET /v1/workspace/webhooks", p("workspace_read")],
  ["POST /v1/workspace/webhooks", p("webhooks_write")],
  ["PATCH /v1/workspace/webhooks/{webhook_id}", p("webhooks_write")],
  ["DELETE /v1/workspace/webhooks/{webhook_id}", p("webhooks_write")],
  ["GET /v1/workspace/webhooks/{webhook_id}/deliveries", p("workspace_read")],
  ["POST /v1/workspace/webhooks/{webhook_id}/test", p("webhooks_write")],
  // The audit log of admin actions: admins only (keys: audit_log_read).
  ["GET /v1/workspace/audit-logs", p("audit_log_read")],
  // Usage statistics: one's own with user_read; the whole workspace's (include_workspace_metrics)
  // also needs workspace_analytics_full_read, an admin's (checked by features/billing/usage/policy.ts).
  ["GET /v1/usage/character-stats", p("user_read")],
  ["GET /v1/usage/character-stats.csv", p("user_read")],
  ["POST /v1/workspace/analytics/query/usage-by-product-over-time", p("workspace_read")],
  // The API request log: who called what, when; the workspace's admins (keys: workspace_analytics_full_read).
  ["POST /v1/workspace/analytics/requests", p("workspace_analytics_full_read")],
  // Resources: history items are the shareable kind today, so the routes ask for the history
  // permissions; the use case asks again for the kind's own (voices_read / voices_write once custom
  // voices can be shared, when these rules become per kind).
  ["GET /v1/workspace/resources/{resource_id}", p("speech_history_read")],
  ["POST /v1/workspace/resources/{resource_id}/share", p("speech_history_write")],
  ["POST /v1/workspace/resources/{resource_id}/unshare", p("speech_history_write")],
  // The workspace itself: any member reads it and asks what they may do; admins change it.
  ["GET /v1/workspace", p("workspace_read")],
  ["GET /v1/workspace/is-admin", p("workspace_read")],
  ["GET /v1/workspace/can-access-workspace-settings", p("workspace_read")],
  ["PUT /v1/workspace/update-workspace", p("workspace_write")],
  ["PATCH /v1/workspace/security", p("workspace_write")],
  ["POST /v1/workspaces/api-keys/third-party-disabling", p("workspace_write")],
  // Single sign-on: the identity providers are the admins' (reading them too: client ids, DNS tokens).
  ["GET /v1/workspace/identity-providers", p("workspace_write")],
  ["POST /v1/workspace/identity-providers", p("workspace_write")],
  ["DELETE /v1/workspace/identity-providers/{provider_id}", p("workspace_write")],
  ["POST /v1/workspace/identity-providers/{provider_id}/verify-domain", p("workspace_write")],
  ["PUT /v1/workspace/user-auto-provisioning", p("workspace_write")],
  // Auth connections (an agent's credentials for other services): none here; changes are refused with 400.
  ["GET /v1/workspace/auth-connections", p("workspace_read")],
  ["POST /v1/workspace/auth-connections", p("workspace_write")],
  ["PATCH /v1/workspace/auth-connections/{auth_connection_id}", p("workspace_write")],
  ["DELETE /v1/workspace/auth-connections/{auth_connection_id}", p("workspace_write")],
  // Workspace members: listing is reading; role and lock changes are running the workspace.
  ["GET /v1/workspace/members", p("workspace_members_read")],
  ["POST /v1/workspace/members", p("workspace_write")],
  ["POST /v1/workspace/members/remove", p("workspace_members_remove")],
  // Leaving, switching and one's own invites are the person's, never a workspace-bound key's.
  ["POST /v1/workspace/members/leave", SESSION],
  ["GET /v1/user/workspaces", SESSION],
  ["POST /v1/user/workspaces/{workspace_id}/switch", SESSION],
  ["GET /v1/workspace/invites", SESSION],
  ["POST /v1/workspace/invites/{code}/accept", SESSION],
  ["POST /v1/workspace/invites/{code}/decline", SESSION],
  ["GET /v1/workspace/invites/sent", p("workspace_members_read")],
  ["POST /v1/workspace/invites/add", p("workspace_members_invite")],
  ["POST /v1/workspace/invites/add-bulk", p("workspace_members_invite")],
  ["DELETE /v1/workspace/invites", p("workspace_members_invite")],
  // Groups: members read them; admins (group_members_manage) change them.
  ["GET /v1/workspace/groups", p("workspace_members_read")],
  ["GET /v1/workspace/groups/search", p("workspace_members_read")],
  ["POST /v1/workspace/groups", p("group_members_manage")],
  ["PATCH /v1/workspace/groups/{group_id}", p("group_members_manage")],
  ["DELETE /v1/workspace/groups/{group_id}", p("group_members_manage")],
  ["POST /v1/workspace/groups/{group_id}/members", p("group_members_manage")],
  ["POST /v1/workspace/groups/{group_id}/members/remove", p("group_members_manage")],
  // Instance operators (ADMIN_EMAILS): a person at the keyboard; the use case checks the address.
  // Plans and billing: a workspace admin at the keyboard (the web app's pricing and subscription
  // pages), never an API key: a leaked key must not change what the workspace pays. Any member may
  // see the workspace's offer (codes are checked by anyone: public-routes.ts); payouts onboarding is
  // the person's own.
  ...[
    "POST /v1/billing/create-checkout-session",
    "GET /v1/billing/checkout-sessions/{checkout_session_id}",
    "POST /v1/billing/checkout-sessions/{checkout_session_id}/complete",
    "POST /v1/billing/change-subscription",
    "POST /v1/billing/change-subscription/preview",
    "POST /v1/billing/cancel-subscription",
    "POST /v1/billing/renew-subscription",
    "POST /v1/billing/cancel-downgrade",
    "POST /v1/billing/apply-discount",
    "POST /v1/billing/create-portal-session",
    "POST /v1/billing/create-update-payment-methods-session",
    "POST /v1/billing/verify-card",
    "GET /v1/billing/invoices",
    "GET /v1/billing/invoices/{invoice_id}/pdf",
    "POST /v1/billing/promo-offer/decline",
    "POST /v1/billing/plan-requests/{plan_request_id}/withdraw",
  ].map((route) => [route, SESSION_ADMIN] as const),
  ["GET /v1/billing/promo-offer", SESSION],
  ["GET /v1/billing/plan-request", SESSION],
  ["POST /v1/billing/create-connect-account", SESSION],
  ["POST /v1/billing/create-connect-account-management-link", SESSION],
  ["PUT /v1/admin/workspaces/{workspace_id}/plan", OPERATOR],
  ["PUT /v1/admin/workspaces/{workspace_id}/feature-flags", OPERATOR],
  ["POST /v1/admin/promo-codes", OPERATOR],
  ["GET /v1/admin/promo-codes", OPERATOR],
  ["PUT /v1/admin/workspaces/{workspace_id}/promo-offer", OPERATOR],
  ["GET /v1/admin/plan-requests", OPERATOR],
  ["POST /v1/admin/plan-requests/{plan_request_id}/approve", OPERATOR],
  ["POST /v1/admin/plan-requests/{plan_request_id}/deny", OPERATOR],
  ["GET /v1/engines", OPERATOR],
  ["PUT /v1/admin/voices/{voice_id}/safety-control", OPERATOR],
  ["PUT /v1/admin/voices/{voice_id}/verification", OPERATOR],
  ["GET /v1/admin/models", OPERATOR],
  ["POST /v1/admin/models", OPERATOR],
  ["DELETE /v1/admin/models/{model_id}", OPERATOR],
];

const TABLE = compileRouteTable(ROUTE_ACCESS);

/** The access rule of an authenticated API route, or undefined when it has none. */
export function routeAccess(method: string, path: string): RouteAccess | undefined {
  return TABLE.lookup(method, path);
}
