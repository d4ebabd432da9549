import { spawn } from "node:child_process";
import { open } from "node:fs/promises";
import { ffmpegPath } from "./ffmpeg";
import { drained } from "./pcm-windows";

/**
 * Uploaded audio: checked, decoded with the shipped ffmpeg and kept as 16 kHz mono FLAC, the one
 * form every later step reads (recognition, alignment, playback in the browser). Only the spec's
 * accepted audio types pass (§5: aac, aiff, ogg, mpeg/mp3, opus, wav, webm, flac, mp4, m4a), by the
 * container ffmpeg finds in the bytes, never by the name or the type the client claims.
 */
export const UPLOAD_SAMPLE_RATE = 16000;

/**
 * The accepted containers that are audio only, by ffmpeg's input format name: the name Vocable
 * reports and the content type (dubbing's media probe takes them from here too).
 */
export const AUDIO_CONTAINERS: Record<string, { container: string; contentType: string }> = {
  aac: { container: "aac", contentType: "audio/aac" },
  aiff: { container: "aiff", contentType: "audio/aiff" },
  ogg: { container: "ogg", contentType: "audio/ogg" },
  mp3: { container: "mp3", contentType: "audio/mpeg" },
  wav: { container: "wav", contentType: "audio/wav" },
  flac: { container: "flac", contentType: "audio/flac" },
};

/** ffmpeg's input format names of the accepted containers, with the name Vocable reports. */
const ACCEPTED_CONTAINERS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(AUDIO_CONTAINERS).map(([format, { container }]) => [format, container])),
  "matroska,webm": "webm",
  "mov,mp4,m4a,3gp,3g2,mj2": "mp4",
};

export type UploadProblem = "unsupported_type" | "unreadable" | "truncated" | "no_audio" | "too_short" | "too_long";

