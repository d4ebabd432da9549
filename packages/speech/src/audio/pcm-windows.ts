import { spawn } from "node:child_process";
import type { Writable } from "node:stream";
import { ffmpegPath } from "./ffmpeg";

/** A stretch of decoded audio: mono 16-bit samples and where they start in the whole audio. */
export interface PcmWindow {
  samples: Int16Array;
  /** Index of the first sample in the whole audio (its time is `start / sampleRate` seconds). */
  start: number;
}

/** Seconds per window unless told: small enough that a window is a few hundred kB at 16 kHz. */
export const DEFAULT_WINDOW_SECONDS = 10;

/** Headerless input ffmpeg cannot recognise by itself: raw G.711 (the `ulaw_8000`/`alaw_8000` formats). */
export interface RawPcmInput {
  format: "mulaw" | "alaw";
  sampleRate: number;
}

/**
 * Decodes audio bytes arriving from `source` (any container ffmpeg reads; here a stored FLAC, or
 * raw G.711 when `opts.raw` says so) to
 * mono 16-bit PCM at `sampleRate`, yielded as consecutive windows of `windowSeconds` (the last one
 * shorter) that cover the audio exactly. Memory stays at one window whatever the file's length:
 * ffmpeg's output is read only as fast as the caller takes windows, so when the caller is behind
 * the pipe fills, ffmpeg stops, and it stops reading `source` in turn. Each yielded window is the
 * caller's to keep. Stopping early (a `break`, a throw in the loop) or `signal` aborting kills
 * ffmpeg; a file ffmpeg cannot decode to its end rejects with its error.
 */
export async function* decodePcmWindows(
  source: AsyncIterable<Uint8Array>,
  opts: { sampleRate: number; windowSeconds?: number; signal?: AbortSignal; raw?: RawPcmInput },
): AsyncGenerator<PcmWindow> {
  const windowSamples = Math.max(1, Math.round((opts.windowSeconds ?? DEFAULT_WINDOW_SECONDS) * opts.sampleRate));
  const { signal } = opts;
  if (signal?.aborted) throw new Error("decoding aborted");
  const rawArgs = opts.raw ? ["-f", opts.raw.format, "-ar", String(opts.raw.sampleRate), "-ac", "1"] : [];
  const child = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", ...rawArgs, "-i", "pipe:0", "-ac", "1", "-ar", String(opts.sampleRate), "-f", "s16le", "pipe:1"], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stderr = "";
  let stopped = false;
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
  child.stdin.on("error", () => {}); // ffmpeg gone early: its exit code says why
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  exited.catch(() => {}); // awaited below; a spawn failure also ends stdout
  const onAbort = () => child.kill("SIGKILL");
  signal?.addEventListener("abort", onAbort, { once: true });
  // The bytes go in beside the reading below; a failing source kills ffmpeg and is raised at the end.
  let sourceError: unknown;
  const pumped = (async () => {
    try {
      for await (const chunk of source) {
        if (stopped || child.exitCode !== null || child.signalCode !== null || child.stdin.destroyed) break;
        if (!child.stdin.write(chunk)) await drained(child.stdin);
      }
    } catch (err) {
      sourceError = err;
      child.kill("SIGKILL");
    } finally {
      child.stdin.end();
    }
  })();

  let window = new Int16Array(windowSamples);
  let filled = 0;
  let start = 0;
  let odd: number | null = null; // a sample's first byte, when a chunk ended between its two bytes
  try {
    for await (const data of child.stdout as AsyncIterable<Buffer>) {
      let at = 0;
      if (odd !== null && data.length > 0) {
        window[filled++] = odd | (data[0]! << 8); // Int16Array storage wraps it to signed
        odd = null;
        at = 1;
        if (filled === windowSamples) {
          yield { samples: window, start };
          start += filled;
          window = new Int16Array(windowSamples);
          filled = 0;
        }
      }
      while (data.length - at >= 2) {
        const take = Math.min(windowSamples - filled, (data.length - at) >> 1);
        if ((data.byteOffset + at) % 2 === 0) window.set(new Int16Array(data.buffer, data.byteOffset + at, take), filled);
        else for (let i = 0; i < take; i++) window[filled + i] = data.readInt16LE(at + 2 * i);
        at += 2 * take;
        filled += take;
        if (filled === windowSamples) {
          yield { samples: window, start };
          start += filled;
          window = new Int16Array(windowSamples);
          filled = 0;
        }
      }
      if (at < data.length) odd = data[at]!;
    }
    const code = await exited;
    await pumped;
    if (signal?.aborted) throw new Error("decoding aborted");
    if (sourceError) throw sourceError;
    if (code !== 0) throw new Error(`ffmpeg could not decode the audio: ${stderr.trim() || `exit ${code}`}`);
    if (filled > 0) yield { samples: window.slice(0, filled), start };
  } finally {
    stopped = true;
    signal?.removeEventListener("abort", onAbort);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    child.stdout.destroy();
  }
}

/** Waits until `stream` drains or closes, leaving no listener behind (one per wait would pile up on a long file). */
export function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed || stream.writableEnded) return resolve();
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.once("drain", done);
    stream.once("close", done);
  });
}
