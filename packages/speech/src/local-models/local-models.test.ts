import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EngineRegistry } from "../engines/engine-registry";
import { hearTinyVitsTokens, spellHeardTokens, writeTinyVitsModel } from "../test-support/tiny-vits-model";
import { createLocalModelEngines, localModelSupport, type LocalModelEngine } from "./local-model-engines";
import { readState } from "./model-descriptor";
import { addModel, listModels, removeModel, verifyModel } from "./model-store";

const root = mkdtempSync(path.join(tmpdir(), "vocable-local-models-"));
const engines: LocalModelEngine[] = [];
afterAll(async () => {
  await Promise.all(engines.map((e) => e.close()));
  rmSync(root, { recursive: true, force: true });
});

let folders = 0;
/** A fresh models folder and a source folder holding a tiny model. */
function setUp(opts: Parameters<typeof writeTinyVitsModel>[1] = {}, name = "tiny-en") {
  const base = path.join(root, String(++folders));
  return { modelsDir: path.join(base, "models"), source: writeTinyVitsModel(path.join(base, "sources", name), opts) };
}

async function collect(chunks: AsyncIterable<Int16Array>): Promise<{ samples: Int16Array; pieces: number }> {
  const parts: Int16Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const samples = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length;
  }
  return { samples, pieces: parts.length };
}

function flipBytes(file: string, find: string, replace: string): void {
  const bytes = readFileSync(file);
  const at = bytes.indexOf(Buffer.from(find));
  expect(at).toBeGreaterThan(0);
  bytes.write(replace, at);
  writeFileSync(file, bytes);
}