/** An upload that is not usable audio; `problem` says why, the message says it to the person. */
export class AudioUploadError extends Error {
  constructor(
    readonly problem: UploadProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface ReadUpload {
  /** Vocable's name of the container (wav, mp3, ogg, webm, mp4, …). */
  container: string;
  /** Seconds of audio decoded. */
  durationSeconds: number;
}

/** What ffmpeg's report on the input says: its format, declared duration and whether that is a guess. */
export interface InputReport {
  format: string | null;
  declaredSeconds: number | null;
  estimated: boolean;
  noAudio: boolean;
}

/** Reads ffmpeg's stderr report of an input (`Input #0, wav, from …`, `Duration: 00:00:05.00`). */
export function parseInputReport(stderr: string): InputReport {
  const format = /Input #0, (.+?), from /.exec(stderr)?.[1] ?? null;
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  const declaredSeconds = duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null;
  return {
    format,
    declaredSeconds,
    estimated: /Estimating duration from bitrate/.test(stderr),
    noAudio: /matches no streams|does not contain any stream|Output file #0 does not contain/.test(stderr),
  };
}

/**
 * Where a RIFF/WAVE file's samples are: the data chunk's payload offset and its declared size (0
 * or 0xFFFFFFFF when the header was written for an unknown length), from the file's first bytes.
 * Null when `head` is not a WAV file or has no data chunk in it.
 */
export function wavDataChunk(head: Uint8Array): { offset: number; size: number } | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const tag = (at: number) => String.fromCharCode(...head.subarray(at, at + 4));
  if (head.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") return null;
  let at = 12;
  while (at + 8 <= head.length) {
    const size = view.getUint32(at + 4, true);
    if (tag(at) === "data") return { offset: at + 8, size };
    at += 8 + size + (size % 2);
  }
  return null;
}

/**
 * A RIFF/WAVE file whose data chunk claims more bytes than the file holds was cut short (a header
 * written for an unknown length, 0 or 0xFFFFFFFF, claims nothing). Null when `head` is not a WAV
 * file or has no data chunk in its first bytes.
 */
export function wavDeclaresMoreThan(head: Uint8Array, fileSize: number): boolean | null {
  const data = wavDataChunk(head);
  if (!data) return null;
  if (data.size === 0 || data.size === 0xffffffff) return false;
  return data.offset + data.size > fileSize;
}

/** Shorter than this is refused (ElevenLabs' 100 ms minimum). */
export const MIN_UPLOAD_SECONDS = 0.1;
/** How far the decoded audio may fall short of the length the container declares. */
const SHORTFALL_TOLERANCE = (declared: number) => Math.max(0.3, declared * 0.02);

/**
 * Checks the file at `input` and writes its first audio stream to `output` as mono FLAC at
 * `sampleRate` (16 kHz unless given).
 * Throws {@link AudioUploadError} for anything that is not whole, accepted audio between
 * {@link MIN_UPLOAD_SECONDS} and `maxSeconds` long (ffmpeg is stopped as soon as it passes the
 * limit); the caller removes `output` then. Truncation is found where the file can show it: a
 * decoding error, a WAV data chunk longer than the file, or less audio than the container declares
 * (an Ogg or ADTS stream cut between pages is a shorter valid stream and passes).
 */
export async function readAudioUpload(
  input: string,
  output: string,
  opts: { maxSeconds: number; signal?: AbortSignal; rawPcm16k?: boolean; sampleRate?: number },
): Promise<ReadUpload> {
  const sampleRate = opts.sampleRate ?? UPLOAD_SAMPLE_RATE;
  const inputArgs = opts.rawPcm16k ? ["-f", "s16le", "-ar", String(UPLOAD_SAMPLE_RATE), "-ac", "1", "-i", input] : ["-i", input];
  const args = [
    "-hide_banner", "-nostdin", "-y", "-xerror", ...inputArgs,
    "-map", "0:a:0", "-vn", "-ac", "1", "-ar", String(sampleRate), "-c:a", "flac",
    "-t", String(opts.maxSeconds + 1), "-progress", "pipe:1", "-f", "flac", output,
  ];
  const { code, stderr, outSeconds } = await runFfmpeg(args, opts.signal);
  const report = parseInputReport(stderr);
  const container = opts.rawPcm16k ? "pcm_s16le_16" : report.format ? ACCEPTED_CONTAINERS[report.format] : undefined;
  if (!report.format && !opts.rawPcm16k) throw new AudioUploadError("unreadable", "The file is not readable audio: it is damaged, cut short or not audio at all.");
  if (!container) {
    throw new AudioUploadError("unsupported_type", `The file is ${report.format === "tty" ? "text" : report.format}, which is not an accepted audio type (aac, aiff, ogg, mp3, opus, wav, webm, flac, mp4, m4a).`);
  }
  if (report.noAudio) throw new AudioUploadError("no_audio", "The file has no audio stream.");
  if (code !== 0) throw new AudioUploadError("truncated", `The ${container} file is damaged or cut short: it could not be decoded to its end.`);
  const durationSeconds = (await flacSampleCount(output)) / sampleRate || outSeconds;
  if (durationSeconds > opts.maxSeconds) throw new AudioUploadError("too_long", `The audio is longer than ${opts.maxSeconds} seconds.`);
  if (durationSeconds < MIN_UPLOAD_SECONDS) throw new AudioUploadError("too_short", `The audio is shorter than ${MIN_UPLOAD_SECONDS * 1000} ms.`);
  if (container === "wav") {
    const file = await open(input, "r");
    try {
      const head = new Uint8Array(4096);
      const { bytesRead } = await file.read(head, 0, head.length, 0);
      if (wavDeclaresMoreThan(head.subarray(0, bytesRead), (await file.stat()).size)) {
        throw new AudioUploadError("truncated", "The wav file is cut short: its header declares more audio than the file holds.");
      }
    } finally {
      await file.close();
    }
  }
  if (report.declaredSeconds !== null && !report.estimated && report.declaredSeconds <= opts.maxSeconds) {
    if (report.declaredSeconds - durationSeconds > SHORTFALL_TOLERANCE(report.declaredSeconds)) {
      throw new AudioUploadError(
        "truncated",
        `The ${container} file is cut short: it declares ${report.declaredSeconds.toFixed(2)} s of audio and holds ${durationSeconds.toFixed(2)} s.`,
      );
    }
  }
  return { container, durationSeconds };
}

/** Total samples in a FLAC file's STREAMINFO (0 when unknown). */
async function flacSampleCount(path: string): Promise<number> {
  const file = await open(path, "r");
  try {
    const head = new Uint8Array(42);
    const { bytesRead } = await file.read(head, 0, 42, 0);
    if (bytesRead < 42 || String.fromCharCode(...head.subarray(0, 4)) !== "fLaC") return 0;
    // STREAMINFO starts at byte 8; the 36-bit total sample count ends at byte 8 + 18.
    const info = head.subarray(8);
    return (info[13]! & 0x0f) * 2 ** 32 + ((info[14]! << 24) >>> 0) + (info[15]! << 16) + (info[16]! << 8) + info[17]!;
  } finally {
    await file.close();
  }
}

/** Runs ffmpeg; `outSeconds` is how much output it reported (from `-progress`). */
function runFfmpeg(args: string[], signal?: AbortSignal): Promise<{ code: number | null; stderr: string; outSeconds: number }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error("aborted"));
    const child = spawn(ffmpegPath(), args, { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    let outSeconds = 0;
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      // The report on the input comes first; keep it and the last errors.
      stderr = stderr.length < 8000 ? stderr + chunk : stderr.slice(0, 6000) + stderr.slice(6000).concat(chunk).slice(-2000);
    });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      const match = /out_time_(?:us|ms)=(\d+)/.exec(chunk);
      if (match) outSeconds = Number(match[1]) / 1e6;
    });
    const onAbort = () => child.kill("SIGKILL");
    signal?.addEventListener("abort", onAbort, { once: true });
    child.on("error", reject);
    child.on("close", (code) => {
      signal?.removeEventListener("abort", onAbort);
      if (signal?.aborted) reject(new Error("aborted"));
      else resolve({ code, stderr, outSeconds });
    });
  });
}

/**
 * Decodes audio bytes (any container ffmpeg reads; here the stored FLAC) arriving from `source`
 * to mono 16-bit PCM at `sampleRate`, without holding the encoded file in memory.
 */
export async function decodeToPcm(source: AsyncIterable<Uint8Array>, sampleRate = UPLOAD_SAMPLE_RATE, signal?: AbortSignal): Promise<Int16Array> {
  const child = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-i", "pipe:0", "-ac", "1", "-ar", String(sampleRate), "-f", "s16le", "pipe:1"], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  const onAbort = () => child.kill("SIGKILL");
  signal?.addEventListener("abort", onAbort, { once: true });
  const parts: Buffer[] = [];
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => parts.push(chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
  child.stdin.on("error", () => {}); // ffmpeg gone early: its exit code says why
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  try {
    for await (const chunk of source) {
      if (!child.stdin.write(chunk)) await drained(child.stdin);
      if (child.exitCode !== null) break;
    }
    child.stdin.end();
    const code = await exited;
    if (signal?.aborted) throw new Error("decoding aborted");
    if (code !== 0) throw new Error(`ffmpeg could not decode the audio: ${stderr.trim() || `exit ${code}`}`);
  } finally {
    signal?.removeEventListener("abort", onAbort);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  const bytes = Buffer.concat(parts);
  return new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 2)).slice();
}
