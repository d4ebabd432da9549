import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { synthesizeRaw } from "../service/speech-service";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { cpuTimeMs, parsePocketsphinxOutput, pocketsphinxProgram, recognizeWithPocketsphinx } from "./pocketsphinx";

interface RecognizerChild {
  pid: number;
  /** The WAV file it was given (-infile). */
  audioFile: string;
}

/** This process's running `pocketsphinx_continuous` children, read from /proc (zombies, already dead, left out). */
function recognizerChildren(): RecognizerChild[] {
  const found: RecognizerChild[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(ppid) !== process.pid || state === "Z") continue;
      const argv = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (path.basename(argv[0] ?? "") !== "pocketsphinx_continuous") continue;
      const audioFile = argv[argv.indexOf("-infile") + 1] ?? "";
      // Spares started ahead by other tests' engines (pocketsphinx-spare.ts) are not these runs.
      if (audioFile.includes("vocable-asr-spare-")) continue;
      found.push({ pid: Number(entry), audioFile });
    } catch {
      // the process ended while it was read
    }
  }
  return found;
}

/** A Flite sentence repeated for two minutes at 16 kHz: many seconds of the recogniser's work. */
async function twoMinutesOfSpeech(): Promise<Int16Array> {
  const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
  const sentence = (await synthesizeRaw({ text: "Every morning the baker opens the shop and the whole street smells of bread.", voiceId: voice.voiceId })).samples;
  const speech = new Int16Array(16000 * 120);
  for (let at = 0; at < speech.length; at += sentence.length) speech.set(sentence.subarray(0, Math.min(sentence.length, speech.length - at)), at);
  return speech;
}

/** Whether a process is still running (not gone, not a zombie waiting to be reaped). */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

describe("PocketSphinx output", () => {
  it("keeps the words with their times and probabilities, without markers, fillers or alternate numbers", () => {
    const out = [
      "the quick brown fox",
      "<s> 0.000 0.130 0.999800",
      "the 0.140 0.330 0.826941",
      "<sil> 0.340 0.400 1.000000",
      "quick(2) 0.410 0.630 0.991337",
      "[NOISE] 0.640 0.700 0.500000",
      "++UH++ 0.700 0.720 0.400000",
      "brown 0.730 1.090 0.999900",
      "fox 1.100 1.490 0.999900",
      "</s> 1.500 1.540 1.000000",
      "INFO: not a word line",
    ].join("\n");
    expect(parsePocketsphinxOutput(out)).toEqual({
      text: "the quick brown fox",
      words: [
        { text: "the", start: 0.14, end: 0.33, probability: 0.826941 },
        { text: "quick", start: 0.41, end: 0.63, probability: 0.991337 },
        { text: "brown", start: 0.73, end: 1.09, probability: 0.9999 },
        { text: "fox", start: 1.1, end: 1.49, probability: 0.9999 },
      ],
    });
    expect(parsePocketsphinxOutput("")).toEqual({ text: "", words: [] });
  });
});

