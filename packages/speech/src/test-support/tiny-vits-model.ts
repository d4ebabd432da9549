/**
 * A tiny but valid sherpa-onnx VITS model, built in the test (no model can be downloaded here).
 *
 * The graph takes the inputs sherpa-onnx's VITS runner feeds a non-Piper model, in its order
 * (`x` int64 [1, N] token ids, `x_length` [1], `noise_scale`, `length_scale`, `noise_scale_w`,
 * then `sid` [1] when it has several speakers) and answers `y` float [1, 1, N x L]: for every
 * token a tone of L samples whose frequency names the token (and the speaker), cut from a constant
 * table of waveforms with Gather and flattened with Reshape. So a test can read the tokens back
 * out of the audio. The frontend is sherpa-onnx's lexicon one (`lexicon.txt` + `tokens.txt`):
 * each word is spelt letter by letter, one token per letter, " " between words.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ONNX_FLOAT, ONNX_INT64, onnx } from "../local-models/onnx-schema";

/** Token symbols by id: " " (the word separator) is 0, then a-z, then punctuation. */
export const TINY_VITS_TOKENS: readonly string[] = [" ", ..."abcdefghijklmnopqrstuvwxyz", ",", ".", "!", "?"];
/** The words its lexicon knows. */
export const TINY_VITS_WORDS = ["hello", "world", "this", "is", "a", "test", "vocable", "speaks", "from", "tokens", "one", "two", "three"];

export interface TinyVitsOptions {
  /** Default 16000. */
  sampleRate?: number;
  /** Samples of audio per token; default 800 (50 ms at 16 kHz). */
  samplesPerToken?: number;
  /** More than 1 adds the `sid` input; default 1. */
  speakers?: number;
  /** sherpa-onnx's `language` metadata (a language name); default "English". */
  language?: string;
  /**
   * A lexicon word spelt with a token whose id is past the waveform table: the model loads and
   * passes its probe, but saying this word makes ONNX Runtime throw inside Gather, which aborts the
   * process running it (a model that fails at synthesis time).
   */
  crashWord?: string;
  /** Metadata to add or override (to dress the model up as another sherpa-onnx export in inspection tests). */
  metadata?: Record<string, string>;
}

/** The id of the token {@link TinyVitsOptions.crashWord} is spelt with. */
const OUT_OF_TABLE = 99;

/** The tone frequency (Hz) of token `id` for `speaker`: whole cycles per token at the default rate. */
export function tinyVitsFrequency(id: number, speaker = 0): number {
  return 300 + 60 * id + 2000 * speaker;
}

/** One dimension of a tensor type: a number, or a name for a dimension that varies. */
function dims(shape: (number | string)[]) {
  return { dim: shape.map((d) => (typeof d === "number" ? { dim_value: d } : { dim_param: d })) };
}

function valueInfo(name: string, elemType: number, shape: (number | string)[]) {
  return { name, type: { tensor_type: { elem_type: elemType, shape: dims(shape) } } };
}

function floatBytes(values: Float32Array): Uint8Array {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => view.setFloat32(i * 4, v, true));
  return bytes;
}

function int64Bytes(values: number[]): Uint8Array {
  const bytes = new Uint8Array(values.length * 8);
  const view = new DataView(bytes.buffer);
  values.forEach((v, i) => view.setBigInt64(i * 8, BigInt(v), true));
  return bytes;
}

