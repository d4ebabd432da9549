/**
 * The sherpa-onnx-node configuration that loads a model folder, from its descriptor's `sherpa`
 * settings: paths made absolute (and kept inside the folder), fields placed where each sherpa-onnx
 * class reads them. Plain JSON, so it crosses to the process that loads the model.
 */
import path from "node:path";
import type { ModelDescriptor, ModelKind } from "./model-descriptor";

/** Which sherpa-onnx class loads the model. */
export type SherpaApi = "tts" | "recognizer" | "vad" | "speaker-embedding";

/** What a host process is told to construct. */
export interface SherpaLoad {
  api: SherpaApi;
  config: Record<string, unknown>;
}

/** Settings that name files or folders of the model (comma-separated lists for lexicon and rules). */
const PATH_FIELDS = new Set([
  "model", "tokens", "lexicon", "dataDir", "dictDir", "ruleFsts", "ruleFars", "voices", "acousticModel", "vocoder", "encoder", "decoder",
  "preprocessor", "uncachedDecoder", "cachedDecoder", "lmFlow", "lmMain", "textConditioner", "vocabJson", "tokenScoresJson",
]);
const LIST_FIELDS = new Set(["lexicon", "ruleFsts", "ruleFars"]);

/** The sherpa-onnx config key of each kind, and the class that loads it. */
const KIND_KEYS: Record<ModelKind, { api: SherpaApi; key?: string }> = {
  vits: { api: "tts", key: "vits" },
  kokoro: { api: "tts", key: "kokoro" },
  kitten: { api: "tts", key: "kitten" },
  matcha: { api: "tts", key: "matcha" },
  zipvoice: { api: "tts", key: "zipvoice" },
  pocket: { api: "tts", key: "pocket" },
  whisper: { api: "recognizer", key: "whisper" },
  moonshine: { api: "recognizer", key: "moonshine" },
  "sense-voice": { api: "recognizer", key: "senseVoice" },
  paraformer: { api: "recognizer", key: "paraformer" },
  "silero-vad": { api: "vad" },
  "speaker-embedding": { api: "speaker-embedding" },
};

/** `relative` inside `dir`, absolute; throws for a path that leaves the folder. */
function inside(dir: string, relative: string, field: string): string {
  const full = path.resolve(dir, relative);
  if (full !== dir && !full.startsWith(dir + path.sep)) throw new Error(`sherpa.${field} (${relative}) leaves the model folder`);
  return full;
}

/** The descriptor's settings with every path resolved against `dir`; empty strings dropped. */
function resolved(dir: string, descriptor: ModelDescriptor): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [field, value] of Object.entries(descriptor.sherpa)) {
    if (value === "") continue;
    if (typeof value === "string" && PATH_FIELDS.has(field)) {
      const parts = LIST_FIELDS.has(field) ? value.split(",") : [value];
      out[field] = parts.map((p) => inside(dir, p.trim(), field)).join(",");
    } else {
      out[field] = value;
    }
  }
  return out;
}

/**
 * How to load the model of `descriptor` installed in `dir` with sherpa-onnx-node, on `threads`
 * CPU threads (default 1: the server runs several syntheses side by side on few cores).
 */
export function sherpaLoadFor(dir: string, descriptor: ModelDescriptor, threads = 1): SherpaLoad {
  const root = path.resolve(dir);
  const settings = resolved(root, descriptor);
  const { api, key } = KIND_KEYS[descriptor.kind];
  const common = { numThreads: threads, provider: "cpu", debug: false };
  if (api === "tts") {
    const { ruleFsts, ruleFars, ...model } = settings;
    return {
      api,
      config: {
        model: { [key!]: model, ...common },
        maxNumSentences: 1,
        ...(ruleFsts ? { ruleFsts } : {}),
        ...(ruleFars ? { ruleFars } : {}),
      },
    };
  }
  if (api === "recognizer") {
    const { tokens, ...model } = settings;
    return {
      api,
      config: {
        featConfig: { sampleRate: 16000, featureDim: 80 },
        modelConfig: { [key!]: model, tokens, ...common },
        decodingMethod: "greedy_search",
      },
    };
  }
  if (api === "vad") {
    return {
      api,
      config: {
        sileroVad: { model: settings.model, threshold: 0.5, minSilenceDuration: 0.5, minSpeechDuration: 0.25, windowSize: 512, maxSpeechDuration: 30 },
        sampleRate: 16000,
        ...common,
      },
    };
  }
  return { api, config: { model: settings.model, ...common } };
}