describe("PocketSphinx recognition (Debian's pocketsphinx, installed by .ci/run)", () => {
  it("is installed", () => {
    expect(pocketsphinxProgram(), "apt-get install pocketsphinx pocketsphinx-en-us").not.toBeNull();
  });

  it("hears a Flite voice's sentence, with word times inside the audio and in order", async () => {
    const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
    const said = await synthesizeRaw({ text: "The quick brown fox jumps over the lazy dog.", voiceId: voice.voiceId });
    expect(said.sampleRate).toBe(16000);
    const heard = await recognizeWithPocketsphinx(said.samples);
    const words = heard.words.map((w) => w.text);
    for (const word of ["quick", "brown", "fox", "over", "lazy", "dog"]) expect(words).toContain(word);
    const duration = said.samples.length / said.sampleRate;
    for (const [i, w] of heard.words.entries()) {
      expect(w.start).toBeLessThan(w.end);
      expect(w.end).toBeLessThanOrEqual(duration + 0.05);
      if (i > 0) expect(w.start).toBeGreaterThanOrEqual(heard.words[i - 1]!.end);
    }
    // Words are heard where they were said: "fox" after "quick", "dog" last.
    expect(heard.words.find((w) => w.text === "dog")!.start).toBeGreaterThan(heard.words.find((w) => w.text === "fox")!.end);
  });

  it("tells the end of each utterance as it finishes it, while the rest is still being recognised", { timeout: 700_000 }, async () => {
    const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
    const sentence = (await synthesizeRaw({ text: "Every morning the baker opens the shop and the whole street smells of bread.", voiceId: voice.voiceId })).samples;
    // Six sentences, each followed by a second of silence: six utterances.
    const unit = sentence.length + 16000;
    const speech = new Int16Array(unit * 6);
    for (let i = 0; i < 6; i++) speech.set(sentence, i * unit);
    const reports: { seconds: number; running: boolean }[] = [];
    // Half a minute of speech: a generous bound, for a machine busy with other work.
    const heard = await recognizeWithPocketsphinx(speech, {
      timeoutMs: 600_000,
      onProgress: (seconds) => reports.push({ seconds, running: recognizerChildren().some((c) => isAlive(c.pid)) }),
    });
    const ends = reports.map((r) => r.seconds);
    expect(ends.length).toBeGreaterThanOrEqual(4);
    expect(ends).toEqual([...new Set(ends)].sort((a, b) => a - b));
    expect(ends[ends.length - 1]!).toBeLessThanOrEqual(speech.length / 16000 + 0.05);
    // The first utterance is told while the recogniser is still at work on the others.
    expect(ends[0]!).toBeLessThan(speech.length / 16000 / 2);
    expect(reports[0]!.running).toBe(true);
    // Its words carry times in the whole audio: the last words are in the last sentence.
    expect(heard.words[heard.words.length - 1]!.start).toBeGreaterThan(5 * unit / 16000);
  });

  it("hears nothing in silence, and stops when aborted", async () => {
    expect((await recognizeWithPocketsphinx(new Int16Array(16000))).words).toEqual([]);
    // Aborted before it starts: no process at all.
    const early = new AbortController();
    early.abort();
    await expect(recognizeWithPocketsphinx(new Int16Array(16000), { signal: early.signal })).rejects.toThrow("recognition aborted");
    expect(recognizerChildren()).toEqual([]);
    // Aborted while it runs: the abort comes once the recogniser's process exists, with two minutes
    // of speech to hear (many seconds of work), so it is killed mid-way, and its audio file goes.
    const speech = await twoMinutesOfSpeech();
    const late = new AbortController();
    const running = recognizeWithPocketsphinx(speech, { signal: late.signal });
    const outcome = running.then(
      () => "finished",
      (err: Error) => err.message,
    );
    let child: RecognizerChild | undefined;
    while (!(child = recognizerChildren()[0])) await new Promise((resolve) => setTimeout(resolve, 5));
    late.abort();
    expect(await outcome).toBe("recognition aborted");
    expect(existsSync(child.audioFile), "the audio file is removed").toBe(false);
    while (isAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(recognizerChildren()).toEqual([]);
  });

  it("stops a run that has used its CPU time, however long the wall clock allows", async () => {
    // Two minutes of speech cost the recogniser many seconds of CPU time.
    const outcome = await recognizeWithPocketsphinx(await twoMinutesOfSpeech(), { cpuLimitMs: 1000, timeoutMs: 600_000 }).then(
      () => "finished",
      (err: Error) => err.message,
    );
    expect(outcome).toBe("PocketSphinx used more than 1000 ms of CPU time");
    while (recognizerChildren().some((c) => isAlive(c.pid))) await new Promise((resolve) => setTimeout(resolve, 10));
  });
});

describe("cpuTimeMs", () => {
  it("reads a running process's CPU time, and nothing for a process that is not there", () => {
    const start = cpuTimeMs(process.pid)!;
    const until = Date.now() + 100;
    while (Date.now() < until) Math.sqrt(Math.random());
    expect(cpuTimeMs(process.pid)!).toBeGreaterThan(start);
    expect(cpuTimeMs(2 ** 22 + 1)).toBeUndefined();
  });
});
