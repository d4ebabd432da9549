/**
 * Works out a model folder's descriptor from what is in it, asking nothing: the layout of
 * sherpa-onnx's model releases (a VITS/Piper folder has one `*.onnx`, `tokens.txt`, and
 * `espeak-ng-data/` or `lexicon.txt`; Kokoro adds `voices.bin`; Whisper has `*-encoder.onnx`,
 * `*-decoder.onnx`, `*-tokens.txt` ...), the ONNX metadata sherpa-onnx itself reads (sample rate,
 * speakers, language, model type), a Piper `*.onnx.json` when there is one, and a licence file.
 * A `vocable-model.json` already in the folder wins over every guess, field by field.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describeFiles, listModelFiles } from "./file-checksums";
import { languageCodeOf, languageCodesIn, sampleSentence } from "./language-names";
import { DESCRIPTOR_FILE, modelIdFrom, parseDescriptor, type ModelDescriptor, type ModelKind, type ModelVoice, type SherpaSettings } from "./model-descriptor";
import { readOnnxInfo, type OnnxInfo } from "./onnx-metadata";

/** A descriptor worked out for a folder, and what looked wrong on the way (a model with problems is broken). */
export interface Inspection {
  descriptor: ModelDescriptor;
  problems: string[];
}

/** Piper's own voice config (`<voice>.onnx.json`), the parts used. */
interface PiperConfig {
  audio?: { sample_rate?: number };
  language?: { code?: string };
  num_speakers?: number;
  speaker_id_map?: Record<string, number>;
}

interface Folder {
  dir: string;
  /** What the model was called where it came from (its folder or archive name). */
  name: string;
  /** Files at the top of the folder. */
  top: string[];
  /** Folders at the top of the folder. */
  dirs: Set<string>;
  onnx: Map<string, OnnxInfo>;
}

/** Of several variants, the full-precision one (`model.onnx` over `model.int8.onnx`), else the first. */
function pick(files: string[]): string | undefined {
  return files.find((f) => !/\.int8\.|\.fp16\.|\.uint8\./.test(f)) ?? files[0];
}

function onnxMatching(folder: Folder, pattern: RegExp): string | undefined {
  return pick(folder.top.filter((f) => f.endsWith(".onnx") && pattern.test(f)));
}

/** Every `model_type` and `comment` in the folder's ONNX metadata, lower case. */
function modelTypes(folder: Folder): string {
  return [...folder.onnx.values()].map((i) => `${i.metadata.model_type ?? ""} ${i.metadata.comment ?? ""} ${i.metadata.framework ?? ""}`.toLowerCase()).join(" ");
}

function guessKind(folder: Folder): ModelKind | undefined {
  const types = modelTypes(folder);
  const name = folder.name.toLowerCase();
  const has = (pattern: RegExp) => onnxMatching(folder, pattern) !== undefined;
  const infos = [...folder.onnx.values()];
  if (has(/lm_flow/) && has(/lm_main/)) return "pocket";
  if (has(/text_encoder/) && has(/fm_decoder/)) return "zipvoice";
  if (has(/preprocess/) && has(/uncached_decode/)) return "moonshine";
  if (has(/encoder/) && has(/decoder/) && (types.includes("whisper") || folder.top.some((f) => f.endsWith("-tokens.txt")))) return "whisper";
  if (folder.top.includes("voices.bin")) return types.includes("kitten") || name.includes("kitten") ? "kitten" : "kokoro";
  if (types.includes("matcha") || (folder.onnx.size >= 2 && has(/vocos|hifigan|vocoder/))) return "matcha";
  if (types.includes("sense_voice") || types.includes("sensevoice") || name.includes("sense-voice")) return "sense-voice";
  if (types.includes("paraformer") || name.includes("paraformer")) return "paraformer";
  if (types.includes("vits") || types.includes("piper") || types.includes("coqui")) return "vits";
  if (folder.top.includes("tokens.txt") && infos.some((i) => i.metadata.n_speakers !== undefined && i.metadata.sample_rate !== undefined)) return "vits";
  // The VITS/Piper layout, whatever its metadata says (or when it cannot be read): one model, tokens, and a lexicon or eSpeak data.
  const onnxCount = folder.top.filter((f) => f.endsWith(".onnx")).length;
  if (onnxCount === 1 && folder.top.includes("tokens.txt") && (folder.top.some((f) => /^lexicon.*\.txt$/.test(f)) || folder.dirs.has("espeak-ng-data"))) return "vits";
  if (infos.length === 1 && infos[0].inputs.includes("sr") && (infos[0].inputs.includes("state") || infos[0].inputs.includes("h"))) return "silero-vad";
  if (types.match(/wespeaker|3d-speaker|nemo/) || infos.some((i) => i.metadata.output_dim !== undefined)) return "speaker-embedding";
  return undefined;
}

