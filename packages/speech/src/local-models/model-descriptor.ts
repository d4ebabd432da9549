/**
 * What Vocable knows about a model folder in `MODELS_DIR`: its descriptor `vocable-model.json`
 * (what the model is, every file with its SHA-256, languages, voices, licence, and the sherpa-onnx
 * settings that load it) and its `state.json` (whether it passed its probe, and why not).
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** The model families sherpa-onnx runs that a descriptor may declare. */
export const MODEL_KINDS = [
  "vits",
  "kokoro",
  "kitten",
  "matcha",
  "zipvoice",
  "pocket",
  "whisper",
  "moonshine",
  "sense-voice",
  "paraformer",
  "silero-vad",
  "speaker-embedding",
] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

/** Kinds that turn text into speech (`vits` covers Piper, Coqui and MeloTTS exports). */
export const TTS_KINDS: readonly ModelKind[] = ["vits", "kokoro", "kitten", "matcha", "zipvoice", "pocket"];
/** Kinds that recognise speech. */
export const RECOGNITION_KINDS: readonly ModelKind[] = ["whisper", "moonshine", "sense-voice", "paraformer"];

/** The descriptor's file name inside a model folder. */
export const DESCRIPTOR_FILE = "vocable-model.json";
/** The probe's verdict, beside the descriptor. */
export const STATE_FILE = "state.json";

export interface ModelFile {
  /** Relative to the model folder, with `/` separators. */
  path: string;
  sha256: string;
  bytes: number;
}

export interface ModelVoice {
  /** sherpa-onnx's speaker id (`sid`). */
  speakerId: number;
  name: string;
  /** ISO 639-1. */
  language: string;
  gender?: "male" | "female" | "neutral";
}

/**
 * The sherpa-onnx settings of the model: the fields of its kind's config (`vits`, `kokoro`,
 * `whisper`, ...), paths relative to the folder. See `sherpa-config.ts` for how they are used.
 */
export type SherpaSettings = Record<string, string | number>;

/** `vocable-model.json`. */
export interface ModelDescriptor {
  /** Folder name in MODELS_DIR: lower-case letters, digits, `.`, `_`, `-`. */
  id: string;
  name: string;
  kind: ModelKind;
  files: ModelFile[];
  /** ISO 639-1 codes. */
  languages: string[];
  /** Of the audio it makes or takes. */
  sampleRate: number;
  /** The model's licence, as text (an SPDX id or the first line of its licence file). */
  license: string;
  voices?: ModelVoice[];
  /** What the probe and health check say (a text its frontend can say; lexicon models know few words). */
  sampleText?: string;
  sherpa: SherpaSettings;
}

/** Figures of the last successful probe. */
export interface ProbeFigures {
  /** Seconds to construct the sherpa-onnx object (model load), in the probe's process. */
  loadSeconds: number;
  /** For speech: seconds to synthesise the sample text, and the audio's length. */
  synthesisSeconds?: number;
  audioSeconds?: number;
  /** Whole probe, process start to exit. */
  totalSeconds: number;
}

/** `state.json`. */
export interface ModelState {
  /** `unchecked`: installed, not probed yet (or the probe was interrupted). */
  status: "ok" | "broken" | "unchecked";
  /** Why it is broken, for the operator. */
  reason: string | null;
  checkedAt: string | null;
  probe?: ProbeFigures;
}

const ID = /^[a-z0-9][a-z0-9._-]{0,99}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const LANGUAGE = /^[a-z]{2}$/;

/** Whether `id` may name a model folder. */
export function isValidModelId(id: string): boolean {
  return ID.test(id) && !id.endsWith(".partial");
}

/** A model id made from a file or folder name: lower case, other characters as `-`. */
export function modelIdFrom(name: string): string {
  const id = name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[^a-z0-9]+/, "")
    .replace(/\.partial$/, "")
    .slice(0, 100);
  return id || "model";
}

