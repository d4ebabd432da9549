import type { EngineOutput, EngineRequest, WordTiming } from "./engine-types";
import { variantFileName, variantFileText } from "./espeak-variant";
import { restoreSnapshot, takeSnapshot, type HeapSnapshot } from "./heap-snapshot";

/** The parts of the Emscripten eSpeak-NG wrapper we use (it ships no types). */
interface EspeakEvent {
  type: string;
  text_position: number;
  word_length: number;
  audio_position: number;
  id?: string | number;
}
interface EspeakWorker {
  set_voice(name: string): number;
  rate: number;
  synthesize(text: string, callback: (samples: Int16Array, events: EspeakEvent[]) => number | void): void;
  list_voices(): { identifier: string; name: string; languages: { priority: number; name: string }[] }[];
}

export const ESPEAK_SAMPLE_RATE = 22050;
const NORMAL_RATE = 175; // espeakRATE_NORMAL, words per minute

/** Emscripten's in-memory file system, where the engine reads its data (voices, dictionaries). */
interface EmscriptenFs {
  readdir(path: string): string[];
  stat(path: string): { mode: number };
  isDir(mode: number): boolean;
  writeFile(path: string, data: string): void;
  unlink(path: string): void;
}

interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorker;
  /** The engine's whole memory (a wasm2js build: a plain ArrayBuffer view). */
  HEAPU8: Uint8Array;
  FS: EmscriptenFs;
}

let instance: Promise<{ espeak: EspeakWorker; module: EspeakModule }> | undefined;
let languageVoices: Map<string, string> | undefined;
let variantDirectory: string | undefined;

/**
 * Bytes of the glue's string buffer (see `loadVoice`). Texts up to this size
 * (UTF-8, after escaping) pass through it without touching malloc; pieces
 * from the service are a few hundred bytes.
 */
const STRING_CACHE_BYTES = 256 * 1024;

/** Loads the engine once per thread (about 150 ms) and keeps it. */
function getEspeak(): Promise<{ espeak: EspeakWorker; module: EspeakModule }> {
  instance ??= (async () => {
    const { default: initialize } = await import("@echogarden/espeak-ng-emscripten");
    const module = (await initialize()) as EspeakModule;
    const espeak = new module.eSpeakNGWorker();
    // The WebIDL glue copies every string argument into one malloc'd buffer
    // that it grows on the call after an oversized string. Grow it once, now,
    // so later calls never malloc/free behind the heap snapshots' back.
    espeak.set_voice("x".repeat(STRING_CACHE_BYTES));
    espeak.set_voice("en");
    baseSnapshot = takeSnapshot(module.HEAPU8);
    return { espeak, module };
  })();
  return instance;
}

/**
 * Engine memory right after loading a voice, per voice (most recent few).
 *
 * eSpeak NG keeps state between calls in C statics (pitch flutter phase,
 * wave phase, echo buffer...), so the same request gave different samples
 * (and lengths) every time. Restoring the heap snapshot before each
 * call (~1.5 ms) makes output bit-identical for equal input, and switching
 * back to a cached voice is faster than `set_voice` reloading its dictionary.
 * A voice's snapshot keeps only the pages that differ from the base snapshot,
 * and the base only the pages in use (see heap-snapshot.ts), not a copy of the
 * whole 16 MB heap each.
 * This is only sound while no JS-side state refers to heap allocations made
 * after a snapshot: the glue's string buffer is pre-grown (`getEspeak`), and
 * a text too big for it (> 256 KB) invalidates every snapshot (output after
 * that is still correct, just no longer bit-identical to before). Variant
 * files (`writeVariant`) live in the file system, JS objects outside the heap,
 * and name the voice by their content: a variant's snapshot is its content's.
 */
const snapshots = new Map<string, HeapSnapshot>();
const MAX_SNAPSHOTS = 4;
/**
 * The engine right after start-up. Voices are always loaded from it, so a
 * voice's snapshot does not depend on what ran before (rate, flutter phase).
 */
let baseSnapshot: HeapSnapshot | undefined;

