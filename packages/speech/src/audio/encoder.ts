import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { idleCheckInterval } from "../runtime/idle-check";
import { spawnWorker } from "../runtime/spawn-worker";
import type { CodecReply, CodecRequest } from "./codec-worker";
import { createLocalEncoder, type AudioEncoder } from "./local-encoder";
import type { OutputFormat } from "./output-formats";
import { concatBytes } from "./pcm-codecs";

export type { AudioEncoder } from "./local-encoder";

/**
 * Client side of one codec thread. Keeps the process alive only while a call is pending; a
 * crashed thread fails its pending calls and is replaced for the next encoder.
 */
class CodecClient {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();
  /** Encoders created and not yet ended or cancelled: their state lives in the thread. */
  private readonly open = new Set<number>();
  private lastUsed = performance.now();
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private nextSeq = 1;
  dead = false;

  /** Encoders open on this thread: new ones go to the least loaded thread. */
  get load(): number {
    return this.open.size;
  }

  constructor() {
    this.worker = spawnWorker(new URL("./codec-worker.ts", import.meta.url), "vocable-codec");
    this.worker.on("message", (reply: CodecReply) => {
      const call = this.pending.get(reply.seq);
      if (!call) return;
      this.pending.delete(reply.seq);
      this.updateRef();
      if ("error" in reply) call.reject(new Error(`audio encoding failed: ${reply.error}`));
      else call.resolve(reply.bytes);
    });
    const fail = (error: Error) => {
      this.dead = true;
      clearInterval(this.idleTimer);
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`codec worker exited with code ${code}`)));
    // After the listeners: adding a 'message' listener refs the worker's port again.
    this.worker.unref();
    if (codecIdleMs > 0) {
      this.idleTimer = setInterval(() => this.stopIfIdle(), idleCheckInterval(codecIdleMs));
      this.idleTimer.unref();
    }
  }

  /**
   * Ends the thread once no encoder is open and nothing was asked of it for the idle time, unless
   * it is one of the {@link warmCodecThreads} kept for the next request.
   */
  private stopIfIdle(): void {
    if (this.open.size > 0 || this.pending.size > 0 || performance.now() - this.lastUsed < codecIdleMs) return;
    if (clients.filter((c) => !c.dead).length <= warmCodecThreads) return;
    clearInterval(this.idleTimer);
    this.dead = true;
    void this.worker.terminate();
  }

  create(format: OutputFormat, inputSampleRate: number, streaming: boolean, totalInputSamples?: number): number {
    const id = this.nextId++;
    this.open.add(id);
    this.lastUsed = performance.now();
    this.post({ op: "create", id, format, inputSampleRate, streaming, totalInputSamples });
    return id;
  }

  call(id: number, op: "write" | "end", pcm?: Int16Array): Promise<Uint8Array> {
    if (this.dead) return Promise.reject(new Error("codec worker is not running"));
    const seq = this.nextSeq++;
    this.lastUsed = performance.now();
    if (op === "end") this.open.delete(id);
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      this.updateRef();
      if (op === "write") {
        const copy = pcm!.slice(); // ours to transfer, whatever view the caller passed
        this.post({ op, id, seq, pcm: copy }, [copy.buffer as ArrayBuffer]);
      } else {
        this.post({ op, id, seq });
      }
    });
  }

  cancel(id: number): void {
    this.open.delete(id);
    if (!this.dead) this.post({ op: "cancel", id });
  }

  private post(message: CodecRequest, transfer: ArrayBuffer[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  private updateRef(): void {
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }
}

/** The codec threads running (each encoder lives on one; MP3 encoding can cost more than synthesis). */
const clients: CodecClient[] = [];
/** How long a codec thread may sit unused before it stops (0: never); see {@link configureCodecWorker}. */
let codecIdleMs = 0;
/** Most codec threads; one per core by default, started only while there are encoders to spread. */
let maxCodecThreads = availableParallelism();

/** Codec threads that never stop for idleness once started (see {@link configureCodecWorker}). */
let warmCodecThreads = 0;

/**
 * Lets codec threads stop after `idleMs` without work, like the synthesis workers (0: never), but
 * for the last `warm` of them, and bounds their number.
 */
export function configureCodecWorker(opts: { idleMs: number; threads?: number; warm?: number }): void {
  codecIdleMs = opts.idleMs;
  if (opts.threads !== undefined) maxCodecThreads = Math.max(1, opts.threads);
  warmCodecThreads = Math.max(0, opts.warm ?? 0);
}

/**
 * The thread a new encoder goes to: the least loaded one; an idle one if any, else a new thread
 * while fewer than the most are running.
 */
function codecClient(): CodecClient {
  for (let i = clients.length - 1; i >= 0; i--) if (clients[i].dead) clients.splice(i, 1);
  let least: CodecClient | undefined;
  for (const c of clients) if (!least || c.load < least.load) least = c;
  if (least && (least.load === 0 || clients.length >= maxCodecThreads)) return least;
  const fresh = new CodecClient();
  clients.push(fresh);
  return fresh;
}

/** Starts a codec thread ahead of the first request (it takes a few hundred ms to load). */
export function prepareCodecWorker(): void {
  if (!clients.some((c) => !c.dead)) codecClient();
}

/**
 * True when encoding is only a copy or a per-sample byte mapping of the
 * input (PCM, WAV, mu-law, A-law at the engine's own rate). That is cheaper
 * in the caller's thread than the copy a message to the codec worker needs,
 * and it never waits there behind another stream's MP3 work.
 */
function isTrivial(format: OutputFormat, inputSampleRate: number): boolean {
  return format.sampleRate === inputSampleRate && ["pcm", "wav", "ulaw", "alaw"].includes(format.codec);
}

/**
 * Creates a streaming encoder for `format`, resampling from
 * `inputSampleRate`. Resampling and codecs run on the codec worker thread,
 * never on the caller's event loop (formats that are a plain copy of the
 * input at its own rate are done in place). MP3 bytes come back from the
 * first `write`: LAME emits its first frame after ~700 input samples, so
 * streamed responses start early. WAV in this mode carries 0xFFFFFFFF sizes
 * (length unknown up front); use {@link encodeAll} for an exact header.
 */
export function createEncoder(format: OutputFormat, inputSampleRate: number, opts: { streaming?: boolean } = {}): AudioEncoder {
  const streaming = opts.streaming ?? true;
  if (isTrivial(format, inputSampleRate)) return createLocalEncoder(format, inputSampleRate, { streaming });
  const codec = codecClient();
  const id = codec.create(format, inputSampleRate, streaming);
  let done = false;
  return {
    write: (pcm) => codec.call(id, "write", pcm),
    end: () => {
      done = true;
      return codec.call(id, "end");
    },
    cancel: () => {
      if (!done) codec.cancel(id);
      done = true;
    },
  };
}

/** Encodes a whole clip (WAV gets exact RIFF/data sizes), on the codec worker unless it is a plain copy. */
export async function encodeAll(format: OutputFormat, pcm: Int16Array, inputSampleRate: number): Promise<Uint8Array> {
  if (isTrivial(format, inputSampleRate)) {
    const encoder = createLocalEncoder(format, inputSampleRate, { streaming: false, totalInputSamples: pcm.length });
    const body = await encoder.write(pcm);
    return concatBytes([body, await encoder.end()]);
  }
  const codec = codecClient();
  const id = codec.create(format, inputSampleRate, false, pcm.length);
  try {
    const body = await codec.call(id, "write", pcm);
    return concatBytes([body, await codec.call(id, "end")]);
  } catch (error) {
    codec.cancel(id);
    throw error;
  }
}
