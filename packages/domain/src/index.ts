/**
 * @vocable/domain: pure rules and constants shared by the server and the web app
 * (tiers, quotas, file names, feedback, player, formatting, UI constants, error texts, the web app's routes,
 * the account rules under account/: landing links, redirects, privacy, referral, session, passwords, support access,
 * and the WAV header the server, the speech engines and the recorder all write (audio/wav-header.ts).
 * No I/O and nothing Node- or browser-specific.
 */
export * from "./tiers";
export * from "./quota";
export * from "./text-quota";
export * from "./file-names";
export * from "./feedback";
export * from "./player";
export * from "./format";
export * from "./ui-constants";
export * from "./errors";
export * from "./sharing/social-share";
export * from "./sharing/share-video";
export * from "./feature-flags";
export * from "./app-routes";
export * from "./marketing/marketing-pages";
export * from "./marketing/use-cases";
export * from "./marketing/language-pages";
export * from "./marketing/built-in-voices";
export * from "./marketing/api-prices";
export * from "./pronunciation-dictionaries";
export * from "./onboarding-checklist";
export * from "./geo";
export * from "./public-name";
export * from "./account/landing";
export * from "./account/redirect";
export * from "./account/privacy";
export * from "./account/referral";
export * from "./account/auth-session";
export * from "./account/confirmation-dialog";
export * from "./account/password";
export * from "./account/support-access";
export * from "./two-factor";
export * from "./workspace/permissions";
export * from "./workspace/service-accounts";
export * from "./workspace/api-key-form";
export * from "./workspace/ip-allowlist";
export * from "./webhooks/target-address";
export * from "./webhooks/events";
export * from "./workspace/resource-sharing";
export * from "./workspace/membership";
export * from "./workspace/seat-limits";
export * from "./workspace/security-settings";
export * from "./workspace/sso";
export * from "./transcripts/language-codes";
export * from "./transcripts/transcript-words";
export * from "./transcripts/subtitles";
export * from "./transcripts/keyterms";
export * from "./transcripts/entities";
export * from "./transcripts/redact-words";
export * from "./transcripts/speaker-labels";
export * from "./transcripts/additional-formats";
export * from "./transcripts/word-confidence";
export * from "./transcripts/restore-punctuation";
export * from "./voices/voice-rules";
export * from "./voices/sample-trim";
export * from "./billing/plan-action";
export * from "./billing/plan-prices";
export * from "./billing/subscription-status";
export * from "./billing/promo";
export * from "./billing/plan-catalogue";
export * from "./billing/tier-checks";
export * from "./billing/plan-capabilities";
export * from "./billing/billing-period";
export * from "./billing/confirmation-dialog";
export * from "./billing/audio-metering";
export * from "./audio/wav-header";
export * from "./audio/sound-effect-categories";
export * from "./realtime/single-use-tokens";
export * from "./realtime/chunk-schedule";
export * from "./realtime/partial-prefix";
export * from "./dialogue/dialogue";
export * from "./dialogue/audio-tags";
