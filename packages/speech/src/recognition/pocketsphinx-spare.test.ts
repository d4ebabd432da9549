import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { synthesizeRaw } from "../service/speech-service";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { waitFor } from "../test-support/wait-for";
import { pocketsphinxProgram, recognizeWithPocketsphinx } from "./pocketsphinx";
import { PocketsphinxSpares } from "./pocketsphinx-spare";

const program = pocketsphinxProgram()!;
const running = (pid: number | undefined) => pid !== undefined && existsSync(`/proc/${pid}`);
let spares: PocketsphinxSpares | undefined;
afterEach(() => spares?.close());

async function sentence(text: string) {
  const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
  return (await synthesizeRaw({ text, voiceId: voice.voiceId })).samples;
}

describe("PocketSphinx with a process started ahead", () => {
  it("hears the same words through the spare as a run of its own, and keeps one spare ready", async () => {
    spares = new PocketsphinxSpares(program);
    const samples = await sentence("The quick brown fox jumps over the lazy dog.");
    const alone = await recognizeWithPocketsphinx(samples);
    expect(spares.ready).toBe(false);
    // One recognition leaves no process behind; a second soon after starts the spare.
    const first = await spares.recognize(samples);
    expect(first.words).toEqual(alone.words);
    expect(spares.ready).toBe(false);
    await spares.recognize(samples);
    expect(spares.ready).toBe(true);
    const spare = spares.sparePid;
    const second = await spares.recognize(samples);
    expect(second.words).toEqual(alone.words);
    // The spare was used (it has ended) and another waits.
    await waitFor("the used spare to end", () => !running(spare));
    expect(spares.ready).toBe(true);
    expect(spares.sparePid).not.toBe(spare);
  });

  it("reports progress through the spare too", async () => {
    spares = new PocketsphinxSpares(program);
    const samples = await sentence("One sentence here. And after a pause, another one there.");
    await spares.recognize(samples);
    await spares.recognize(samples);
    const progress: number[] = [];
    const heard = await spares.recognize(samples, { onProgress: (done) => progress.push(done) });
    expect(heard.words.length).toBeGreaterThan(3);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("recognises with a run of its own when the spare has died, and close ends the spare", async () => {
    spares = new PocketsphinxSpares(program);
    const samples = await sentence("Bring me the red book from the table.");
    await spares.recognize(samples);
    await spares.recognize(samples);
    process.kill(spares.sparePid!, "SIGKILL");
    await waitFor("the killed spare to end", () => !running(spares!.sparePid));
    expect((await spares.recognize(samples)).words.map((w) => w.text)).toContain("book");
    const spare = spares.sparePid;
    expect(running(spare)).toBe(true);
    spares.close();
    await waitFor("the used spare to end", () => !running(spare));
    expect(spares.ready).toBe(false);
  });

  it("stops a recognition that is aborted, and the next one still works", async () => {
    spares = new PocketsphinxSpares(program);
    const samples = await sentence("Stop this one before it ends, please.");
    await spares.recognize(samples);
    await spares.recognize(samples);
    const abort = new AbortController();
    const stopped = spares.recognize(samples, { signal: abort.signal });
    abort.abort();
    await expect(stopped).rejects.toThrow("aborted");
    expect((await spares.recognize(samples)).words.length).toBeGreaterThan(2);
  });

  it("does not outlive its server, even one killed while the spare still loads its model", async () => {
    // One process (tsx as a loader, not its CLI, which would run the script in a child of its own).
    const loader = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm")).href;
    const script = fileURLToPath(new URL("../test-support/spare-parent-script.ts", import.meta.url));
    const server = spawn(process.execPath, ["--import", loader, script], { stdio: ["ignore", "pipe", "inherit"] });
    const line = await new Promise<string>((resolve) => server.stdout.once("data", (data: Buffer) => resolve(String(data))));
    const { spare } = JSON.parse(line) as { spare: number };
    expect(running(spare)).toBe(true);
    server.kill("SIGKILL");
    await waitFor("the spare to end with its server", () => !running(spare));
  });
});