describe("local neural models", () => {
  it("adds a VITS model folder, probes it in a child process, and speaks its tokens through the engine", async () => {
    const { modelsDir, source } = setUp({ speakers: 2 });
    const { descriptor, state } = await addModel(source, modelsDir);

    expect(state).toMatchObject({ status: "ok", reason: null });
    expect(state.probe!.audioSeconds).toBeGreaterThan(0);
    expect(descriptor).toMatchObject({ id: "tiny-en", name: "tiny-en", kind: "vits", languages: ["en"], sampleRate: 16000, sampleText: "hello world this is." });
    expect(descriptor.license).toMatch(/^CC0-1.0/);
    expect(descriptor.sherpa).toEqual({ model: "model.onnx", tokens: "tokens.txt", lexicon: "lexicon.txt" });
    expect(descriptor.voices!.map((v) => v.speakerId)).toEqual([0, 1]);
    const installed = path.join(modelsDir, "tiny-en");
    expect(descriptor.files.map((f) => f.path)).toEqual(["LICENSE", "lexicon.txt", "model.onnx", "tokens.txt"]);
    for (const file of descriptor.files) {
      const bytes = readFileSync(path.join(installed, file.path));
      expect(file).toEqual({ path: file.path, sha256: createHash("sha256").update(bytes).digest("hex"), bytes: bytes.length });
    }
    expect(JSON.parse(readFileSync(path.join(installed, "vocable-model.json"), "utf8"))).toEqual(descriptor);
    expect(await readState(installed)).toEqual(state);
    expect(readdirSync(modelsDir)).toEqual(["tiny-en"]);

    const created = await createLocalModelEngines(modelsDir);
    engines.push(...created);
    expect(created.map((e) => [e.id, e.kind, e.capabilities, e.languages, e.voiceCount])).toEqual([["local-tiny-en", "local_model", ["text_to_speech", "streaming"], ["en"], 2]]);
    const [engine] = created;
    expect(engine.description).toContain("tiny-en");
    expect(engine.description).toContain("Licence: CC0-1.0");
    expect(await engine.synthesizer!.listVoices()).toMatchObject([{ engineVoiceId: "0", language: "en" }, { engineVoiceId: "1", language: "en" }]);

    const speech = await engine.synthesizer!.synthesize({ text: "Hello world. This is a test!", engineVoiceId: "1" }, AbortSignal.timeout(30_000));
    expect(speech.sampleRate).toBe(16000);
    const { samples, pieces } = await collect(speech.chunks);
    expect(pieces).toBe(2); // one chunk per sentence, streamed as each is ready
    expect(samples.length % 800).toBe(0);
    const heard = hearTinyVitsTokens(samples, { speakers: 2 });
    expect(samples.length).toBe(heard.length * 800);
    // sherpa-onnx's lexicon frontend: each word's letters, " " after every word and after punctuation.
    expect(spellHeardTokens(heard)).toBe("hello world . this is a test ! ");
    expect(heard.every((t) => t.speaker === 1 && t.purity > 0.98)).toBe(true);

    const registry = new EngineRegistry();
    registry.register(engine);
    const health = await registry.check(engine.id);
    expect(health).toMatchObject({ status: "healthy", detail: null });
    expect(health.realTimeFactor).toBeGreaterThan(0);
    expect(health.realTimeFactor).toBeLessThan(1);
  });

  it("marks a model whose .onnx was damaged broken, with ONNX Runtime's reason, and keeps running", async () => {
    const { modelsDir, source } = setUp({}, "damaged");
    flipBytes(path.join(source, "model.onnx"), "Gather", "Gaxher");
    const { state } = await addModel(source, modelsDir);
    expect(state.status).toBe("broken");
    expect(state.reason).toMatch(/failed its trial load in a separate process: ONNX Runtime failed: .*No Op registered for Gaxher.*SIGABRT/);

    const truncated = setUp({}, "truncated");
    const onnx = path.join(truncated.source, "model.onnx");
    writeFileSync(onnx, readFileSync(onnx).subarray(0, 5000));
    const cut = await addModel(truncated.source, modelsDir);
    expect(cut.state).toMatchObject({ status: "broken", reason: expect.stringMatching(/model\.onnx is not a readable ONNX model: a field running past its end/) });

    const listed = await listModels(modelsDir);
    expect(listed.map((m) => [m.id, m.state.status])).toEqual([["damaged", "broken"], ["truncated", "broken"]]);
    expect(await createLocalModelEngines(modelsDir)).toEqual([]);
    expect(process.exitCode ?? 0).toBe(0);
  });

  it("fails the synthesis a model crashes on, and starts a fresh process for the next one", async () => {
    const { modelsDir, source } = setUp({ crashWord: "boom" });
    expect((await addModel(source, modelsDir)).state.status).toBe("ok");
    const [engine] = await createLocalModelEngines(modelsDir);
    engines.push(engine);
    await expect(engine.synthesizer!.synthesize({ text: "boom", engineVoiceId: "0" }, AbortSignal.timeout(30_000))).rejects.toThrow(
      /the local model tiny-en stopped: ONNX Runtime failed: .*out of .*bounds.*SIGABRT/i,
    );
    const speech = await engine.synthesizer!.synthesize({ text: "one two three", engineVoiceId: "0" }, AbortSignal.timeout(30_000));
    expect(spellHeardTokens(hearTinyVitsTokens((await collect(speech.chunks)).samples))).toBe("one two three");
  });

  it("serves concurrent requests one after another, stops after the sentence in progress when the caller leaves, and refuses unknown voices", async () => {
    const { modelsDir, source } = setUp();
    await addModel(source, modelsDir);
    const [engine] = await createLocalModelEngines(modelsDir);
    engines.push(engine);
    const synthesizer = engine.synthesizer!;
    const long = Array.from({ length: 40 }, () => "one two three.").join(" ");
    const early = await synthesizer.synthesize({ text: long, engineVoiceId: "0" }, AbortSignal.timeout(30_000));
    for await (const chunk of early.chunks) {
      expect(spellHeardTokens(hearTinyVitsTokens(chunk))).toBe("one two three . "); // one sentence per chunk
      break; // the rest is cancelled; the model's turn passes on once the sentence in progress is done
    }
    const both = await Promise.all(
      ["hello world.", "this is a test."].map(async (text) => {
        const speech = await synthesizer.synthesize({ text, engineVoiceId: "0" }, AbortSignal.timeout(30_000));
        return spellHeardTokens(hearTinyVitsTokens((await collect(speech.chunks)).samples));
      }),
    );
    expect(both).toEqual(["hello world . ", "this is a test . "]);
    const aborted = new AbortController();
    aborted.abort();
    await expect(synthesizer.synthesize({ text: "hello", engineVoiceId: "0" }, aborted.signal)).rejects.toThrow(/aborted/i);
    await expect(synthesizer.synthesize({ text: "hello", engineVoiceId: "7" }, AbortSignal.timeout(30_000))).rejects.toThrow("the local model tiny-en has no voice 7 (it has 0)");
  });

  it("verifyModel catches a file changed after adding; the engine is then left out until it matches again", async () => {
    const { modelsDir, source } = setUp();
    await addModel(source, modelsDir);
    const tokens = path.join(modelsDir, "tiny-en", "tokens.txt");
    const original = readFileSync(tokens);
    appendFileSync(tokens, "# edited\n");
    const state = await verifyModel(modelsDir, "tiny-en");
    expect(state).toMatchObject({ status: "broken", reason: expect.stringMatching(/^tokens\.txt changed since it was added: \d+ bytes, the descriptor says \d+$/) });
    writeFileSync(tokens, Buffer.concat([original.subarray(0, original.length - 2), Buffer.from("3\n")])); // same size, other bytes
    expect((await verifyModel(modelsDir, "tiny-en")).reason).toMatch(/^tokens\.txt changed since it was added: its SHA-256 is [0-9a-f]{64}, the descriptor says [0-9a-f]{64}$/);
    expect(await createLocalModelEngines(modelsDir)).toEqual([]);
    writeFileSync(tokens, original);
    expect(await verifyModel(modelsDir, "tiny-en")).toMatchObject({ status: "ok", reason: null });
  });

  it("installs from a .tar.bz2 or .tar.gz archive checked against its SHA-256, and installs nothing when it differs", async () => {
    const { modelsDir, source } = setUp({}, "vits-tiny-archive");
    const archives = path.dirname(source);
    execFileSync("tar", ["-cjf", "vits-tiny-archive.tar.bz2", "vits-tiny-archive"], { cwd: archives });
    execFileSync("tar", ["-czf", "packed.tar.gz", "-C", source, "."], { cwd: archives });
    const bz2 = path.join(archives, "vits-tiny-archive.tar.bz2");
    const sha256 = createHash("sha256").update(readFileSync(bz2)).digest("hex");

    await expect(addModel(bz2, modelsDir, { sha256: "0".repeat(64) })).rejects.toThrow(`its SHA-256 is ${sha256}, expected ${"0".repeat(64)}`);
    expect(await listModels(modelsDir)).toEqual([]);

    const fromBz2 = await addModel(bz2, modelsDir, { sha256 });
    expect(fromBz2.descriptor.id).toBe("vits-tiny-archive");
    expect(fromBz2.state.status).toBe("ok");
    const fromGz = await addModel(path.join(archives, "packed.tar.gz"), modelsDir, { id: "from-gz" });
    expect(fromGz.state.status).toBe("ok");
    expect(fromGz.descriptor.files).toEqual(fromBz2.descriptor.files);
    await expect(addModel(bz2, modelsDir)).rejects.toThrow("a model vits-tiny-archive is already installed");

    await removeModel(modelsDir, "from-gz");
    expect((await listModels(modelsDir)).map((m) => m.id)).toEqual(["vits-tiny-archive"]);
    await expect(removeModel(modelsDir, "from-gz")).rejects.toThrow("no model from-gz");
    await expect(removeModel(modelsDir, "../models")).rejects.toThrow('"../models" is not a model id');
  });

  it("probes a real Silero VAD export (from an npm package) with sherpa-onnx's Vad, and lists it without registering it", async () => {
    const source = path.join(root, "silero-vad-v6");
    mkdirSync(source, { recursive: true });
    copyFileSync(createRequire(import.meta.url).resolve("@ricky0123/vad-web/dist/silero_vad_v6.onnx"), path.join(source, "silero_vad.onnx"));
    const modelsDir = path.join(root, "vad-models");
    const { descriptor, state } = await addModel(source, modelsDir);
    expect(descriptor).toMatchObject({ id: "silero-vad-v6", kind: "silero-vad", sampleRate: 16000, sherpa: { model: "silero_vad.onnx" } });
    expect(state.status).toBe("ok");
    expect(localModelSupport("silero-vad").supported).toBe(false);
    expect(await createLocalModelEngines(modelsDir)).toEqual([]);
  });

  it("refuses a folder with no recognisable model, leaving nothing behind", async () => {
    const base = path.join(root, "not-a-model");
    writeTinyVitsModel(base);
    rmSync(path.join(base, "model.onnx"));
    const modelsDir = path.join(root, "empty-models");
    await expect(addModel(base, modelsDir)).rejects.toThrow(/cannot tell which kind of sherpa-onnx model .* holds; write a vocable-model.json/);
    expect(readdirSync(modelsDir)).toEqual([]);
    expect(await listModels(path.join(root, "nowhere"))).toEqual([]);
  });
});
