/**
 * Checks of a voice sample before it is used for cloning: how much of it is speech, whether it is
 * clipped or silent, how loud it is, its pitch and its speaking rate, and the rules that turn
 * those figures into problems a client can act on.
 */
import { resampleWhole } from "../audio/resampler";
import { detectSpeech, type SpeechSegment } from "../vad/silero-vad";
import { PITCH_FRAME_SECONDS, percentile, trackPitch } from "./pitch";

/** Instant cloning needs at least this much speech (Silero VAD) across all of a voice's samples. */
export const MIN_CLONE_SPEECH_SECONDS = 3;
/** A sample with more of its samples clipped than this fraction (0.1 %) is refused. */
export const MAX_CLIPPED_FRACTION = 0.001;
/** A sample whose peak is below this level (or with no speech at all) is silent. */
export const SILENT_PEAK_DBFS = -50;
/** The level reported for digital silence (no sample differs from zero). */
export const DBFS_FLOOR = -120;

export interface SampleAnalysis {
  durationSeconds: number;
  /** Seconds of speech found by Silero VAD. */
  speechSeconds: number;
  /** Fraction of all samples that lie in runs of 3 or more at (or within 1 LSB of) full scale. */
  clippedFraction: number;
  /** The loudest sample, dB relative to full scale ({@link DBFS_FLOOR} for digital silence). */
  peakDbfs: number;
  /** The RMS level of the speech, dBFS; null when there is no speech. */
  rmsDbfs: number | null;
  /** Pitch of the speech in Hz: median, 10th (low) and 90th (high) percentiles; null when nothing is voiced. */
  pitch: { median: number; low: number; high: number } | null;
  /**
   * Syllables per second of speech, an ESTIMATE: voiced peaks of the loudness envelope (roughly one
   * per vowel) per second of sounding speech (pauses inside it left out). Good for comparing two
   * recordings (is this one faster?) within about 15 %, not an exact syllable count. Null when
   * there is no speech.
   */
  speakingRate: number | null;
  /** How cleanly periodic the voiced speech is (0.6..1, lower for breathy or rough voices); null when nothing is voiced. */
  periodicity: number | null;
}

/** Audio above this rate is analysed at it (pitch tracking cost grows with the square of the rate). */
const ANALYSIS_RATE = 16000;
/** The loudness envelope: 20 ms windows every 10 ms, at 8 kHz (vowels carry their energy below 4 kHz). */
const ENVELOPE_RATE = 8000;
const ENVELOPE_HOP = 80;
const ENVELOPE_WINDOW = 160;
/** A syllable peak stands at least this far (dB) above the dips on both sides. */
const PEAK_PROMINENCE_DB = 2;
/** ...and within this many dB of the speech's loud level (its 95th percentile). */
const PEAK_FLOOR_DB = 20;
/** Inside speech, a 10 ms frame this far below the loud level is a pause. */
const PAUSE_DB = 35;

const dbfs = (amplitude: number) => (amplitude > 0 ? Math.max(DBFS_FLOOR, 20 * Math.log10(amplitude / 32768)) : DBFS_FLOOR);

/** Fraction of samples in runs of >= 3 consecutive samples at or within 1 LSB of full scale. */
export function clippedFraction(samples: Int16Array): number {
  let clipped = 0;
  let run = 0;
  for (let i = 0; i <= samples.length; i++) {
    const s = i < samples.length ? samples[i] : 0;
    if (s >= 32766 || s <= -32767) run++;
    else {
      if (run >= 3) clipped += run;
      run = 0;
    }
  }
  return samples.length ? clipped / samples.length : 0;
}

function inSegments(time: number, segments: readonly SpeechSegment[]): boolean {
  return segments.some((s) => time >= s.start && time < s.end);
}

/**
 * Syllables per second of articulation, estimated: local maxima of the loudness envelope (dB)
 * inside speech, at or next to a voiced pitch frame, within {@link PEAK_FLOOR_DB} of the loud level
 * and standing {@link PEAK_PROMINENCE_DB} above the dips around them, counted per second of the
 * speech's sounding time (pauses inside the speech segments, quieter than the loud level by
 * {@link PAUSE_DB}, left out: how long a speaker pauses is not how fast they speak). Null
 * without speech.
 */
export function estimateSpeakingRate(samples: Int16Array, sampleRate: number, segments: readonly SpeechSegment[], voiced: (time: number) => boolean): number | null {
  const audio = resampleWhole(samples, sampleRate, ENVELOPE_RATE);
  const env: number[] = [];
  for (let start = 0; start + ENVELOPE_WINDOW <= audio.length; start += ENVELOPE_HOP) {
    let energy = 0;
    for (let i = start; i < start + ENVELOPE_WINDOW; i++) energy += audio[i] * audio[i];
    env.push(10 * Math.log10(energy / ENVELOPE_WINDOW + 1));
  }
  const time = (i: number) => (i * ENVELOPE_HOP + ENVELOPE_WINDOW / 2) / ENVELOPE_RATE;
  const speech = env.map((_, i) => inSegments(time(i), segments));
  const speechLevels = env.filter((_, i) => speech[i]).sort((a, b) => a - b);
  if (speechLevels.length === 0) return null;
  const loud = percentile(speechLevels, 0.95);
  const sounding = speechLevels.filter((level) => level >= loud - PAUSE_DB).length * (ENVELOPE_HOP / ENVELOPE_RATE);
  let peaks = 0;
  let dip = Infinity; // lowest level since the last counted peak
  let candidate = -1; // a peak waiting for the dip after it
  for (let i = 1; i < env.length - 1; i++) {
    dip = Math.min(dip, env[i]);
    if (candidate >= 0 && env[candidate] - env[i] >= PEAK_PROMINENCE_DB) {
      peaks++;
      candidate = -1;
      dip = env[i];
    }
    const isMax = env[i] >= env[i - 1] && env[i] > env[i + 1];
    if (!isMax || env[i] < loud - PEAK_FLOOR_DB || env[i] - dip < PEAK_PROMINENCE_DB || !speech[i] || !voiced(time(i))) continue;
    if (candidate < 0 || env[i] > env[candidate]) candidate = i;
  }
  if (candidate >= 0) peaks++;
  return sounding > 0 ? peaks / sounding : null;
}

