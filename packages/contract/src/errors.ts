import { z } from "zod";

/** Machine-readable error codes carried in `detail.status` (ElevenLabs style). */
export const ERROR_CODES = [
  "invalid_api_key",
  "ip_not_allowed",
  "needs_authorization",
  "not_found",
  "voice_not_found",
  "history_item_not_found",
  "share_link_not_found",
  "share_video_not_available",
  "model_not_found",
  "api_key_not_found",
  "quota_exceeded",
  "text_too_long",
  "no_speakable_text",
  "invalid_output_format",
  "invalid_json",
  "unsupported_media_type",
  "payload_too_large",
  "range_not_satisfiable",
  "feedback_already_reviewed",
  "pronunciation_dictionary_not_found",
  "pronunciation_dictionary_version_not_found",
  "pronunciation_dictionary_archived",
  "invalid_pronunciation_lexicon",
  "too_many_concurrent_requests",
  "system_busy",
  "generation_timeout",
  "generation_failed",
  "server_shutting_down",
  "client_closed_request",
  "rate_limited",
  "too_many_attempts",
  "session_expired",
  "invalid_action_code",
  "weak_password",
  "invalid_password",
  "email_taken",
  "sensitive_action_verification_required",
  "session_not_found",
  "forbidden",
  "invalid_request",
  "invalid_action_code",
  "internal_error",
  // Two-factor (issue 8 §3).
  "invalid_backup_code",
  "two_factor_not_enabled",
  "two_factor_setup_required",
  "two_factor_locked",
  "two_factor_sign_in_expired",
  "member_locked",
  "session_required",
  "missing_permissions",
  "instance_admin_required",
  "api_key_character_limit_exceeded",
  "cross_site_request",
  // Service accounts (issue 9 §2).
  "service_account_not_found",
  "service_account_limit_reached",
  // Webhooks (issue 9 §4).
  "webhook_not_found",
  "webhook_url_not_allowed",
  "webhook_limit_reached",
  "unsupported_webhook_event",
  "unsupported_resource_type",
  // Workspaces and teams (issue 9 §1).
  "member_not_found",
  "already_member",
  "seat_limit_reached",
  "invite_not_found",
  "invite_unusable",
  "invite_for_another_address",
  "owner_protected",
  "last_admin",
  "workspace_not_found",
  "group_not_found",
  // Single sign-on (issue 9 §5).
  "identity_provider_not_found",
  "invalid_identity_provider",
  "domain_not_verified",
  "domain_already_bound",
  "sso_provider_not_found",
  // Recognition, alignment and audio uploads (issue 10 §4).
  "invalid_audio",
  "unsupported_audio_type",
  "audio_too_long",
  "no_speech_recognition_engine",
  "no_alignment_engine",
  "no_denoising_engine",
  "unsupported_language",
  "unsupported_option",
  "transcript_not_found",
  "recognition_failed",
  "engine_unavailable",
  "engine_failed",
  "model_not_installed",
  "invalid_model",
  // Voices and cloning (issue 11).
  "voice_limit_reached",
  "voice_add_edit_limit_reached",
  "professional_voice_limit_reached",
  "voice_sample_not_found",
  "voice_not_editable",
  "voice_banned",
  "voice_unavailable",
  "voice_sample_problem",
  "collection_not_found",
  "voice_copy_not_allowed",
  // Plans and billing (issue 12).
  "billing_disabled",
  "invalid_plan",
  "plan_not_allowed",
  "coupon_expired",
  "invalid_promocode",
  "subscription_not_found",
  "subscription_change_not_allowed",
  "idempotency_key_reused",
  "checkout_session_not_found",
  "checkout_session_expired",
  "invoice_not_found",
  "payment_provider_error",
  "invalid_signature",
  // What a plan includes (issue 24 §1: the capability table of packages/domain).
  "can_not_use_instant_voice_cloning",
  "can_not_use_professional_voice_cloning",
  "can_not_use_voice_design",
  "subscription_required",
  // Plan requests under operator approval (issue 22).
  "plan_request_open",
  "plan_request_not_found",
  "plan_request_closed",
  // Speech to speech and sound effects (issue 27).
  "no_voice_conversion_engine",
  "no_speech_to_convert",
  "no_sound_generation_engine",
  "no_sound_recipe",
  "sound_effect_not_found",
  "sound_effect_already_published",
  "voice_converts_only",
  // Dubbing (issue 28).
  "no_translation_engine",
  "watermark_required",
  "dubbing_not_found",
  "dubbing_not_ready",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** `{"detail": {"status": "...", "message": "..."}}` — the body of every non-validation error. */
export const ErrorBody = z
  .object({ detail: z.object({ status: z.string(), message: z.string() }) })
  .meta({ id: "HTTPError" });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{"detail": [{loc, msg, type}]}` — the body of a 422 validation error. */
export const ValidationErrorBody = z
  .object({
    detail: z.array(
      z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() }),
    ),
  })
  .meta({ id: "HTTPValidationError" });
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;