/** The sherpa-onnx settings of `kind` from the folder's files (see sherpa-config.ts for their use). */
function settingsFor(kind: ModelKind, folder: Folder, main: OnnxInfo | undefined): SherpaSettings {
  const file = (field: string, name: string): SherpaSettings => (folder.top.includes(name) ? { [field]: name } : {});
  const dataDir: SherpaSettings = folder.dirs.has("espeak-ng-data") ? { dataDir: "espeak-ng-data" } : {};
  const lexicons = folder.top.filter((f) => /^lexicon.*\.txt$/.test(f));
  const lexicon: SherpaSettings = lexicons.length ? { lexicon: lexicons.join(",") } : {};
  const any = pick(folder.top.filter((f) => f.endsWith(".onnx"))) ?? "";
  const tokens = folder.top.find((f) => f === "tokens.txt") ?? folder.top.find((f) => f.endsWith("tokens.txt")) ?? "tokens.txt";
  switch (kind) {
    case "vits": {
      const fsts = folder.top.filter((f) => f.endsWith(".fst"));
      const fars = folder.top.filter((f) => f.endsWith(".far"));
      const dict: SherpaSettings = main?.metadata.jieba === "1" && folder.dirs.has("dict") ? { dictDir: "dict" } : {};
      const rules: SherpaSettings = { ...(fsts.length ? { ruleFsts: fsts.join(",") } : {}), ...(fars.length ? { ruleFars: fars.join(",") } : {}) };
      return {
        model: any,
        tokens,
        ...lexicon,
        ...dataDir,
        ...dict,
        ...rules,
      };
    }
    case "kokoro":
      return { model: any, voices: "voices.bin", tokens, ...dataDir, ...lexicon };
    case "kitten":
      return { model: any, voices: "voices.bin", tokens, ...dataDir };
    case "matcha":
      return { acousticModel: onnxMatching(folder, /^(?!.*(vocos|hifigan|vocoder)).*/) ?? any, vocoder: onnxMatching(folder, /vocos|hifigan|vocoder/) ?? "", tokens, ...lexicon, ...dataDir };
    case "zipvoice":
      return { encoder: onnxMatching(folder, /text_encoder/) ?? "", decoder: onnxMatching(folder, /fm_decoder/) ?? "", vocoder: onnxMatching(folder, /vocos|vocoder/) ?? "", tokens, ...lexicon, ...dataDir };
    case "pocket":
      return {
        lmFlow: onnxMatching(folder, /lm_flow/) ?? "", lmMain: onnxMatching(folder, /lm_main/) ?? "", encoder: onnxMatching(folder, /^encoder/) ?? "",
        decoder: onnxMatching(folder, /^decoder/) ?? "", textConditioner: onnxMatching(folder, /text_conditioner/) ?? "", ...file("vocabJson", "vocab.json"), ...file("tokenScoresJson", "token_scores.json"),
      };
    case "whisper":
      return { encoder: onnxMatching(folder, /encoder/) ?? "", decoder: onnxMatching(folder, /decoder/) ?? "", tokens };
    case "moonshine":
      return { preprocessor: onnxMatching(folder, /preprocess/) ?? "", encoder: onnxMatching(folder, /^encode/) ?? "", uncachedDecoder: onnxMatching(folder, /uncached_decode/) ?? "", cachedDecoder: onnxMatching(folder, /^cached_decode/) ?? "", tokens };
    case "sense-voice":
      return { model: any, tokens, useInverseTextNormalization: 1 };
    case "paraformer":
      return { model: any, tokens };
    case "silero-vad":
    case "speaker-embedding":
      return { model: any };
  }
}