/**
 * The figures of a voice sample (mono 16-bit at any rate); see {@link SampleAnalysis}. Pure apart
 * from running Silero VAD; rejects as `detectSpeech` does when its model is missing.
 */
export async function analyzeVoiceSample(samples: Int16Array, sampleRate: number): Promise<SampleAnalysis> {
  if (!(samples instanceof Int16Array)) throw new TypeError("samples must be an Int16Array");
  if (!Number.isInteger(sampleRate) || sampleRate < 4000) throw new RangeError(`sample rate must be an integer of at least 4000 Hz, got ${sampleRate}`);
  const segments = await detectSpeech(samples, sampleRate);
  const speechSeconds = segments.reduce((sum, s) => sum + (s.end - s.start), 0);

  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  let energy = 0;
  let counted = 0;
  for (const s of segments) {
    const to = Math.min(samples.length, Math.round(s.end * sampleRate));
    for (let i = Math.round(s.start * sampleRate); i < to; i++) energy += samples[i] * samples[i];
    counted += Math.max(0, to - Math.round(s.start * sampleRate));
  }

  const rate = Math.min(sampleRate, ANALYSIS_RATE);
  const track = trackPitch(resampleWhole(samples, sampleRate, rate), rate);
  const frameAt = (time: number) => track.frames[Math.floor(time / PITCH_FRAME_SECONDS)] ?? null;
  const voicedPitches: number[] = [];
  track.frames.forEach((pitch, i) => {
    if (pitch !== null && inSegments((i + 0.5) * PITCH_FRAME_SECONDS, segments)) voicedPitches.push(pitch);
  });
  voicedPitches.sort((a, b) => a - b);
  const pitch = voicedPitches.length
    ? { median: percentile(voicedPitches, 0.5), low: percentile(voicedPitches, 0.1), high: percentile(voicedPitches, 0.9) }
    : null;
  // A peak's own pitch frame or one next to it voiced: a vowel's loudest instant may sit on a frame's edge.
  const voicedAt = (t: number) => [-1, 0, 1].some((d) => frameAt(t + d * PITCH_FRAME_SECONDS) !== null);

  return {
    durationSeconds: samples.length / sampleRate,
    speechSeconds,
    clippedFraction: clippedFraction(samples),
    peakDbfs: dbfs(peak),
    rmsDbfs: counted > 0 ? dbfs(Math.sqrt(energy / counted)) : null,
    pitch,
    speakingRate: speechSeconds > 0 ? estimateSpeakingRate(samples, sampleRate, segments, voicedAt) : null,
    periodicity: pitch ? track.periodicity : null,
  };
}

/** Machine-readable problem codes, stable across versions. */
export type SampleProblemCode = "too_little_speech" | "clipped" | "silent";

export interface SampleProblem {
  code: SampleProblemCode;
  /** Index of the sample concerned; absent for problems of the samples taken together (too little speech). */
  sample?: number;
  /** The measured figure (seconds of speech, clipped fraction, peak dBFS). */
  value: number;
  /** The limit it breaks. */
  limit: number;
}

export interface SampleThresholds {
  /** Speech needed across all samples; default {@link MIN_CLONE_SPEECH_SECONDS}. */
  minSpeechSeconds?: number;
  /** Default {@link MAX_CLIPPED_FRACTION}. */
  maxClippedFraction?: number;
  /** Default {@link SILENT_PEAK_DBFS}. */
  silentPeakDbfs?: number;
}

/**
 * The problems of a voice's samples (one analysis or all of a voice's), in a stable order: per
 * sample, in sample order, `silent` then `clipped`; then `too_little_speech` for the samples
 * together. Empty when the samples are fit for instant cloning.
 */
export function sampleProblems(analyses: SampleAnalysis | readonly SampleAnalysis[], thresholds: SampleThresholds = {}): SampleProblem[] {
  const list: readonly SampleAnalysis[] = Array.isArray(analyses) ? analyses : [analyses as SampleAnalysis];
  const minSpeech = thresholds.minSpeechSeconds ?? MIN_CLONE_SPEECH_SECONDS;
  const maxClipped = thresholds.maxClippedFraction ?? MAX_CLIPPED_FRACTION;
  const silentPeak = thresholds.silentPeakDbfs ?? SILENT_PEAK_DBFS;
  const problems: SampleProblem[] = [];
  list.forEach((analysis, sample) => {
    if (analysis.peakDbfs < silentPeak || analysis.speechSeconds === 0) {
      problems.push({ code: "silent", sample, value: analysis.peakDbfs, limit: silentPeak });
    }
    if (analysis.clippedFraction > maxClipped) problems.push({ code: "clipped", sample, value: analysis.clippedFraction, limit: maxClipped });
  });
  const speech = list.reduce((sum, a) => sum + a.speechSeconds, 0);
  if (speech < minSpeech) problems.push({ code: "too_little_speech", value: speech, limit: minSpeech });
  return problems;
}
