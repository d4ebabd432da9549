/**
 * The source's intonation on the target's voice: where the source's pitch rises or falls relative
 * to its own median, the re-spoken audio's pitch is moved to rise or fall as much relative to the
 * target voice's median (a contour carried on a log scale, so a woman's question stays a question
 * in a man's voice at his own pitch).
 */
import { PITCH_FRAME_SECONDS, trackPitch, type PitchTrack } from "../analysis/pitch";
import { resampleWhole } from "../audio/resampler";
import { PITCH_SHIFT_RANGE, shiftPitch } from "./pitch-shift";

/**
 * Pitch is measured at this rate at most: the tracker's cost grows with the square of the rate,
 * and 16 kHz resolves a 450 Hz voice's period to within 1%.
 */
export const PITCH_ANALYSIS_RATE = 16000;

/** The pitch track of mono audio, measured at {@link PITCH_ANALYSIS_RATE} at most (its 40 ms frames are the same whatever the rate). */
export function trackPitchCheaply(samples: Int16Array, sampleRate: number): PitchTrack {
  const rate = Math.min(sampleRate, PITCH_ANALYSIS_RATE);
  return trackPitch(resampleWhole(samples, sampleRate, rate), rate, PITCH_SHIFT_RANGE);
}

/** The contour is moved by at most this factor or its inverse at any moment: more would strain the target voice. */
const MAX_INTONATION_SHIFT = 1.5;

/** A frame where only the re-spoken audio is voiced takes the factor of known frames this near (40 ms frames): 160 ms. */
const FILL_FRAMES = 4;

/**
 * How far the re-spoken audio's pitch should move at each frame (a factor): the source's pitch
 * over its median, on the target's median, over what the re-spoken audio has. Lone frames are
 * evened out with their neighbours (a three-frame median of the log factors); a frame voiced in
 * the re-spoken audio only (the voices do not voice the same sounds for exactly as long) takes
 * the factor of the known frames around it, within {@link FILL_FRAMES}, so a vowel is not moved
 * in part; elsewhere 1.
 */
export function intonationFactors(source: PitchTrack, respoken: PitchTrack, medians: IntonationMedians): number[] {
  const { sourceHz, targetHz } = medians;
  const frames = respoken.frames.length;
  const logs: (number | null)[] = [];
  for (let i = 0; i < frames; i++) {
    const s = source.frames[i];
    const t = respoken.frames[i];
    logs.push(s && t ? Math.log((targetHz * s) / sourceHz / t) : null);
  }
  const limit = Math.log(MAX_INTONATION_SHIFT);
  const smoothed = logs.map((value, i) => {
    if (value === null) return null;
    const around = [logs[i - 1], value, logs[i + 1]].filter((v): v is number => v !== null && v !== undefined).sort((a, b) => a - b);
    return Math.max(-limit, Math.min(limit, around[Math.floor(around.length / 2)]));
  });
  return smoothed.map((value, i) => Math.exp(value ?? (respoken.frames[i] ? filled(smoothed, i) : 0)));
}

/** The log factor at `i` from the nearest known frames within {@link FILL_FRAMES} (linear between two, held from one), else 0. */
function filled(values: readonly (number | null)[], i: number): number {
  let before = -1;
  for (let j = i - 1; j >= Math.max(0, i - FILL_FRAMES); j--) if (values[j] !== null) { before = j; break; }
  let after = -1;
  for (let j = i + 1; j <= Math.min(values.length - 1, i + FILL_FRAMES); j++) if (values[j] !== null) { after = j; break; }
  if (before >= 0 && after >= 0) return values[before]! + ((values[after]! - values[before]!) * (i - before)) / (after - before);
  if (before >= 0) return values[before]!;
  if (after >= 0) return values[after]!;
  return 0;
}

/** The usual pitch of each voice, Hz: the source's over the whole source, the target's over its whole synthesis. */
export interface IntonationMedians {
  sourceHz: number;
  targetHz: number;
}

/**
 * `respoken` (the target's words on the source's timeline, at `rate`) with the intonation of
 * `source` (the same stretch of the source's timeline, at its own rate): see the module comment.
 * Works on any stretch of the two (the voice changer goes phrase by phrase) given the voices' medians.
 */
export function carryIntonation(source: { samples: Int16Array; sampleRate: number }, respoken: Int16Array, rate: number, medians: IntonationMedians): Int16Array {
  const sourceTrack = trackPitchCheaply(source.samples, source.sampleRate);
  const respokenTrack = trackPitchCheaply(respoken, rate);
  if (respokenTrack.median === null) return respoken;
  const factors = intonationFactors(sourceTrack, respokenTrack, medians);
  // Linear between frame centres: the grains' spacing changes smoothly.
  const factorAt = (seconds: number) => {
    const position = seconds / PITCH_FRAME_SECONDS - 0.5;
    const i = Math.max(0, Math.min(factors.length - 1, Math.floor(position)));
    const j = Math.min(factors.length - 1, i + 1);
    const w = Math.max(0, Math.min(1, position - i));
    return factors.length === 0 ? 1 : factors[i] * (1 - w) + factors[j] * w;
  };
  return shiftPitch(respoken, rate, factorAt, respokenTrack);
}
