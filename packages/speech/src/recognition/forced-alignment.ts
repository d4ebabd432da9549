import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { int16ToBytes } from "../audio/pcm-codecs";
import { pronounceTokens } from "./cmu-pronunciation";
import { POCKETSPHINX_MODEL_DIR, POCKETSPHINX_SAMPLE_RATE, pocketsphinxProgram, runPocketsphinx } from "./pocketsphinx";

/**
 * Forced alignment with CMU PocketSphinx: audio plus the text spoken in it give each word's and
 * each character's time (the ElevenLabs `POST /v1/forced-alignment` shapes).
 *
 * The text's words become a JSGF grammar that is exactly their sequence, with PocketSphinx's
 * filler words (silence, noise) allowed between any two; `pocketsphinx_batch` then finds the best
 * path through it over the whole audio (no voice activity detection, so times are the audio's).
 * Each word gets its pronunciations from the CMU dictionary, and words the dictionary lacks get one
 * built from numbers, letter names, compounds or letter-to-sound rules (see `cmu-pronunciation.ts`).
 */

/** A word of the text with its time. */
export interface AlignedWord {
  /** The whitespace-separated token exactly as written, punctuation included ("Hello,"). */
  text: string;
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
  /**
   * How badly the audio fits the word, >= 0, lower is better: minus PocketSphinx's acoustic score
   * of the word's frames, which is relative to the best-scoring senone (tied HMM state) of each
   * frame, in nats per 10 ms frame. It is not a probability. Measured here: Flite's voices saying
   * their text score 1 to 1.5, eSpeak NG's robotic voices 3 to 5, a text that was not said 7 to 8.
   * Words that could not be aligned and were placed by proportion get {@link UNALIGNED_LOSS};
   * tokens with nothing to say (a lone dash) get 0.
   */
  loss: number;
}

/** A character of the text with its time. */
export interface AlignedCharacter {
  text: string;
  start: number;
  end: number;
}

/** Word and character times for a text in its audio. */
export interface ForcedAlignment {
  words: AlignedWord[];
  /** Every character of the text (Unicode code points), spaces included, in order. */
  characters: AlignedCharacter[];
  /** The mean of the words' losses. */
  loss: number;
}

/** The loss of a word whose time was spread by proportion instead of aligned: far above any aligned word's. */
export const UNALIGNED_LOSS = 100;

/** The text has no letter or digit to align (the caller's mistake, not the engine's). */
export class NothingToAlignError extends Error {
  constructor() {
    super("The text to align is empty or has no letters or digits.");
  }
}
const FRAMES_PER_SECOND = 100;
/** PocketSphinx scores are logarithms in base 1.0001, shifted right by 10 bits (its SENSCR_SHIFT). */
const NATS_PER_SCORE_UNIT = 1024 * Math.log(1.0001);
/**
 * Beams far wider than PocketSphinx's defaults (which are tuned for recognition): the grammar is a
 * single path, so keeping nearly every hypothesis costs little (about 0.05 s per second of audio
 * here) and finds the path through speech that does not fit the model well (eSpeak's voices).
 */
const BEAMS = ["-beam", "1e-200", "-pbeam", "1e-200", "-wbeam", "1e-200", "-lpbeam", "1e-200", "-lponlybeam", "1e-200"];

/** A whitespace-separated token of the text and where it is (UTF-16 offsets). */
export interface TextToken {
  text: string;
  start: number;
  end: number;
}

