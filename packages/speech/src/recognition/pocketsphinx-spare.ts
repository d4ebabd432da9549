import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, constants, mkdtempSync, openSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { int16ToBytes } from "../audio/pcm-codecs";
import { findProgram } from "../runtime/find-program";
import { parsePocketsphinxOutput, progressLines, recognitionArgs, recognizeWithPocketsphinx, runPocketsphinx } from "./pocketsphinx";
import type { Recognition } from "./recognition-types";

type RecognizeOptions = NonNullable<Parameters<typeof recognizeWithPocketsphinx>[1]>;

/**
 * A PocketSphinx process started before it is needed: it loads its model (about 1.5 s of CPU and
 * 100 MB) and then waits on a FIFO for the audio. A recognition given to it skips the start; once
 * it has its audio it is an ordinary run (the same limits and output). This process holds the
 * FIFO's other end from the start, so if it dies the spare reads the end of its audio and exits.
 */
class Spare {
  private fd: number | null;

  private constructor(
    readonly child: ChildProcess,
    private readonly program: string,
    fd: number,
  ) {
    this.fd = fd;
  }

  static start(program: string): Spare {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vocable-asr-spare-"));
    const fifo = path.join(dir, "audio.raw");
    execFileSync("mkfifo", ["-m", "600", fifo]);
    // Read-write: opening never waits for the other end (Linux), and this end is a writer from now on.
    const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
    // Killed with this process (setpriv's parent-death signal, kept across its exec), even while it
    // still loads its model: a spare whose server died before it opened the FIFO would wait forever.
    const setpriv = findProgram("setpriv");
    const [command, args] = setpriv ? [setpriv, ["--pdeathsig", "KILL", "--", program, ...recognitionArgs(fifo)]] : [program, recognitionArgs(fifo)];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const cleanUp = () => rmSync(dir, { recursive: true, force: true });
    child.on("exit", cleanUp);
    child.on("error", cleanUp);
    // A waiting spare does not keep this process running.
    child.unref();
    (child.stdout as net.Socket | null)?.unref();
    (child.stderr as net.Socket | null)?.unref();
    return new Spare(child, program, fd);
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async recognize(samples: Int16Array, opts: RecognizeOptions): Promise<Recognition> {
    if (opts.background && this.child.pid) {
      try {
        os.setPriority(this.child.pid, 10);
      } catch {
        // not permitted here: it runs at the normal priority
      }
    }
    const output = runPocketsphinx(this.program, [], { ...opts, child: this.child, onLine: progressLines(opts.onProgress) });
    output.catch(() => {}); // awaited below, after the audio is written
    // A write that fails because the run ended (aborted, over its limits) reports why the run ended.
    await this.write(int16ToBytes(samples)).catch(async (err: unknown) => {
      await output;
      throw err;
    });
    return parsePocketsphinxOutput(await output);
  }

  /** Writes the audio into the FIFO and closes this end: the end of the audio. */
  private async write(bytes: Uint8Array): Promise<void> {
    const fd = this.fd;
    this.fd = null;
    if (fd === null || !this.alive) throw new Error("PocketSphinx ended before it was given the audio");
    // Never read from: the audio is the spare's to read.
    const pipe = new net.Socket({ fd, readable: false, writable: true });
    const ended = () => pipe.destroy(new Error("PocketSphinx ended before it read the audio"));
    this.child.once("exit", ended);
    try {
      await new Promise<void>((resolve, reject) => {
        pipe.once("error", reject);
        pipe.end(bytes, () => resolve());
      });
    } finally {
      this.child.off("exit", ended);
      pipe.destroy();
    }
  }

  kill(): void {
    this.child.kill("SIGKILL");
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/**
 * PocketSphinx recognitions with one process kept started ahead (see Spare) while recognitions
 * come in bursts: once a recognition ends within `burstMs` of the previous one's end, a spare is
 * started, and each recognition takes it when it is ready (then the next starts), so a recogniser
 * used again and again (a realtime socket's partial transcripts, a long file's pieces) does not
 * wait for the start, while a single recognition leaves no process behind. The spare is dropped
 * after `idleMs` without a recognition, and by close(). A spare that died is replaced by a run
 * started then.
 */
export class PocketsphinxSpares {
  private spare: Spare | null = null;
  private idle: NodeJS.Timeout | null = null;
  private closed = false;
  private lastEnded = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly program: string,
    private readonly idleMs = 5 * 60_000,
    private readonly burstMs = 60_000,
  ) {}

  async recognize(samples: Int16Array, opts: RecognizeOptions = {}): Promise<Recognition> {
    const spare = this.spare?.alive ? this.spare : null;
    this.spare = null;
    try {
      if (!spare) return await recognizeWithPocketsphinx(samples, opts);
      try {
        return await spare.recognize(samples, opts);
      } catch (err) {
        if (opts.signal?.aborted || spare.alive) throw err;
        return await recognizeWithPocketsphinx(samples, opts); // the spare had died: a run of its own
      }
    } finally {
      spare?.kill(); // ended by now, unless the recognition failed
      const now = performance.now();
      if (spare || now - this.lastEnded < this.burstMs) this.prepare();
      this.lastEnded = now;
    }
  }

  /** Whether a started process waits for the next recognition. */
  get ready(): boolean {
    return this.spare?.alive === true;
  }

  /** The spare's process id (tests). */
  get sparePid(): number | undefined {
    return this.spare?.child.pid;
  }

  close(): void {
    this.closed = true;
    this.drop();
  }

  private prepare(): void {
    if (this.closed) return;
    this.spare ??= Spare.start(this.program);
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => this.drop(), this.idleMs);
    this.idle.unref();
  }

  private drop(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.spare?.kill();
    this.spare = null;
  }
}
