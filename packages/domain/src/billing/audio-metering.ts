/**
 * What audio work costs, as ElevenLabs charges it (its public pricing, read for issue 22):
 * - Voice isolation: 1,000 characters (credits) a minute of the audio sent, from the workspace's
 *   character quota, counted by the started second.
 * - Speech to text (Scribe) and forced alignment ("the same rate as the Speech to Text API"): a
 *   monthly allowance of audio hours per tier (Free 2.5, Starter 12.5, Creator 63, Pro 320, Scale
 *   1,220, Business 6,000), counted in started seconds and reset with the characters. ElevenLabs
 *   sells hours past the allowance on paid plans; Vocable refuses them instead (no per-hour
 *   overage is billed yet), so the allowance is a cap on every tier.
 * - Speech to speech (voice changer): 1,000 characters a minute of the audio sent, like isolation
 *   (ElevenLabs' voice changer rate), from the character quota.
 * - Sound effects: seconds of sound made, against a monthly allowance per tier (spec §9: Free 250,
 *   Starter 750, Creator 2,500, Pro 12,500, Scale 50,000, Business 275,000), counted by the started
 *   second and reset with the characters; refused past it on every tier.
 * Pure rules: the server charges them under the workspace row lock (features/speech/generations).
 */
import { UNLIMITED, isTierId, isUnlimited, type TierId } from "../tiers";

/** Characters a minute of audio isolation costs. */
export const ISOLATION_CHARACTERS_PER_MINUTE = 1_000;

/** Hours of speech to text (and forced alignment) a month, by tier; {@link UNLIMITED} for enterprise and trial. */
const TRANSCRIPTION_HOURS: Readonly<Record<TierId, number>> = {
  free: 2.5,
  starter: 12.5,
  creator: 63,
  pro: 320,
  // Scale, and the grant tiers that take Scale's figures throughout (tiers.ts).
  growing_business: 1_220,
  grant_tier_1_2025_07_23: 1_220,
  grant_tier_2_2025_07_23: 1_220,
  scale_2024_08_10: 6_000,
  trial: UNLIMITED,
  enterprise: UNLIMITED,
};

/** Characters a minute of speech to speech costs (ElevenLabs' voice changer rate). */
export const VOICE_CHANGER_CHARACTERS_PER_MINUTE = 1_000;

/** Sound-effect seconds a month, by tier (spec §9); {@link UNLIMITED} for enterprise and trial. */
const SOUND_EFFECT_SECONDS: Readonly<Record<TierId, number>> = {
  free: 250,
  starter: 750,
  creator: 2_500,
  pro: 12_500,
  growing_business: 50_000,
  grant_tier_1_2025_07_23: 50_000,
  grant_tier_2_2025_07_23: 50_000,
  scale_2024_08_10: 275_000,
  trial: UNLIMITED,
  enterprise: UNLIMITED,
};

/** Whole seconds charged for `seconds` of audio: every started second, at least one. */
export function meteredSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 1;
  return Math.max(1, Math.ceil(seconds - 1e-9));
}

/** Characters charged to isolate `seconds` of audio: 1,000 a minute, by the started second, rounded up. */
export function isolationCharacterCost(seconds: number): number {
  return Math.ceil((meteredSeconds(seconds) * ISOLATION_CHARACTERS_PER_MINUTE) / 60);
}

/** Characters charged to convert `seconds` of speech: 1,000 a minute, by the started second, rounded up. */
export function voiceChangerCharacterCost(seconds: number): number {
  return Math.ceil((meteredSeconds(seconds) * VOICE_CHANGER_CHARACTERS_PER_MINUTE) / 60);
}

/** Sound-effect seconds a month on `tier` ({@link UNLIMITED} when none bound it; an unknown tier gets free's). */
export function soundEffectSecondsLimit(tier: string): number {
  return isTierId(tier) ? SOUND_EFFECT_SECONDS[tier] : SOUND_EFFECT_SECONDS.free;
}

/** Minutes of speech to speech a month's characters buy on a plan of `characterLimit` ({@link UNLIMITED} stays so). */
export function speechToSpeechMinutes(characterLimit: number): number {
  return isUnlimited(characterLimit) ? UNLIMITED : Math.floor(characterLimit / VOICE_CHANGER_CHARACTERS_PER_MINUTE);
}

/** Seconds of speech to text a month on `tier` ({@link UNLIMITED} when none bound it; an unknown tier gets free's). */
export function transcriptionSecondsLimit(tier: string): number {
  const hours = isTierId(tier) ? TRANSCRIPTION_HOURS[tier] : TRANSCRIPTION_HOURS.free;
  return isUnlimited(hours) ? UNLIMITED : Math.round(hours * 3600);
}

/** Hours of speech to text a month on `tier`, for the plan cards ({@link UNLIMITED} for enterprise and trial). */
export function transcriptionHours(tier: TierId): number {
  return TRANSCRIPTION_HOURS[tier];
}

export type TranscriptionQuotaCheck = { ok: true } | { ok: false; remaining: number };

/** Whether `cost` more seconds fit in this month's allowance (`used` of `limit`). */
export function checkTranscriptionQuota(used: number, limit: number, cost: number): TranscriptionQuotaCheck {
  if (isUnlimited(limit) || used + cost <= limit) return { ok: true };
  return { ok: false, remaining: Math.max(0, limit - used) };
}

/** "2 h 30 min", "45 min", "12 s": an amount of audio as the quota messages and pages say it. */
export function formatAudioSeconds(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours.toLocaleString("en-US")} h ${minutes} min` : `${hours.toLocaleString("en-US")} h`;
  if (minutes > 0) return `${minutes} min`;
  return `${s} s`;
}