function defaultSampleRate(kind: ModelKind): number {
  return kind === "kokoro" || kind === "kitten" || kind === "pocket" ? 24000 : kind === "vits" || kind === "matcha" ? 22050 : 16000;
}

async function readPiperConfig(folder: Folder): Promise<PiperConfig | undefined> {
  const file = folder.top.find((f) => f.endsWith(".onnx.json"));
  if (!file) return undefined;
  try {
    return JSON.parse(await readFile(path.join(folder.dir, file), "utf8")) as PiperConfig;
  } catch {
    return undefined;
  }
}

/** The licence as text: the metadata's, a `License:` line of a model card or README, or a licence file's first line. */
async function licenseOf(folder: Folder, main: OnnxInfo | undefined): Promise<string> {
  if (main?.metadata.license) return main.metadata.license;
  const candidates = folder.top.filter((f) => /^(licen[cs]e|copying|model_card|readme)/i.test(f)).sort((a, b) => Number(/^readme/i.test(a)) - Number(/^readme/i.test(b)));
  for (const file of candidates) {
    const text = (await readFile(path.join(folder.dir, file), "utf8")).slice(0, 20_000);
    const line = /^\W*licen[cs]e\W*[:=]\s*(.+)$/im.exec(text)?.[1];
    if (line) return line.trim().slice(0, 200);
    const first = text.split("\n").find((l) => l.trim() !== "");
    if (first && /^(licen[cs]e|copying)/i.test(file)) return first.trim().slice(0, 200);
  }
  return "unknown: the folder has no licence file; check the model's source before using it";
}

/** A text the model's frontend can say: words from its lexicon when it has no eSpeak data (lexicon models know only their words). */
async function sampleTextOf(folder: Folder, settings: SherpaSettings, language: string | undefined): Promise<string> {
  if (typeof settings.lexicon === "string" && !settings.dataDir && settings.lexicon.split(",")[0] === "lexicon.txt") {
    const lines = (await readFile(path.join(folder.dir, "lexicon.txt"), "utf8")).split("\n", 200);
    const words = lines.map((l) => l.split(/\s+/)[0]).filter((w) => /^\p{L}+$/u.test(w));
    if (words.length) return `${words.slice(0, 4).join(" ")}.`;
  }
  return sampleSentence(language);
}

function voicesOf(kind: ModelKind, name: string, languages: string[], main: OnnxInfo | undefined, piper: PiperConfig | undefined): ModelVoice[] | undefined {
  if (kind !== "vits" && kind !== "kokoro" && kind !== "kitten" && kind !== "matcha") return undefined;
  const language = languages[0] ?? "en";
  const map = piper?.speaker_id_map ?? {};
  if (Object.keys(map).length > 1) return Object.entries(map).map(([speaker, speakerId]) => ({ speakerId, name: `${name}: ${speaker}`, language }));
  const speakers = Number(main?.metadata.n_speakers ?? piper?.num_speakers ?? 1);
  if (!Number.isInteger(speakers) || speakers <= 1) return [{ speakerId: 0, name, language }];
  return Array.from({ length: Math.min(speakers, 1000) }, (_, speakerId) => ({ speakerId, name: `${name} #${speakerId}`, language }));
}

/** The fields of an existing `vocable-model.json`, as given (validated later, once merged). */
async function givenDescriptor(dir: string): Promise<Record<string, unknown>> {
  const file = path.join(dir, DESCRIPTOR_FILE);
  if (!existsSync(file)) return {};
  const json = JSON.parse(await readFile(file, "utf8")) as unknown;
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new Error(`${file}: the descriptor must be a JSON object`);
  return json as Record<string, unknown>;
}