function fail(where: string, message: string): never {
  throw new Error(`${where}: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseVoice(value: unknown, where: string): ModelVoice {
  if (!isRecord(value)) fail(where, "each voice must be an object");
  const { speakerId, name, language, gender } = value;
  if (!Number.isInteger(speakerId) || (speakerId as number) < 0) fail(where, "a voice's speakerId must be an integer >= 0");
  if (typeof name !== "string" || !name) fail(where, "a voice needs a name");
  if (typeof language !== "string" || !LANGUAGE.test(language)) fail(where, `voice ${name}: language must be an ISO 639-1 code`);
  if (gender !== undefined && gender !== "male" && gender !== "female" && gender !== "neutral") fail(where, `voice ${name}: gender must be male, female or neutral`);
  return { speakerId: speakerId as number, name, language, ...(gender ? { gender } : {}) };
}

/** Checks a parsed `vocable-model.json`; throws an Error saying what is wrong, prefixed by `where`. */
export function parseDescriptor(value: unknown, where: string): ModelDescriptor {
  if (!isRecord(value)) fail(where, "the descriptor must be a JSON object");
  const { id, name, kind, files, languages, sampleRate, license, voices, sampleText, sherpa } = value;
  if (typeof id !== "string" || !isValidModelId(id)) fail(where, `id must be 1-100 of a-z 0-9 . _ - (got ${JSON.stringify(id)})`);
  if (typeof name !== "string" || !name) fail(where, "name is required");
  if (!MODEL_KINDS.includes(kind as ModelKind)) fail(where, `kind must be one of ${MODEL_KINDS.join(", ")} (got ${JSON.stringify(kind)})`);
  if (!Array.isArray(files)) fail(where, "files must be a list");
  const parsedFiles = files.map((f): ModelFile => {
    if (!isRecord(f) || typeof f.path !== "string" || typeof f.sha256 !== "string" || typeof f.bytes !== "number") fail(where, "each file needs path, sha256 and bytes");
    if (!SHA256.test(f.sha256)) fail(where, `${f.path}: sha256 must be 64 lower-case hex digits`);
    if (f.path.startsWith("/") || f.path.split("/").includes("..")) fail(where, `${f.path}: file paths must stay inside the model folder`);
    return { path: f.path, sha256: f.sha256, bytes: f.bytes };
  });
  if (!Array.isArray(languages) || !languages.every((l) => typeof l === "string" && LANGUAGE.test(l))) fail(where, "languages must be ISO 639-1 codes");
  if (typeof sampleRate !== "number" || !Number.isInteger(sampleRate) || sampleRate < 0) fail(where, "sampleRate must be an integer");
  if (typeof license !== "string" || !license) fail(where, "license is required (the model's licence, as text)");
  if (voices !== undefined && !Array.isArray(voices)) fail(where, "voices must be a list");
  if (sampleText !== undefined && typeof sampleText !== "string") fail(where, "sampleText must be a string");
  if (!isRecord(sherpa) || !Object.values(sherpa).every((v) => typeof v === "string" || typeof v === "number")) fail(where, "sherpa must be an object of strings and numbers");
  return {
    id,
    name,
    kind: kind as ModelKind,
    files: parsedFiles,
    languages: languages as string[],
    sampleRate,
    license,
    ...(voices ? { voices: voices.map((v) => parseVoice(v, where)) } : {}),
    ...(sampleText ? { sampleText } : {}),
    sherpa: sherpa as SherpaSettings,
  };
}

/** Writes `value` as JSON through a temporary file and a rename, so readers never see half of it. */
export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(value, null, 2) + "\n");
  await rename(temporary, file);
}

/** The descriptor of the model folder `dir`; throws when it is missing or invalid. */
export async function readDescriptor(dir: string): Promise<ModelDescriptor> {
  const file = path.join(dir, DESCRIPTOR_FILE);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new Error(`${file}: cannot read the descriptor (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
  return parseDescriptor(json, file);
}

/** The state of the model folder `dir`; `unchecked` when it has none (or an unreadable one). */
export async function readState(dir: string): Promise<ModelState> {
  try {
    const json = JSON.parse(await readFile(path.join(dir, STATE_FILE), "utf8")) as ModelState;
    if (json.status === "ok" || json.status === "broken" || json.status === "unchecked") return json;
  } catch {
    // no state yet: never probed
  }
  return { status: "unchecked", reason: null, checkedAt: null };
}

/** Records the state of the model folder `dir`. */
export async function writeState(dir: string, state: ModelState): Promise<void> {
  await writeJsonAtomic(path.join(dir, STATE_FILE), state);
}
