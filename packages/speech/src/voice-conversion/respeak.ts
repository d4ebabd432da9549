/**
 * Re-speaking: the recognised words of the source said once by the target voice, then each word
 * stretched to the source's timing and placed where the source said it (retime.ts), then moved
 * to the source's intonation on the target's own pitch (intonation.ts).
 *
 * The signal work runs on the caller's thread in slices of a second or two of audio, with a turn of
 * the event loop between slices: about 0.05 s of CPU per second of audio in all (measured on
 * 50 s of speech; 0.01-0.02 s without the intonation), under 0.1 s at once.
 */
import { percentile } from "../analysis/pitch";
import type { CharacterAlignment } from "../alignment/character-alignment";
import { carryIntonation, trackPitchCheaply, type IntonationMedians } from "./intonation";
import { planRuns, renderRun, runExtent, type RetimeInput, type RunPlan } from "./retime";
import { toInt16 } from "./time-stretch";
import { respeakingText, trimSilentEdges, wordSpansOf, type TimedWord } from "./word-spans";

/** Phrases (runs rendered together) are cut once this long, at a pause. */
const PHRASE_SECONDS = 2;
/** Pitch is measured and moved in slices this long at most, a turn of the event loop between them (under 0.1 s of work each). */
const SLICE_SECONDS = 1.5;
/** Each slice's intonation is worked out with this much audio either side (the pitch tracker's frames, the grains)... */
const SLICE_MARGIN_SECONDS = 0.1;
/** ...and crossfaded into the next over this much either side of the cut. */
const CROSSFADE_SECONDS = 0.005;

/** Mono 16-bit audio at its rate. */
export interface Audio {
  samples: Int16Array;
  sampleRate: number;
}

export interface RespeakInput {
  /** The source speech (any rate; recognisers' 16 kHz is enough). */
  source: Audio;
  /** Its words, with their times in seconds. */
  words: readonly TimedWord[];
  /** Says `text` in the target voice, with character timings. */
  speak: (text: string) => Promise<Audio & { alignment: CharacterAlignment }>;
  /** Carry the source's intonation (default); false keeps the target's own (the bench compares both). */
  intonation?: boolean;
  signal?: AbortSignal;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error("voice conversion aborted");
}

/**
 * The words in time order, each within the audio, starting no earlier than the one before ends,
 * without empty ones (recognisers' output, made safe to lay out).
 */
export function orderedWords(words: readonly TimedWord[], duration: number): TimedWord[] {
  const out: TimedWord[] = [];
  for (const word of [...words].sort((a, b) => a.start - b.start)) {
    const text = word.text.trim();
    if (!text || !Number.isFinite(word.start) || !Number.isFinite(word.end)) continue;
    const start = Math.min(duration, Math.max(word.start, out[out.length - 1]?.end ?? 0));
    out.push({ text, start, end: Math.min(duration, Math.max(start, word.end)) });
  }
  return out;
}

/** The median pitch of the voiced frames of `audio`, measured a slice at a time with turns between; null when nothing is voiced. */
async function medianPitch(audio: Audio, signal?: AbortSignal): Promise<number | null> {
  const slice = Math.round(audio.sampleRate * SLICE_SECONDS);
  const voiced: number[] = [];
  for (let from = 0; from < audio.samples.length; from += slice) {
    const track = trackPitchCheaply(audio.samples.subarray(from, from + slice), audio.sampleRate);
    for (const hz of track.frames) if (hz !== null) voiced.push(hz);
    await nextTurn();
    throwIfAborted(signal);
  }
  return voiced.length ? percentile(voiced.sort((a, b) => a - b), 0.5) : null;
}

/** Consecutive runs in phrases of about {@link PHRASE_SECONDS}, cut only where the output of one run does not reach the next. */
function phrasesOf(plans: readonly RunPlan[], rate: number): RunPlan[][] {
  const phrases: RunPlan[][] = [];
  let reach = -Infinity;
  for (const plan of plans) {
    const current = phrases[phrases.length - 1];
    const long = current !== undefined && (reach - runExtent(current[0]).from) / rate >= PHRASE_SECONDS;
    if (!current || (long && runExtent(plan).from >= reach)) phrases.push([plan]);
    else current.push(plan);
    reach = Math.max(reach, runExtent(plan).to);
  }
  return phrases;
}

/**
 * The source's words said by the target voice at the source's timing and (unless `intonation`
 * is false) intonation: audio as long as the source, at the target's rate. The words must not be
 * empty (the caller says what no speech means).
 */
