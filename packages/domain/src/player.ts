/**
 * Audio player constants and pure helpers (spec voices §4 "Audio player", §9).
 */

/** Playback speeds the speed button cycles through, in order. */
export const PLAYBACK_SPEEDS = [0.8, 1, 1.2, 1.5, 2] as const;
/** Speed a newly loaded item plays at. */
export const DEFAULT_PLAYBACK_SPEED = 1;
/** Seconds the skip buttons move. */
export const SKIP_SECONDS = 10;
/** Seconds the left/right arrow keys move. */
export const ARROW_KEY_SECONDS = 3;
/** Feedback buttons appear after this much playback (or at the end). */
export const FEEDBACK_AFTER_SECONDS = 3;
/** Progress polling interval while playing. */
export const PLAYER_POLL_MS = 25;
/** Polling for a history item after it starts playing (to learn its file name and enable download). */
export const HISTORY_POLL = { firstWaitMs: 1000, tries: 10, intervalMs: 5000 } as const;
/** Words per minute used to estimate a duration when the audio does not report one. */
export const READING_WORDS_PER_MINUTE = 140;

/** Player item types. */
export const PLAYER_ITEM_TYPES = ["text-to-speech", "speech-to-speech", "speechHistoryItem", "voicePreview"] as const;
/** One player item type. */
export type PlayerItemType = (typeof PLAYER_ITEM_TYPES)[number];

/**
 * The speed after `current` in {@link PLAYBACK_SPEEDS}, wrapping from 2 back to 0.8. A speed not
 * in the list moves to the next larger listed speed (or wraps to the first).
 */
export function nextPlaybackSpeed(current: number): number {
  for (const speed of PLAYBACK_SPEEDS) {
    if (speed > current + 1e-9) return speed;
  }
  return PLAYBACK_SPEEDS[0];
}

/**
 * A seek target kept inside [0, duration]. While the duration is unknown (NaN, Infinity or
 * negative, as media elements report during loading or streaming) only the lower bound applies.
 * A NaN target becomes 0; an infinite one becomes the duration when known, else 0.
 */
export function clampSeek(t: number, duration: number): number {
  const known = Number.isFinite(duration) && duration >= 0;
  if (Number.isNaN(t)) return 0;
  if (t < 0) return 0;
  if (known && t > duration) return duration;
  if (!Number.isFinite(t)) return known ? duration : 0;
  return t;
}

/**
 * Whether the feedback buttons are visible: after {@link FEEDBACK_AFTER_SECONDS} of playback or
 * once the item has ended.
 */
export function shouldShowFeedbackButtons(playedSeconds: number, ended: boolean): boolean {
  return ended || playedSeconds >= FEEDBACK_AFTER_SECONDS;
}

/**
 * Estimated reading time of a text in seconds at {@link READING_WORDS_PER_MINUTE}, the fallback
 * duration when the audio reports none. Words are runs of non-whitespace.
 */
export function estimateReadingSeconds(text: string): number {
  const words = text.trim() === "" ? 0 : text.trim().split(/\s+/u).length;
  return (words / READING_WORDS_PER_MINUTE) * 60;
}

/**
 * Toast when a streamed generation breaks off part-way (the spec is silent): what arrived stays in
 * the player and can still be played and sought.
 */
export const STREAM_INTERRUPTED = "The audio stream stopped before the end. You can still play what was received.";