/**
 * The descriptor of the model folder `dir` (every file hashed) and the problems seen: unreadable
 * ONNX files, files whose checksum differs from one the folder's own descriptor gives. `opts.name`
 * is what the model was called where it came from (default: the folder's name). Throws when
 * the folder holds nothing recognisable as a sherpa-onnx model (say which `kind` it is in a
 * `vocable-model.json` then) or its own descriptor is invalid.
 */
export async function inspectModelFolder(dir: string, opts: { id?: string; name?: string } = {}): Promise<Inspection> {
  const given = await givenDescriptor(dir);
  const files = await listModelFiles(dir);
  const folderName = opts.name ?? path.basename(dir);
  const folder: Folder = { dir, name: folderName, top: files.filter((f) => !f.includes("/")), dirs: new Set(files.filter((f) => f.includes("/")).map((f) => f.split("/")[0])), onnx: new Map() };
  const problems: string[] = [];
  for (const file of folder.top.filter((f) => f.endsWith(".onnx"))) {
    try {
      folder.onnx.set(file, await readOnnxInfo(path.join(dir, file)));
    } catch (err) {
      problems.push(err instanceof Error ? err.message.replace(dir + path.sep, "") : String(err));
    }
  }
  const kind = (given.kind as ModelKind | undefined) ?? guessKind(folder);
  if (!kind) {
    const why = problems.length ? ` (${problems.join("; ")})` : "";
    throw new Error(`cannot tell which kind of sherpa-onnx model ${dir} holds${why}; write a ${DESCRIPTOR_FILE} into it naming its kind`);
  }
  const settings = (given.sherpa as SherpaSettings | undefined) ?? settingsFor(kind, folder, undefined);
  const mainFile = [settings.model, settings.acousticModel, settings.encoder].find((f): f is string => typeof f === "string" && f !== "");
  const main = mainFile ? folder.onnx.get(mainFile) : undefined;
  if (!given.sherpa && kind === "vits") Object.assign(settings, settingsFor(kind, folder, main));
  const piper = await readPiperConfig(folder);
  const fromMetadata = [main?.metadata.voice, main?.metadata.language].flatMap((v) => (v ? languageCodesIn(v) : []));
  const piperLanguage = piper?.language?.code ? languageCodeOf(piper.language.code) : undefined;
  const languages = [...new Set([...(piperLanguage ? [piperLanguage] : []), ...fromMetadata])];
  const id = opts.id ?? (given.id as string | undefined) ?? modelIdFrom(folderName);
  const name = (given.name as string | undefined) ?? folderName;
  const sampleRate = Number(main?.metadata.sample_rate ?? piper?.audio?.sample_rate ?? defaultSampleRate(kind));
  const described = await describeFiles(dir, files);
  if (Array.isArray(given.files)) {
    for (const expected of given.files as { path?: string; sha256?: string }[]) {
      const actual = described.find((f) => f.path === expected.path);
      if (!actual) problems.push(`${expected.path} is listed in ${DESCRIPTOR_FILE} but missing`);
      else if (expected.sha256 && actual.sha256 !== expected.sha256.toLowerCase()) problems.push(`${expected.path}: its SHA-256 is ${actual.sha256}, ${DESCRIPTOR_FILE} says ${expected.sha256}`);
    }
  }
  const finalLanguages = (given.languages as string[] | undefined) ?? languages;
  const descriptor = parseDescriptor(
    {
      id,
      name,
      kind,
      files: described,
      languages: finalLanguages,
      sampleRate: (given.sampleRate as number | undefined) ?? (Number.isInteger(sampleRate) ? sampleRate : 0),
      license: (given.license as string | undefined) ?? (await licenseOf(folder, main)),
      voices: (given.voices as ModelVoice[] | undefined) ?? voicesOf(kind, name, finalLanguages, main, piper),
      sampleText: (given.sampleText as string | undefined) ?? (await sampleTextOf(folder, settings, finalLanguages[0])),
      sherpa: settings,
    },
    path.join(dir, DESCRIPTOR_FILE),
  );
  return { descriptor, problems };
}
