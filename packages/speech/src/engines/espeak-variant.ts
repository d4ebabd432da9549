import { createHash } from "node:crypto";
import type { EspeakVariant } from "../voices/voice-rendering";

/**
 * An {@link EspeakVariant} as eSpeak NG reads it: the text of a variant file (the format of
 * `espeak-ng-data/voices/!v/*`) and the name the engine loads it under.
 *
 * Variants come from stored voices (designs, approximated clones), so any number may arrive:
 * eSpeak parses them with sscanf and trusts them (a base pitch under 9 Hz wraps its fixed-point
 * pitch, a top below the base makes the range negative), so every number is clamped here to what
 * it renders sensibly, and what is not a finite number falls back to eSpeak's own default.
 */

/** The limits every field is clamped to. The pitch limits are the speech service's promise. */
export const VARIANT_LIMITS = {
  pitchBase: [20, 600],
  pitchRange: [0, 400],
  formantFreq: [50, 200],
  formantStrength: [0, 200],
  formantWidth: [20, 400],
  breath: [0, 100],
  breathw: [20, 2000],
  flutter: [0, 40],
  roughness: [0, 7],
  voicing: [0, 200],
  consonants: [0, 200],
} as const satisfies Record<string, readonly [number, number]>;

/** eSpeak's variant name buffer is 40 bytes with the base voice (`gmw/en-US+`): a short name, never starting with a digit (that would be a numbered variant). */
const NAME_PREFIX = "vcb";

function clamp(value: number | undefined, [min, max]: readonly [number, number], fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.round(Math.min(max, Math.max(min, value)));
}

/** eSpeak's breath noise widths for formants 1..8 (`VoiceReset`). */
const DEFAULT_BREATHW = [200, 200, 400, 400, 400, 600, 600, 600];

/**
 * Eight numbers, one per formant 1..8, each clamped; a shorter list is padded with `defaults`
 * (eSpeak zeroes only the first three it does not read and keeps the others: written out, the
 * line means the same whatever eSpeak does).
 */
function eight(values: readonly number[] | undefined, limits: readonly [number, number], defaults: readonly number[]): number[] | undefined {
  if (!Array.isArray(values) || values.length === 0) return undefined;
  return defaults.map((fallback, i) => (i < values.length ? clamp(values[i], limits, fallback) : fallback));
}

/**
 * The variant with every number clamped and rounded (eSpeak reads integers): formants 0..8 only,
 * the last line for a formant winning; breath lists padded to eight. What is not a finite
 * number falls back to eSpeak's default.
 */
export function clampVariant(variant: EspeakVariant): EspeakVariant {
  const L = VARIANT_LIMITS;
  const formants = new Map<number, NonNullable<EspeakVariant["formants"]>[number]>();
  for (const f of Array.isArray(variant.formants) ? variant.formants : []) {
    if (!f || !Number.isInteger(f.n) || f.n < 0 || f.n > 8) continue; // eSpeak has formants 0..8 only
    formants.set(f.n, { n: f.n, freq: clamp(f.freq, L.formantFreq, 100), strength: clamp(f.strength, L.formantStrength, 100), width: clamp(f.width, L.formantWidth, 100) });
  }
  const clamped: EspeakVariant = { pitchBase: clamp(variant.pitchBase, L.pitchBase, 82), pitchRange: clamp(variant.pitchRange, L.pitchRange, 36) };
  if (formants.size) clamped.formants = [...formants.values()].sort((a, b) => a.n - b.n);
  const breath = eight(variant.breath, L.breath, [0, 0, 0, 0, 0, 0, 0, 0]);
  if (breath) clamped.breath = breath;
  const breathw = eight(variant.breathw, L.breathw, DEFAULT_BREATHW);
  if (breathw) clamped.breathw = breathw;
  if (variant.flutter !== undefined) clamped.flutter = clamp(variant.flutter, L.flutter, 2);
  if (variant.roughness !== undefined) clamped.roughness = clamp(variant.roughness, L.roughness, 2);
  if (variant.voicing !== undefined) clamped.voicing = clamp(variant.voicing, L.voicing, 100);
  if (Array.isArray(variant.consonants)) clamped.consonants = [clamp(variant.consonants[0], L.consonants, 90), clamp(variant.consonants[1], L.consonants, 100)];
  return clamped;
}

/** The variant file's text (the variant clamped first, see {@link clampVariant}). */
export function variantFileText(variant: EspeakVariant): string {
  const v = clampVariant(variant);
  // eSpeak's line is `pitch <lowest> <highest>`: the range sits above the base.
  const lines = ["name vocable", `pitch ${v.pitchBase} ${v.pitchBase + v.pitchRange}`];
  for (const f of v.formants ?? []) lines.push(`formant ${f.n} ${f.freq} ${f.strength} ${f.width}`);
  if (v.breath) lines.push(`breath ${v.breath.join(" ")}`);
  if (v.breathw) lines.push(`breathw ${v.breathw.join(" ")}`);
  if (v.flutter !== undefined) lines.push(`flutter ${v.flutter}`);
  if (v.roughness !== undefined) lines.push(`roughness ${v.roughness}`);
  if (v.voicing !== undefined) lines.push(`voicing ${v.voicing}`);
  if (v.consonants) lines.push(`consonants ${v.consonants[0]} ${v.consonants[1]}`);
  return `${lines.join("\n")}\n`;
}

/**
 * The name a variant file is loaded under: a hash of its text, so equal variants share a name
 * (and the engine's per-voice heap snapshot) and different ones never collide.
 */
export function variantFileName(text: string): string {
  return NAME_PREFIX + createHash("sha256").update(text).digest("hex").slice(0, 12);
}
