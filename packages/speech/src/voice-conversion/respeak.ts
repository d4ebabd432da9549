/**
 * Re-speaking: the recognised words of the source said once by the target voice, then each word
 * stretched to the source's timing and placed where the source said it (retime.ts), then moved
 * to the source's intonation on the target's own pitch (intonation.ts).
 *
 * The signal work runs on the caller's thread in steps of about a second of audio, with a turn of
 * the event loop between steps: measured on 50 s of speech, 0.03-0.04 s of CPU per second of audio
 * (0.01 s without the intonation), never more than about 50 ms at once.
 */
import type { CharacterAlignment } from "../alignment/character-alignment";
import { intonationFactors, intoneSpan, trackContour } from "./intonation";
import { planRuns, renderRunSteps, runExtent, type RetimeInput, type RunPlan } from "./retime";
import { respeakingText, trimSilentEdges, wordSpansOf, type TimedWord } from "./word-spans";

/** Phrases (runs rendered, then moved in pitch, together) are cut once this long, at a pause. */
const PHRASE_SECONDS = 2;
/** Pitch is measured in slices this long, a turn of the event loop between them. */
const SLICE_SECONDS = 2;

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

/** A turn of the event loop, then the abort reason thrown if `signal` has aborted. */
async function turn(signal: AbortSignal | undefined): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  throwIfAborted(signal);
}

/** Runs a stepped computation with a turn of the event loop at each of its pauses and at its end. */
async function inTurns<T>(steps: Generator<void, T, void>, signal: AbortSignal | undefined): Promise<T> {
  for (;;) {
    const next = steps.next();
    await turn(signal);
    if (next.done) return next.value;
  }
}

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
  const phrases: { from: number; to: number }[] = [];
  for (const phrase of phrasesOf(plans, rate)) {
    let from = Infinity;
    let to = -Infinity;
    for (const plan of phrase) {
      const span = await inTurns(renderRunSteps(target, plan, out), signal);
      from = Math.min(from, span.from);
      to = Math.max(to, span.to);
    }
    if (to > from) phrases.push({ from, to });
  }
  if (input.intonation !== false) {
    const between = () => turn(signal);
    const sourceContour = await trackContour(source.samples, source.sampleRate, SLICE_SECONDS, between);
    const respokenContour = await trackContour(out, rate, SLICE_SECONDS, between);
    const factors = intonationFactors(sourceContour, respokenContour);
    for (const phrase of phrases) await inTurns(intoneSpan(out, rate, phrase, respokenContour, factors), signal);
  }
  return { samples: out, sampleRate: rate };
}
