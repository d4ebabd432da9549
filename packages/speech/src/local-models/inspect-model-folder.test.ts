import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tinyVitsOnnx } from "../test-support/tiny-vits-model";
import { inspectModelFolder } from "./inspect-model-folder";
import { wordsFromTokens } from "./local-recognizer";
import { readOnnxInfo } from "./onnx-metadata";

const root = mkdtempSync(path.join(tmpdir(), "vocable-inspect-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder with these files (Uint8Array or text); `dir/` entries make folders. */
function folder(name: string, files: Record<string, Uint8Array | string>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

describe("readOnnxInfo", () => {
  it("reads metadata and input/output names without loading the model, real exports included", async () => {
    const silero = createRequire(import.meta.url).resolve("@ricky0123/vad-web/dist/silero_vad_v6.onnx");
    expect(await readOnnxInfo(silero)).toEqual({ metadata: {}, inputs: ["input", "state", "sr"], outputs: ["output", "stateN"] });
    const dir = folder("onnx", { "tiny.onnx": tinyVitsOnnx({ speakers: 2, metadata: { voice: "en-us" } }) });
    const info = await readOnnxInfo(path.join(dir, "tiny.onnx"));
    expect(info.inputs).toEqual(["x", "x_length", "noise_scale", "length_scale", "noise_scale_w", "sid"]);
    expect(info.outputs).toEqual(["y"]);
    expect(info.metadata).toMatchObject({ sample_rate: "16000", n_speakers: "2", language: "English", voice: "en-us", add_blank: "0" });
  });

  it("refuses what is not a well-formed ONNX file, saying where", async () => {
    const dir = folder("not-onnx", { "text.onnx": "just some text\n", "empty.onnx": "" });
    await expect(readOnnxInfo(path.join(dir, "text.onnx"))).rejects.toThrow(/text\.onnx is not a readable ONNX model: .* at byte \d+/);
    await expect(readOnnxInfo(path.join(dir, "empty.onnx"))).rejects.toThrow("the file is empty");
  });
});

describe("inspectModelFolder", () => {
  it("describes a Piper export: eSpeak data, speakers from its .onnx.json, licence from its model card", async () => {
    const dir = folder("vits-piper-en_US-tiny-medium", {
      "en_US-tiny-medium.onnx": tinyVitsOnnx({ speakers: 3, metadata: { comment: "piper", model_type: "vits", voice: "en-us", sample_rate: "22050" } }),
      "en_US-tiny-medium.onnx.json": JSON.stringify({ language: { code: "en_US" }, speaker_id_map: { amy: 0, bob: 1, cleo: 2 } }),
      "tokens.txt": "_ 0\n",
      "espeak-ng-data/phontab": "x",
      MODEL_CARD: "# Model card\n\nLicense: MIT\n",
    });
    const { descriptor, problems } = await inspectModelFolder(dir);
    expect(problems).toEqual([]);
    expect(descriptor).toMatchObject({
      id: "vits-piper-en_us-tiny-medium",
      kind: "vits",
      languages: ["en"],
      sampleRate: 22050,
      license: "MIT",
      sampleText: "Hello, this is a test of this voice.",
      sherpa: { model: "en_US-tiny-medium.onnx", tokens: "tokens.txt", dataDir: "espeak-ng-data" },
    });
    expect(descriptor.voices!.map((v) => [v.speakerId, v.name])).toEqual([[0, "vits-piper-en_US-tiny-medium: amy"], [1, "vits-piper-en_US-tiny-medium: bob"], [2, "vits-piper-en_US-tiny-medium: cleo"]]);
    expect(descriptor.files.map((f) => f.path)).toContain("espeak-ng-data/phontab");
  });

  it("tells Kokoro and Whisper layouts apart and fills in their sherpa-onnx settings", async () => {
    const kokoro = folder("kokoro-multi-lang-v1_0", {
      "model.onnx": tinyVitsOnnx({ metadata: { model_type: "kokoro", sample_rate: "24000", language: "multi-lang, e.g., English, Chinese" } }),
      "voices.bin": new Uint8Array(16),
      "tokens.txt": "_ 0\n",
      "lexicon-us-en.txt": "hello h e l l o\n",
      "espeak-ng-data/phontab": "x",
    });
    expect((await inspectModelFolder(kokoro)).descriptor).toMatchObject({
      kind: "kokoro",
      languages: ["en", "zh"],
      sampleRate: 24000,
      sherpa: { model: "model.onnx", voices: "voices.bin", tokens: "tokens.txt", dataDir: "espeak-ng-data", lexicon: "lexicon-us-en.txt" },
    });
    const whisper = folder("sherpa-onnx-whisper-tiny.en", {
      "tiny.en-encoder.onnx": tinyVitsOnnx({ metadata: { model_type: "whisper-tiny.en" } }),
      "tiny.en-encoder.int8.onnx": tinyVitsOnnx({ metadata: { model_type: "whisper-tiny.en" } }),
      "tiny.en-decoder.onnx": tinyVitsOnnx({ metadata: { model_type: "whisper-tiny.en" } }),
      "tiny.en-tokens.txt": "a 0\n",
    });
    const described = (await inspectModelFolder(whisper)).descriptor;
    expect(described).toMatchObject({ kind: "whisper", sherpa: { encoder: "tiny.en-encoder.onnx", decoder: "tiny.en-decoder.onnx", tokens: "tiny.en-tokens.txt" } });
    expect(described.voices).toBeUndefined();
  });

  it("lets the folder's own vocable-model.json win, and reports files that differ from its checksums", async () => {
    const dir = folder("operator", {
      "model.onnx": tinyVitsOnnx(),
      "tokens.txt": "_ 0\n",
      "lexicon.txt": "hallo h a l l o\n",
      "vocable-model.json": JSON.stringify({ name: "Meine Stimme", languages: ["de"], license: "CC-BY-4.0", sampleText: "hallo.", files: [{ path: "model.onnx", sha256: "0".repeat(64), bytes: 1 }] }),
    });
    const { descriptor, problems } = await inspectModelFolder(dir, { id: "meine-stimme" });
    expect(descriptor).toMatchObject({ id: "meine-stimme", name: "Meine Stimme", kind: "vits", languages: ["de"], license: "CC-BY-4.0", sampleText: "hallo." });
    expect(descriptor.voices).toEqual([{ speakerId: 0, name: "Meine Stimme", language: "de" }]);
    expect(problems).toEqual([expect.stringMatching(/^model\.onnx: its SHA-256 is [0-9a-f]{64}, vocable-model\.json says 0{64}$/)]);
    expect(descriptor.files.map((f) => f.path)).toEqual(["lexicon.txt", "model.onnx", "tokens.txt"]);
    expect(JSON.parse(readFileSync(path.join(dir, "vocable-model.json"), "utf8")).name).toBe("Meine Stimme"); // inspection writes nothing
  });
});

describe("wordsFromTokens", () => {
  it("joins subword tokens into words with their start times, and spreads plain text evenly", () => {
    const result = { text: " hello world", tokens: ["▁HEL", "LO", "▁WOR", "LD"], timestamps: [0.2, 0.4, 0.9, 1.1] };
    expect(wordsFromTokens(result, 2)).toEqual([
      { text: "HELLO", start: 0.2, end: 0.9, probability: 1 },
      { text: "WORLD", start: 0.9, end: 2, probability: 1 },
    ]);
    expect(wordsFromTokens({ text: "你好", tokens: ["你", "好"], timestamps: [0.1, 0.3] }, 1).map((w) => w.text)).toEqual(["你", "好"]);
    expect(wordsFromTokens({ text: " one two", tokens: [], timestamps: [] }, 1)).toEqual([
      { text: "one", start: 0, end: 0.5, probability: 1 },
      { text: "two", start: 0.5, end: 1, probability: 1 },
    ]);
  });
});