/** The ONNX bytes of the tiny model. */
export function tinyVitsOnnx(opts: TinyVitsOptions = {}): Uint8Array {
  const sampleRate = opts.sampleRate ?? 16000;
  const length = opts.samplesPerToken ?? 800;
  const speakers = opts.speakers ?? 1;
  const vocabulary = TINY_VITS_TOKENS.length;
  const table = new Float32Array(speakers * vocabulary * length);
  for (let s = 0; s < speakers; s++) {
    for (let id = 0; id < vocabulary; id++) {
      const f = tinyVitsFrequency(id, s);
      const row = (s * vocabulary + id) * length;
      for (let n = 0; n < length; n++) table[row + n] = 0.5 * Math.sin((2 * Math.PI * f * n) / sampleRate);
    }
  }
  const multi = speakers > 1;
  const inputs = [
    valueInfo("x", ONNX_INT64, [1, "N"]),
    valueInfo("x_length", ONNX_INT64, [1]),
    valueInfo("noise_scale", ONNX_FLOAT, [1]),
    valueInfo("length_scale", ONNX_FLOAT, [1]),
    valueInfo("noise_scale_w", ONNX_FLOAT, [1]),
    ...(multi ? [valueInfo("sid", ONNX_INT64, [1])] : []),
  ];
  const initializer = [
    { name: "waveforms", dims: [speakers * vocabulary, length], data_type: ONNX_FLOAT, raw_data: floatBytes(table) },
    { name: "flat_shape", dims: [3], data_type: ONNX_INT64, raw_data: int64Bytes([1, 1, -1]) },
    ...(multi ? [{ name: "vocabulary", dims: [1], data_type: ONNX_INT64, raw_data: int64Bytes([vocabulary]) }] : []),
  ];
  const node = [
    ...(multi
      ? [
          { op_type: "Mul", name: "speaker_offset", input: ["sid", "vocabulary"], output: ["offset"] },
          { op_type: "Add", name: "speaker_rows", input: ["x", "offset"], output: ["rows"] },
        ]
      : []),
    { op_type: "Gather", name: "tones", input: ["waveforms", multi ? "rows" : "x"], output: ["tones"], attribute: [{ name: "axis", type: 2, i: 0 }] },
    { op_type: "Reshape", name: "flatten", input: ["tones", "flat_shape"], output: ["y"] },
  ];
  const metadata: Record<string, string> = {
    model_type: "vits",
    comment: "vocable tiny test model",
    language: opts.language ?? "English",
    sample_rate: String(sampleRate),
    n_speakers: String(speakers),
    add_blank: "0",
    punctuation: ", . ! ?",
    ...opts.metadata,
  };
  const model = onnx.ModelProto.fromObject({
    ir_version: 8,
    opset_import: [{ domain: "", version: 13 }],
    producer_name: "vocable-tiny-vits",
    graph: { name: "tiny_vits", node, initializer, input: inputs, output: [valueInfo("y", ONNX_FLOAT, [1, 1, "samples"])] },
    metadata_props: Object.entries(metadata).map(([key, value]) => ({ key, value })),
  });
  return onnx.ModelProto.encode(model).finish();
}

/**
 * Writes a model folder as sherpa-onnx's VITS releases lay them out: `model.onnx`, `tokens.txt`,
 * `lexicon.txt` (and a licence note). Returns `dir`.
 */
export function writeTinyVitsModel(dir: string, opts: TinyVitsOptions = {}): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "model.onnx"), tinyVitsOnnx(opts));
  const tokens = TINY_VITS_TOKENS.map((t, id) => `${t} ${id}`);
  const lexicon = TINY_VITS_WORDS.map((w) => `${w} ${[...w].join(" ")}`);
  if (opts.crashWord) {
    tokens.push(`~ ${OUT_OF_TABLE}`);
    lexicon.push(`${opts.crashWord} ~`);
  }
  writeFileSync(path.join(dir, "tokens.txt"), tokens.join("\n") + "\n");
  writeFileSync(path.join(dir, "lexicon.txt"), lexicon.join("\n") + "\n");
  writeFileSync(path.join(dir, "LICENSE"), "CC0-1.0: a generated test model of pure tones, no rights reserved.\n");
  return dir;
}

/** One token read back from the audio: its id, its speaker, and how pure its tone is (0..1). */
export interface HeardToken {
  id: number;
  speaker: number;
  /** Share of the segment's energy in its tone: near 1 for the model's own output. */
  purity: number;
}

/**
 * Reads the tokens back out of the tiny model's audio: for each segment of `samplesPerToken`
 * samples, the token and speaker whose tone carries most of its energy (by correlation with each
 * candidate tone). Mono 16-bit PCM, as the engines stream it.
 */
export function hearTinyVitsTokens(samples: Int16Array, opts: TinyVitsOptions = {}): HeardToken[] {
  const sampleRate = opts.sampleRate ?? 16000;
  const length = opts.samplesPerToken ?? 800;
  const speakers = opts.speakers ?? 1;
  const heard: HeardToken[] = [];
  for (let start = 0; start + length <= samples.length; start += length) {
    let energy = 0;
    for (let n = 0; n < length; n++) energy += samples[start + n] ** 2;
    let best = { id: -1, speaker: -1, purity: 0 };
    for (let speaker = 0; speaker < speakers; speaker++) {
      for (let id = 0; id < TINY_VITS_TOKENS.length; id++) {
        const w = (2 * Math.PI * tinyVitsFrequency(id, speaker)) / sampleRate;
        let re = 0;
        let im = 0;
        for (let n = 0; n < length; n++) {
          re += samples[start + n] * Math.cos(w * n);
          im += samples[start + n] * Math.sin(w * n);
        }
        // For a pure tone of whole cycles at this frequency, 2|X|^2 / (N * energy) is exactly 1.
        const purity = energy > 0 ? (2 * (re * re + im * im)) / (length * energy) : 0;
        if (purity > best.purity) best = { id, speaker, purity };
      }
    }
    heard.push(best);
  }
  return heard;
}

/** The text a run of heard tokens spells (" " between words, punctuation kept). */
export function spellHeardTokens(tokens: HeardToken[]): string {
  return tokens.map((t) => TINY_VITS_TOKENS[t.id] ?? "?").join("");
}