function loadVoice(espeak: EspeakWorker, module: EspeakModule, voice: string): boolean {
  const snapshot = snapshots.get(voice);
  if (snapshot) {
    restoreSnapshot(module.HEAPU8, snapshot);
    snapshots.delete(voice); // re-insert: most recently used last
    snapshots.set(voice, snapshot);
    return true;
  }
  if (!baseSnapshot) {
    espeak.set_voice("en"); // lets the glue finish regrowing its string buffer first
    baseSnapshot = takeSnapshot(module.HEAPU8);
  }
  restoreSnapshot(module.HEAPU8, baseSnapshot);
  if (espeak.set_voice(voice) !== 0) return false;
  snapshots.set(voice, takeSnapshot(module.HEAPU8, baseSnapshot));
  if (snapshots.size > MAX_SNAPSHOTS) snapshots.delete(snapshots.keys().next().value!);
  return true;
}

/** ISO 639-1 code -> espeak voice identifier (first, highest-priority match). */
function voiceForLanguage(espeak: EspeakWorker, code: string): string | undefined {
  if (!languageVoices) {
    languageVoices = new Map();
    const candidates: { lang: string; id: string; priority: number }[] = [];
    for (const voice of espeak.list_voices()) {
      for (const lang of voice.languages) candidates.push({ lang: lang.name, id: voice.identifier, priority: lang.priority });
    }
    candidates.sort((a, b) => a.priority - b.priority);
    for (const c of candidates) if (!languageVoices.has(c.lang)) languageVoices.set(c.lang, c.id);
  }
  return languageVoices.get(code.toLowerCase());
}

/**
 * The voice to load: the catalogue voice, or, when the caller asks for
 * another language, that language's espeak voice with the same variant
 * (`en-us+f3` reading `fr` becomes `roa/fr+f3`).
 */
function resolveVoice(espeak: EspeakWorker, engineVoice: string, languageCode?: string): string {
  if (!languageCode) return engineVoice;
  const [base, variant] = engineVoice.split("+");
  const baseLanguage = base.split("/").pop()!.toLowerCase().split("-")[0];
  if (languageCode.toLowerCase() === baseLanguage) return engineVoice;
  const other = voiceForLanguage(espeak, languageCode);
  if (!other) return engineVoice;
  return variant ? `${other}+${variant}` : other;
}

/** The data's `voices/!v` directory (the package preloads it under /usr/share today: looked for, not assumed). */
function findVariantDirectory(fs: EmscriptenFs, dir = "/", depth = 3): string | undefined {
  for (const name of fs.readdir(dir)) {
    if (name === "." || name === ".." || name === "dev" || name === "proc") continue;
    const path = `${dir === "/" ? "" : dir}/${name}`;
    if (!fs.isDir(fs.stat(path).mode)) continue;
    if (name === "espeak-ng-data") return `${path}/voices/!v`;
    const found = depth > 0 ? findVariantDirectory(fs, path, depth - 1) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * Writes a request's variant as a variant file named by its content's hash and gives the engine
 * voice that loads it: the base voice with this variant in place of its own (`gmw/en-US+f3` ->
 * `gmw/en-US+vcb...`). The file lives in the module's in-memory file system (JS objects, not the
 * heap, so the heap snapshots are unaffected); `remove` takes it out once the voice is loaded, as
 * the voice then lives in the heap and its snapshot, and the file system does not grow with
 * every workspace voice heard.
 */
function writeVariant(module: EspeakModule, engineVoice: string, variant: NonNullable<EngineRequest["variant"]>): { engineVoice: string; remove(): void } {
  variantDirectory ??= findVariantDirectory(module.FS);
  if (!variantDirectory) throw new Error("espeak-ng's voice data has no variant directory");
  const text = variantFileText(variant);
  const name = variantFileName(text);
  const path = `${variantDirectory}/${name}`;
  module.FS.writeFile(path, text);
  return { engineVoice: `${engineVoice.split("+")[0]}+${name}`, remove: () => module.FS.unlink(path) };
}

/**
 * Escapes the text for espeak's SSML mode (the wrapper always enables it) and
 * remembers, per code point of the escaped text, which UTF-16 offset of the
 * original it came from, so word events map back exactly.
 */
function escapeForSsml(text: string): { ssml: string; origin: number[] } {
  let ssml = "";
  const origin: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const replacement = ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : ch === "&" ? "&amp;" : ch;
    for (const cp of replacement) {
      ssml += cp;
      origin.push(offset);
    }
    offset += ch.length;
  }
  origin.push(offset);
  return { ssml, origin };
}

