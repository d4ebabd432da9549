import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { concatBytes, int16ToBytes } from "../audio/pcm-codecs";
import { wavHeader } from "@vocable/domain";
import { findProgram } from "../runtime/find-program";
import { RECOGNITION_SAMPLE_RATE, type Recognition, type RecognizedWord } from "./recognition-types";

/**
 * CMU PocketSphinx, the embedded English recogniser when Debian's `pocketsphinx` and
 * `pocketsphinx-en-us` packages are installed (`pocketsphinx_continuous` and its US English
 * acoustic model, dictionary and language model). It runs as a child process, never on the event
 * loop. Word error rate is about 0.37 on read human speech; it is a fallback, not Whisper.
 */
export const POCKETSPHINX_MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";
export const POCKETSPHINX_SAMPLE_RATE = RECOGNITION_SAMPLE_RATE;
const PROGRAM = "pocketsphinx_continuous";
/** Nice value of background recognition (a long file's pieces): below short requests on shared cores. */
const BACKGROUND_NICE = 10;

/**
 * Where a PocketSphinx program is (`pocketsphinx_continuous` unless named; forced alignment uses
 * `pocketsphinx_batch`), when it and the English model are installed; null otherwise.
 */
export function pocketsphinxProgram(name: "pocketsphinx_continuous" | "pocketsphinx_batch" = PROGRAM): string | null {
  const program = findProgram(name);
  return program && existsSync(path.join(POCKETSPHINX_MODEL_DIR, "en-us")) ? program : null;
}

/** A line of `-time yes` output: `token start end probability`. */
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/;

/** Fillers and markers in the word list that are not words: sentence bounds, silence, noise. */
const NOT_A_WORD = /^(<s>|<\/s>|<sil>|\[[A-Z_]+\]|\+\+.*\+\+)$/;

/**
 * Reads `pocketsphinx_continuous -time yes` output: hypothesis lines, and a line per word
 * (`word start end probability`, alternates written `word(2)`). Non-word tokens are dropped.
 */
export function parsePocketsphinxOutput(stdout: string): Recognition {
  const words: RecognizedWord[] = [];
  for (const line of stdout.split("\n")) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const token = match[1]!;
    if (NOT_A_WORD.test(token)) continue;
    words.push({ text: token.replace(/\(\d+\)$/, ""), start: Number(match[2]), end: Number(match[3]), probability: Number(match[4]) });
  }
  return { text: words.map((w) => w.text).join(" "), words };
}

/**
 * Recognises English speech in mono 16-bit PCM at 16 kHz (resample first). Rejects when the
 * recogniser is not installed, fails, runs past `timeoutMs` or `cpuLimitMs` or `signal` aborts
 * (the process is killed). The audio goes through a private temporary file, removed afterwards. PocketSphinx cuts
 * the audio into utterances at its own pauses and prints each one's words as it finishes it:
 * `onProgress` hears the end of each finished utterance (seconds into `samples`), rising.
 */