/** The whitespace-separated tokens of `text`, in order. */
export function tokenize(text: string): TextToken[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** The grammar word for token `index` (the dictionary file gives its pronunciations). */
const grammarWord = (index: number) => `w${index}`;

/** A JSGF grammar accepting exactly `words` in order (fillers between them are PocketSphinx's `-fsgusefiller`). */
export function alignmentGrammar(words: readonly string[]): string {
  return `#JSGF V1.0;\ngrammar alignment;\npublic <text> = ${words.join(" ")};\n`;
}

/** A PocketSphinx dictionary: each word with its pronunciations, variants written `word(2)`. */
export function alignmentDictionary(entries: ReadonlyArray<readonly [string, readonly string[]]>): string {
  return entries.flatMap(([word, prons]) => prons.map((phones, i) => `${i === 0 ? word : `${word}(${i + 1})`} ${phones}\n`)).join("");
}

/** A stretch of a PocketSphinx segmentation: frames [startFrame, endFrame) and the acoustic score. */
export interface Segment {
  word: string;
  startFrame: number;
  endFrame: number;
  acousticScore: number;
}

/**
 * Reads a `-hypseg` line: `utt S scale T total A acoustic L lm` then `startFrame acoustic lm word`
 * per segment and the last frame. No segments when the grammar did not match.
 */
export function parseHypseg(line: string): Segment[] {
  const fields = line.trim().split(/\s+/);
  const body = fields.slice(9);
  const segments: Segment[] = [];
  for (let i = 0; i + 4 < body.length; i += 4) {
    const startFrame = Number(body[i]);
    const next = Number(body[i + 4]);
    segments.push({ word: body[i + 3], startFrame, endFrame: i + 4 === body.length - 1 ? next + 1 : next, acousticScore: Number(body[i + 1]) });
  }
  return segments;
}

/**
 * Where the speech is (seconds): from the first to the last 10 ms frame louder than 5% of the
 * loudest; null when no frame is louder than that or than a whisper (RMS 16 of 32767), i.e. silence.
 */
export function speechSpan(samples: Int16Array, sampleRate: number): [number, number] | null {
  const frame = Math.round(sampleRate / FRAMES_PER_SECOND);
  const levels: number[] = [];
  for (let at = 0; at < samples.length; at += frame) {
    let sum = 0;
    const end = Math.min(at + frame, samples.length);
    for (let i = at; i < end; i++) sum += samples[i] * samples[i];
    levels.push(Math.sqrt(sum / (end - at)));
  }
  const threshold = Math.max(levels.reduce((a, b) => Math.max(a, b), 0) * 0.05, 16);
  const first = levels.findIndex((level) => level > threshold);
  if (first < 0) return null;
  const duration = samples.length / sampleRate;
  const last = levels.findLastIndex((level) => level > threshold);
  return [first / FRAMES_PER_SECOND, Math.min((last + 1) / FRAMES_PER_SECOND, duration)];
}

/** A token's place after alignment: its time, or null when it has to be placed by proportion. */
export type Placement = { start: number; end: number; loss: number } | null;

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
const saysSomething = (token: string) => /[\p{L}\p{N}]/u.test(token);

/**
 * Words from the aligned placements. A run of tokens without a placement is spread over the time
 * between its aligned neighbours (or the edges of `span`, the speech), in proportion to the
 * letters and digits each has; with no time there, it takes none. Such tokens get
 * {@link UNALIGNED_LOSS}, or 0 when they have nothing to say. Times are rounded to milliseconds,
 * monotonic and inside [0, duration].
 */
export function placeWords(tokens: readonly TextToken[], placements: readonly Placement[], span: readonly [number, number], duration: number): AlignedWord[] {
  const words: AlignedWord[] = [];
  const clamp = (t: number, floor: number) => Math.min(Math.max(round(t), floor), round(duration));
  let time = 0;
  for (let i = 0; i < tokens.length; ) {
    const placed = placements[i];
    if (placed) {
      const start = clamp(placed.start, time);
      time = clamp(placed.end, start);
      words.push({ text: tokens[i].text, start, end: time, loss: placed.loss });
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && !placements[j]) j++;
    const from = i === 0 ? Math.max(time, span[0]) : time;
    const to = Math.max(from, j < tokens.length ? placements[j]!.start : span[1]);
    const weights = tokens.slice(i, j).map((t) => (t.text.match(/[\p{L}\p{N}]/gu) ?? []).length);
    const total = weights.reduce((a, b) => a + b, 0);
    let done = 0;
    for (let k = i; k < j; k++) {
      const start = clamp(total ? from + ((to - from) * done) / total : from, time);
      done += weights[k - i];
      time = clamp(total ? from + ((to - from) * done) / total : from, start);
      words.push({ text: tokens[k].text, start, end: time, loss: saysSomething(tokens[k].text) ? UNALIGNED_LOSS : 0 });
    }
    i = j;
  }
  return words;
}

/**
 * Character times: a word's characters share its time evenly; the whitespace between two words
 * shares the gap between them (none when they touch); whitespace before the first word or after
 * the last takes no time.
 */
export function spreadCharacters(text: string, tokens: readonly TextToken[], words: readonly AlignedWord[]): AlignedCharacter[] {
  const characters: AlignedCharacter[] = [];
  const spread = (piece: string, start: number, end: number) => {
    const chars = Array.from(piece);
    chars.forEach((ch, k) => {
      characters.push({ text: ch, start: round(start + ((end - start) * k) / chars.length), end: round(start + ((end - start) * (k + 1)) / chars.length) });
    });
  };
  let cursor = 0;
  let time = words[0]?.start ?? 0;
  tokens.forEach((token, i) => {
    spread(text.slice(cursor, token.start), time, i === 0 ? time : words[i].start);
    spread(token.text, words[i].start, words[i].end);
    cursor = token.end;
    time = words[i].end;
  });
  spread(text.slice(cursor), time, time);
  return characters;
}

/**
 * Aligns `text` to the speech in `samples` (mono 16-bit PCM at 16 kHz): each whitespace-separated
 * token of the text, as written, with its start and end in seconds and a loss, and every character
 * of the text with its time (see {@link ForcedAlignment}).
 *
 * Words the dictionary lacks are given a pronunciation (numbers read out, acronyms spelled, possessives
 * and compounds from their parts, otherwise English letter-to-sound rules), so they are aligned like
 * the others; only tokens with no Latin letters or digits (other scripts, punctuation) are left out of
 * the grammar and placed between their neighbours. When the audio is silent, or the grammar does not
 * match it at all (PocketSphinx finds no path, e.g. far too little speech for the text), every word
 * is spread over the detected speech (or the whole audio) by its length with {@link UNALIGNED_LOSS}:
 * that is a result, not an error. A text that was not said but fits the audio's length is aligned
 * anyway, with a high loss.
 *
 * Rejects when the text has no letters or digits, when PocketSphinx is not installed, or when it
 * fails, runs past `timeoutMs` or `signal` aborts ("recognition aborted", as the recogniser says;
 * the process is killed). Without `timeoutMs` the bound is CPU time, the audio's duration and at
 * least two minutes (a busy machine slows it down without stopping it), with ten times that in
 * wall-clock time. The audio and
 * grammar go through a private temporary directory, removed afterwards.
 */
export async function alignWithPocketsphinx(samples: Int16Array, text: string, opts: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<ForcedAlignment> {
  if (!saysSomething(text)) throw new NothingToAlignError();
  const program = pocketsphinxProgram("pocketsphinx_batch");
  if (!program) throw new Error("PocketSphinx is not installed (Debian packages pocketsphinx and pocketsphinx-en-us)");
  if (opts.signal?.aborted) throw new Error("recognition aborted");
  const tokens = tokenize(text);
  const pronunciations = await pronounceTokens(tokens.map((t) => t.text));
  const spoken = pronunciations.flatMap((prons, i) => (prons.length > 0 ? [i] : []));
  const duration = samples.length / POCKETSPHINX_SAMPLE_RATE;
  const span = speechSpan(samples, POCKETSPHINX_SAMPLE_RATE);
  let placements: Placement[] = tokens.map(() => null);
  if (spoken.length > 0 && span) {
    // It runs at about 0.05 x real time here: the default limit is generous for long audio.
    const limits = { signal: opts.signal, ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : { cpuLimitMs: Math.max(120_000, duration * 1000) }) };
    const segments = await decode(program, samples, spoken, pronunciations, limits);
    placements = placementsOf(segments, tokens.length);
  }
  const words = placeWords(tokens, placements, span ?? [0, duration], duration);
  const loss = words.reduce((sum, w) => sum + w.loss, 0) / words.length;
  return { words, characters: spreadCharacters(text, tokens, words), loss: Math.round(loss * 1000) / 1000 };
}

/** The placement of each token from PocketSphinx's segments (fillers dropped); all null when there are none. */
function placementsOf(segments: readonly Segment[], count: number): Placement[] {
  const placements: Placement[] = new Array<Placement>(count).fill(null);
  for (const segment of segments) {
    const index = /^w(\d+)(?:\(\d+\))?$/.exec(segment.word)?.[1];
    if (index === undefined) continue;
    const frames = Math.max(segment.endFrame - segment.startFrame, 1);
    placements[Number(index)] = {
      start: segment.startFrame / FRAMES_PER_SECOND,
      end: segment.endFrame / FRAMES_PER_SECOND,
      loss: Math.round((Math.max(0, -segment.acousticScore) * NATS_PER_SCORE_UNIT * 1000) / frames) / 1000,
    };
  }
  return placements;
}

/** Runs `pocketsphinx_batch` over the audio with the grammar of the spoken tokens; its segments. */
async function decode(
  program: string,
  samples: Int16Array,
  spoken: number[],
  pronunciations: string[][],
  opts: { timeoutMs?: number; cpuLimitMs?: number; signal?: AbortSignal },
): Promise<Segment[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vocable-align-"));
  const file = (name: string) => path.join(dir, name);
  try {
    await Promise.all([
      writeFile(file("audio.raw"), int16ToBytes(samples), { mode: 0o600 }),
      writeFile(file("audio.ctl"), "audio\n", { mode: 0o600 }),
      writeFile(file("text.gram"), alignmentGrammar(spoken.map(grammarWord)), { mode: 0o600 }),
      writeFile(file("text.dict"), alignmentDictionary(spoken.map((i) => [grammarWord(i), pronunciations[i]])), { mode: 0o600 }),
    ]);
    await runPocketsphinx(
      program,
      [
        ...["-hmm", path.join(POCKETSPHINX_MODEL_DIR, "en-us"), "-dict", file("text.dict"), "-jsgf", file("text.gram"), "-fsgusefiller", "yes"],
        ...["-ctl", file("audio.ctl"), "-cepdir", dir, "-cepext", ".raw", "-adcin", "yes", "-samprate", String(POCKETSPHINX_SAMPLE_RATE)],
        ...["-remove_silence", "no", "-hypseg", file("text.seg"), "-logfn", "/dev/null", ...BEAMS],
      ],
      opts,
    );
    return parseHypseg(await readFile(file("text.seg"), "utf8"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