/** Word timings from espeak's event stream (positions are 1-based code points). */
function wordsFromEvents(events: EspeakEvent[], origin: number[], duration: number, textLength: number): WordTiming[] {
  const words: WordTiming[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (event.type !== "word" || event.word_length <= 0) continue;
    const startTime = event.audio_position / 1000;
    let endTime = duration;
    let spokePhoneme = false;
    for (let j = i + 1; j < events.length; j++) {
      const next = events[j];
      if (next.type === "word" || next.type === "end" || next.type === "sentence") {
        endTime = next.audio_position / 1000;
        break;
      }
      // An empty phoneme event marks a pause: the word ended there, the pause belongs to the gap.
      if (next.type === "phoneme") {
        if (next.id) spokePhoneme = true;
        else if (spokePhoneme) {
          endTime = next.audio_position / 1000;
          break;
        }
      }
    }
    const first = Math.min(event.text_position - 1, origin.length - 1);
    const last = Math.min(event.text_position - 1 + event.word_length, origin.length - 1);
    const start = origin[Math.max(0, first)];
    const end = Math.min(origin[last], textLength);
    if (end <= start) continue;
    words.push({ start, end, startTime, endTime: Math.max(startTime, Math.min(endTime, duration)) });
  }
  return words.sort((a, b) => a.start - b.start);
}

/** Synthesizes `request.text` with eSpeak-NG in the calling thread. */
export async function synthesizeEspeak(request: EngineRequest): Promise<EngineOutput> {
  const { espeak, module } = await getEspeak();
  const variant = request.variant ? writeVariant(module, request.engineVoice, request.variant) : undefined;
  const engineVoice = variant?.engineVoice ?? request.engineVoice;
  try {
    const voice = resolveVoice(espeak, engineVoice, request.languageCode);
    if (!loadVoice(espeak, module, voice) && !loadVoice(espeak, module, engineVoice)) {
      throw new Error(`espeak-ng has no voice "${request.engineVoice}"`);
    }
  } finally {
    variant?.remove();
  }
  espeak.rate = Math.round(Math.min(450, Math.max(80, NORMAL_RATE * request.speed)));

  const { ssml, origin } = escapeForSsml(request.text);
  // Too big for the glue's string buffer: it mallocs a temporary and regrows the
  // buffer on the next call, so the snapshots no longer match the glue's state.
  if (Buffer.byteLength(ssml, "utf8") + 8 >= STRING_CACHE_BYTES) {
    snapshots.clear();
    baseSnapshot = undefined;
  }
  const chunks: Int16Array[] = [];
  const events: EspeakEvent[] = [];
  let total = 0;
  espeak.synthesize(ssml, (samples, chunkEvents) => {
    if (samples && samples.length > 0) {
      chunks.push(samples);
      total += samples.length;
    }
    for (const e of chunkEvents) events.push(e);
    return 0;
  });

  const samples = new Int16Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  const duration = total / ESPEAK_SAMPLE_RATE;
  return { samples, sampleRate: ESPEAK_SAMPLE_RATE, words: wordsFromEvents(events, origin, duration, request.text.length) };
}

/** What a thread kept warm says once at its start (see warmUpEspeak). */
const THOROUGH_WARM_UP = [
  "The harbour was quiet in the early morning, and the boats rocked gently against the old stone wall.",
  "A fisherman mended his nets while gulls circled overhead, calling to each other above the water.",
];

/**
 * Loads the engine and the default voice ahead of the first request. `thorough`: also says a few
 * sentences, so that V8 has compiled the engine's hot code (a wasm2js build: plain JavaScript that
 * runs cold in a new thread): a new thread's first two pieces cost about a second of CPU each,
 * later ones a tenth of that. For a thread kept warm; a thread started for a waiting request
 * loads and goes (its request's pieces warm it).
 */
export async function warmUpEspeak(thorough = false): Promise<void> {
  await synthesizeEspeak({ text: "Ready.", engineVoice: "en-us", speed: 1 });
  if (thorough) for (const text of THOROUGH_WARM_UP) await synthesizeEspeak({ text, engineVoice: "en-us", speed: 1 });
}
