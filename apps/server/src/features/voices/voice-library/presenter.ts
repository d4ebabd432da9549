import type { LibraryVoice, VoiceSharing } from "@vocable/contract";
import { previewUrl } from "#features/voices/voices/presenter";
import type { VoiceRow } from "#features/voices/voices/repo";
import type { SharedVoiceRow } from "./repo";

/** A library voice in the ElevenLabs LibraryVoiceResponse shape; `origin` is PUBLIC_URL. */
export function presentLibraryVoice(row: SharedVoiceRow, opts: { origin: string; addedByUser: boolean; method: string; distance?: number }): LibraryVoice {
  return {
    public_owner_id: row.publicOwnerId,
    voice_id: row.voiceId,
    date_unix: Math.floor(row.sharedAt.getTime() / 1000),
    name: row.name,
    accent: row.accent,
    gender: row.gender,
    age: row.age,
    descriptive: row.descriptive,
    use_case: row.useCase,
    category: row.category,
    language: row.language,
    locale: null,
    description: row.description,
    preview_url: previewUrl(opts.origin, row.voiceId),
    usage_character_count_1y: 0,
    usage_character_count_7d: 0,
    play_api_usage_character_count_1y: 0,
    cloned_by_count: row.clonedByCount,
    free_users_allowed: row.freeUsersAllowed,
    live_moderation_enabled: row.liveModerationEnabled,
    featured: row.featured,
    notice_period: row.noticePeriodDays,
    is_added_by_user: opts.addedByUser,
    vocable_method: opts.method,
    ...(opts.distance === undefined ? {} : { distance: Math.round(opts.distance * 1000) / 1000 }),
  };
}

/** A voice's `sharing`: its library listing (the owner's voice), or for a copy the voice it came from. */
export function presentSharing(row: VoiceRow, shared: SharedVoiceRow | undefined): VoiceSharing | null {
  if (!shared) return null;
  const copy = row.copiedFromVoiceId !== null;
  return {
    status: copy ? (shared.status === "enabled" ? "copied" : "copied_disabled") : shared.status,
    public_owner_id: shared.publicOwnerId,
    original_voice_id: shared.voiceId,
    date_unix: Math.floor(shared.sharedAt.getTime() / 1000),
    free_users_allowed: shared.freeUsersAllowed,
    live_moderation_enabled: shared.liveModerationEnabled,
    notice_period: shared.noticePeriodDays,
    disable_at_unix: shared.disableAt ? Math.floor(shared.disableAt.getTime() / 1000) : null,
    voice_mixing_allowed: false,
    featured: shared.featured,
    category: shared.category,
    name: shared.name,
    description: shared.description,
    labels: { accent: shared.accent, gender: shared.gender, age: shared.age, use_case: shared.useCase, descriptive: shared.descriptive, language: shared.language },
    cloned_by_count: shared.clonedByCount,
    liked_by_count: 0,
    enabled_in_library: shared.status === "enabled" || shared.status === "copied_disabled",
    financial_rewards_enabled: false,
    whitelisted_emails: [],
  };
}