export async function respeak(input: RespeakInput): Promise<Audio> {
  const { source, signal } = input;
  const duration = source.samples.length / source.sampleRate;
  const words = orderedWords(input.words, duration);
  if (words.length === 0) throw new RangeError("there are no words to re-speak");
  const { text, offsets } = respeakingText(words);
  const said = await input.speak(text);
  throwIfAborted(signal);
  const rate = said.sampleRate;
  const target: RetimeInput["target"] = { samples: said.samples, sampleRate: rate, words: trimSilentEdges(wordSpansOf(said.alignment, offsets), said.samples, rate) };
  const plans = planRuns({ target, source: { words, duration } });
  const out = new Int16Array(Math.round(duration * rate));
  const medians = input.intonation === false ? null : await voiceMedians(source, said, signal);
  for (const phrase of phrasesOf(plans, rate)) {
    let from = Infinity;
    let to = -Infinity;
    for (const plan of phrase) {
      const span = renderRun(target, plan, out);
      from = Math.min(from, span.from);
      to = Math.max(to, span.to);
    }
    await nextTurn();
    throwIfAborted(signal);
    if (medians && to > from) await intonePhrase(source, out, rate, { from, to }, medians, signal);
  }
  return { samples: out, sampleRate: rate };
}

/**
 * Carries the source's intonation into `out[span]`, a slice of at most {@link SLICE_SECONDS} at a
 * time (cut at the quietest moment near the limit, each slice worked with a margin either side and
 * crossfaded into the next at the cut), with a turn of the event loop after each.
 */
async function intonePhrase(source: Audio, out: Int16Array, rate: number, span: { from: number; to: number }, medians: IntonationMedians, signal?: AbortSignal): Promise<void> {
  const original = out.slice(span.from, span.to);
  const cuts = quietCuts(original, rate, SLICE_SECONDS);
  const margin = Math.round(SLICE_MARGIN_SECONDS * rate);
  const fade = Math.round(CROSSFADE_SECONDS * rate);
  const mixed = new Float32Array(original.length);
  for (let k = 0; k + 1 < cuts.length; k++) {
    const from = Math.max(0, cuts[k] - margin);
    const to = Math.min(original.length, cuts[k + 1] + margin);
    const at = (sample: number) => Math.round(((span.from + sample) / rate) * source.sampleRate);
    const sourceSlice = source.samples.subarray(at(from), at(to));
    const moved = carryIntonation({ samples: sourceSlice, sampleRate: source.sampleRate }, original.subarray(from, to), rate, medians);
    // Rising over the fade around the slice's first cut, falling around its last: the weights of two neighbours sum to 1.
    const weight = (i: number) => Math.min(k === 0 ? 1 : ramp(i, cuts[k], fade), k + 2 === cuts.length ? 1 : 1 - ramp(i, cuts[k + 1], fade));
    for (let i = Math.max(0, cuts[k] - fade); i < Math.min(original.length, cuts[k + 1] + fade); i++) mixed[i] += moved[i - from] * weight(i);
    await nextTurn();
    throwIfAborted(signal);
  }
  out.set(toInt16(mixed), span.from);
}

/** 0 before `at - fade`, 1 after `at + fade`, linear between. */
const ramp = (i: number, at: number, fade: number) => Math.max(0, Math.min(1, (i - at + fade) / (2 * fade)));

/**
 * Where to cut `samples` into slices of at most `maxSeconds`: its start, its end, and between them
 * the quietest 10 ms within the last half second before each limit (a pause or a closure, where a
 * crossfade is not heard).
 */
export function quietCuts(samples: Int16Array, rate: number, maxSeconds: number): number[] {
  const cuts = [0];
  const longest = Math.round(maxSeconds * rate);
  const frame = Math.round(rate / 100);
  while (samples.length - cuts[cuts.length - 1] > longest) {
    const limit = cuts[cuts.length - 1] + longest;
    let best = limit;
    let quietest = Infinity;
    for (let at = limit - Math.round(rate / 2); at + frame <= limit; at += frame) {
      let energy = 0;
      for (let i = at; i < at + frame; i++) energy += samples[i] * samples[i];
      if (energy < quietest) {
        quietest = energy;
        best = at + Math.round(frame / 2);
      }
    }
    cuts.push(best);
  }
  cuts.push(samples.length);
  return cuts;
}

/** Both voices' usual pitch; null when either has no voiced sound (then there is no intonation to carry). */
async function voiceMedians(source: Audio, target: Audio, signal?: AbortSignal): Promise<IntonationMedians | null> {
  const sourceHz = await medianPitch(source, signal);
  const targetHz = await medianPitch(target, signal);
  return sourceHz !== null && targetHz !== null ? { sourceHz, targetHz } : null;
}