export async function recognizeWithPocketsphinx(
  samples: Int16Array,
  opts: { timeoutMs?: number; cpuLimitMs?: number; signal?: AbortSignal; background?: boolean; onProgress?: (secondsDone: number) => void } = {},
): Promise<Recognition> {
  const program = pocketsphinxProgram();
  if (!program) throw new Error("PocketSphinx is not installed (Debian packages pocketsphinx and pocketsphinx-en-us)");
  const dir = await mkdtemp(path.join(os.tmpdir(), "vocable-asr-"));
  const file = path.join(dir, "audio.wav");
  try {
    const pcm = int16ToBytes(samples);
    await writeFile(file, concatBytes([wavHeader(POCKETSPHINX_SAMPLE_RATE, pcm.length), pcm]), { mode: 0o600 });
    const stdout = await runPocketsphinx(program, recognitionArgs(file), { ...opts, onLine: progressLines(opts.onProgress) });
    return parsePocketsphinxOutput(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The arguments of a recognition of the raw (or `.wav`) file `file`, with word times. */
export function recognitionArgs(file: string): string[] {
  return ["-infile", file, "-time", "yes", "-logfn", "/dev/null", "-samprate", String(POCKETSPHINX_SAMPLE_RATE)];
}

/** A line listener telling `onProgress` the end of each finished utterance (seconds), rising. */
export function progressLines(onProgress: ((secondsDone: number) => void) | undefined): ((line: string) => void) | undefined {
  if (!onProgress) return undefined;
  let done = 0;
  return (line) => {
    const match = WORD_LINE.exec(line.trim());
    const end = match ? Number(match[3]) : 0;
    if (end > done) onProgress((done = end));
  };
}

/**
 * Runs a PocketSphinx program (or watches `opts.child`, one started already) and resolves with its standard output. Rejects when it cannot start,
 * exits with an error (the message carries the end of its standard error), runs past `timeoutMs`
 * (default two minutes, or ten times `cpuLimitMs` when that is given), has used more than
 * `cpuLimitMs` of CPU time (read from /proc; a bound that holds on a busy machine, where a
 * wall-clock one would stop a healthy run) or `signal` aborts ("recognition aborted"); the process
 * is killed then.
 * `background` runs it at a lower CPU priority. `onLine` hears each whole line of output as it comes.
 */
export function runPocketsphinx(
  program: string,
  args: string[],
  opts: { timeoutMs?: number; cpuLimitMs?: number; signal?: AbortSignal; background?: boolean; onLine?: (line: string) => void; child?: ChildProcess },
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      opts.child?.kill("SIGKILL");
      reject(new Error("recognition aborted"));
      return;
    }
    if (opts.child && (opts.child.exitCode !== null || opts.child.signalCode !== null)) {
      reject(new Error("PocketSphinx ended before it was given the audio"));
      return;
    }
    const child = opts.child ?? spawn(program, args, { stdio: ["ignore", "pipe", "pipe"] });
    if (opts.background && child.pid) {
      try {
        os.setPriority(child.pid, BACKGROUND_NICE);
      } catch {
        // not permitted here: it runs at the normal priority
      }
    }
    let stdout = "";
    let stderr = "";
    let lineStart = 0;
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (!opts.onLine) return;
      for (let end = stdout.indexOf("\n", lineStart); end >= 0; end = stdout.indexOf("\n", lineStart)) {
        const line = stdout.slice(lineStart, end);
        lineStart = end + 1;
        try {
          opts.onLine(line);
        } catch {
          // a listener's failure is not the recogniser's
        }
      }
    });
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
    const stop = (reason: Error) => {
      child.kill("SIGKILL");
      reject(reason);
    };
    const timeoutMs = opts.timeoutMs ?? (opts.cpuLimitMs !== undefined ? opts.cpuLimitMs * 10 : 120_000);
    const timer = setTimeout(() => stop(new Error(`PocketSphinx took longer than ${timeoutMs} ms`)), timeoutMs);
    const cpuLimitMs = opts.cpuLimitMs;
    const cpuWatch =
      cpuLimitMs !== undefined && child.pid !== undefined
        ? setInterval(() => {
            const used = cpuTimeMs(child.pid!);
            if (used !== undefined && used > cpuLimitMs) stop(new Error(`PocketSphinx used more than ${cpuLimitMs} ms of CPU time`));
          }, CPU_WATCH_MS)
        : undefined;
    const onAbort = () => stop(new Error("recognition aborted"));
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    child.on("error", (err) => {
      clearTimeout(timer);
      clearInterval(cpuWatch);
      reject(err);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      clearInterval(cpuWatch);
      opts.signal?.removeEventListener("abort", onAbort);
      if (code === 0) resolve(stdout);
      else reject(new Error(`PocketSphinx failed (exit ${code}): ${stderr.trim() || "no output"}`));
    });
  });
}

/** How often a CPU-time limit is checked. */
const CPU_WATCH_MS = 500;
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times (100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The user and system CPU time a running process has used, from /proc/<pid>/stat (fields 14 and
 * 15, counted after the command name, which may hold spaces); undefined where /proc cannot say.
 */
export function cpuTimeMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
