import type { ResolvedVoiceSettings } from "@vocable/contract";

/** Slider ranges (spec: sliders default to 0..1 in steps of 0.005; speed 0.7..1.2). */
export const SETTING_RANGES = {
  speed: { min: 0.7, max: 1.2, step: 0.01 },
  stability: { min: 0, max: 1, step: 0.005 },
  similarity_boost: { min: 0, max: 1, step: 0.005 },
  style: { min: 0, max: 1, step: 0.005 },
} as const;

export type SliderSetting = keyof typeof SETTING_RANGES;

/** Fallback when the server defaults are not loaded yet. */
export const FALLBACK_SETTINGS: ResolvedVoiceSettings = {
  stability: 0.5,
  similarity_boost: 0.75,
  style: 0,
  use_speaker_boost: true,
  speed: 1,
};

function inRange(value: unknown, key: SliderSetting): boolean {
  const range = SETTING_RANGES[key];
  return typeof value === "number" && Number.isFinite(value) && value >= range.min && value <= range.max;
}

/** Whether a stored value is a complete, in-range settings object (else the defaults are used). */
export function isStoredSettings(value: unknown): value is ResolvedVoiceSettings {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    inRange(v.speed, "speed") &&
    inRange(v.stability, "stability") &&
    inRange(v.similarity_boost, "similarity_boost") &&
    inRange(v.style, "style") &&
    typeof v.use_speaker_boost === "boolean"
  );
}

/** A restored id when it is still offered, else the first offered one (or "" when none). */
export function pickAvailable(stored: string, available: readonly string[]): string {
  if (stored && available.includes(stored)) return stored;
  return available[0] ?? "";
}
