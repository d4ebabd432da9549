/**
 * The duration slider of the generate page: its left end is "Automatic" (no duration_seconds: the
 * engine chooses from the prompt), then 0.5 to 30 seconds in half seconds (the contract's bounds).
 */
import type { MAX_SOUND_SECONDS, MIN_SOUND_SECONDS } from "@vocable/contract";

export const MIN_SECONDS: typeof MIN_SOUND_SECONDS = 0.5;
export const MAX_SECONDS: typeof MAX_SOUND_SECONDS = 30;
/** The slider's step; its value 0 is Automatic. */
export const DURATION_STEP = 0.5;

export const AUTOMATIC = "Automatic";

/** The duration a slider value asks for: null (Automatic) at its left end, else the value within the bounds. */
export function durationFromSlider(value: number): number | null {
  if (!Number.isFinite(value) || value < MIN_SECONDS) return null;
  const stepped = Math.round(value / DURATION_STEP) * DURATION_STEP;
  return Math.min(MAX_SECONDS, Math.max(MIN_SECONDS, stepped));
}

/** The slider value of a duration (0 for Automatic). */
export function sliderFromDuration(duration: number | null): number {
  return duration === null ? 0 : (durationFromSlider(duration) ?? 0);
}

/** "2.5 s", "10 s", "30 s": a sound's length as the pages show it (tenths only when there are some). */
export function formatSoundSeconds(seconds: number): string {
  const rounded = Math.round(seconds * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} s`;
}

/** What the slider says: "Automatic" or the duration. */
export function durationLabel(duration: number | null): string {
  return duration === null ? AUTOMATIC : formatSoundSeconds(duration);
}

/** Whether a stored value is a duration choice (null for Automatic, or seconds within the bounds). */
export function isDurationChoice(value: unknown): value is number | null {
  return value === null || (typeof value === "number" && Number.isFinite(value) && value >= MIN_SECONDS && value <= MAX_SECONDS);
}

/** Whether a stored value is a prompt influence (0..1). */
export function isPromptInfluence(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 1;
}
