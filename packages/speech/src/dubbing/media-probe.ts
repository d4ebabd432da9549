import { spawn } from "node:child_process";
import { open } from "node:fs/promises";
import { ffmpegPath } from "../audio/ffmpeg";
import { looksLikeText, matroskaDocType, parseMediaReport, type AudioStreamInfo, type MediaReport, type VideoStreamInfo } from "./media-report";

/**
 * What a dubbing source is, read from ffmpeg's report on it (`ffmpeg -i`: this ffmpeg build has
 * no ffprobe). The container is the one ffmpeg finds in the bytes, never the file's name.
 */
export type MediaProblem = "unsupported_type" | "unreadable" | "no_audio" | "too_long";

/** A dubbing source that cannot be used; `problem` says why, the message says it to the person. */
export class MediaError extends Error {
  override readonly name = "MediaError";
  constructor(readonly problem: MediaProblem, message: string) {
    super(message);
  }
}

export interface MediaProbe {
  /** Vocable's name: mp4, mov, 3gp, mkv, webm, avi, wmv, flv, mpeg, or an audio one (mp3, wav, …). */
  container: string;
  contentType: string;
  durationSeconds: number;
  /** The first video stream (cover art and the video of an audio container are not one). */
  video: VideoStreamInfo | null;
  /** The first audio stream: the one dubbing listens to. */
  audio: AudioStreamInfo | null;
}

/** The first bytes of a file. */
async function head(path: string): Promise<Buffer> {
  const file = await open(path, "r").catch(() => null);
  if (!file) return Buffer.alloc(0);
  try {
    const bytes = Buffer.alloc(512);
    const { bytesRead } = await file.read(bytes, 0, bytes.length, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

const ACCEPTED = "mp4, mov, mkv, webm, avi, wmv, flv, mpeg, 3gp video, or aac, aiff, ogg, mp3, opus, wav, flac, m4a audio";

/**
 * Reads what the file at `path` holds. Throws {@link MediaError} when it is not readable media, not
 * an accepted type, or has no audio. The duration is the container's; when it declares none (a
 * streamed WebM) or only an estimate from the bitrate, the audio stream is read through to measure it.
 */
export async function probeMedia(path: string, signal?: AbortSignal): Promise<MediaProbe> {
  const { text, ...report } = await readMediaReport(path, signal);
  if (!report.format && !text) throw new MediaError("unreadable", "The file is not readable media: it is damaged, cut short or not audio or video at all.");
  if (!report.container || !report.contentType) {
    throw new MediaError("unsupported_type", `The file is ${text ? "text" : report.format}, which is not an accepted type (${ACCEPTED}).`);
  }
  if (!report.audio) throw new MediaError("no_audio", "The file has no audio stream: there is no speech to dub.");
  const durationSeconds = report.declaredSeconds ?? (await streamSeconds(path, "a", signal));
  const { container, contentType, video, audio } = report;
  return { container, contentType, durationSeconds, video, audio };
}

/** ffmpeg's report on the file at `path`, unchecked ({@link probeMedia} checks it); `text` when it is text. */
export async function readMediaReport(path: string, signal?: AbortSignal): Promise<MediaReport & { text: boolean }> {
  const { stderr } = await runFfmpeg(["-nostdin", "-hide_banner", "-i", `file:${path}`], { signal });
  const bytes = await head(path);
  const report = parseMediaReport(stderr, matroskaDocType(bytes));
  return { ...report, text: (report.format === null || report.format === "tty") && looksLikeText(bytes) };
}

/** Throws {@link MediaError} `too_long` when the media is longer than `maxSeconds`. */
export function assertMaxDuration(probe: MediaProbe, maxSeconds: number): void {
  if (probe.durationSeconds > maxSeconds) {
    throw new MediaError("too_long", `The ${probe.video ? "video" : "audio"} is ${Math.ceil(probe.durationSeconds)} seconds long; the limit is ${maxSeconds} seconds.`);
  }
}

/**
 * Where the first video ("v") or audio ("a") stream of `path` ends: its last packet's end, in
 * seconds from the start of the media as ffmpeg places it (0 at the earliest stream's start, which
 * is where an output made from the file starts). Read with a stream copy, nothing decoded.
 */
export async function streamSeconds(path: string, stream: "v" | "a", signal?: AbortSignal): Promise<number> {
  let [timeBase, ends, bare, step, previous, rest] = [0, -Infinity, -Infinity, Infinity, NaN, ""];
  const onLine = (line: string) => {
    const tb = /^#tb 0: (\d+)\/(\d+)/.exec(line);
    if (tb) timeBase = Number(tb[1]) / Number(tb[2]);
    const packet = /^0,\s*-?\d+,\s*(-?\d+),\s*(\d+),/.exec(line);
    if (!packet || packet[1].length > 15) return; // no timestamp
    const [pts, duration] = [Number(packet[1]), Number(packet[2])];
    // asf and flv packets carry no duration: the frame interval (the least gap) stands in for it.
    if (duration > 0) ends = Math.max(ends, pts + duration);
    else bare = Math.max(bare, pts);
    if (pts !== previous && !Number.isNaN(previous)) step = Math.min(step, Math.abs(pts - previous));
    previous = pts;
  };
  const args = ["-nostdin", "-hide_banner", "-nostats", "-fflags", "+genpts", "-i", `file:${path}`, "-map", `0:${stream}:0`, "-c", "copy", "-f", "framecrc", "pipe:1"];
  const onStdout = (chunk: string) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    lines.forEach(onLine);
  };
  const run = await runFfmpeg(args, { signal, onStdout });
  onLine(rest);
  const end = Math.max(ends, bare + (Number.isFinite(step) ? step : 0));
  if (run.code !== 0 || !(end > 0)) throw ffmpegFailure(`Measuring the ${stream === "v" ? "video" : "audio"} stream`, run);
  return end * timeBase;
}

export interface FfmpegRun { code: number | null; stderr: string }

/** Runs ffmpeg to its end (SIGKILL when `signal` aborts); keeps the head of stderr (the report on the input) and its tail. */
export function runFfmpeg(args: string[], opts: { signal?: AbortSignal; onStdout?: (chunk: string) => void } = {}): Promise<FfmpegRun> {
  const { signal, onStdout } = opts;
  const aborted = () => (signal?.reason instanceof Error ? signal.reason : new Error("aborted"));
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const child = spawn(ffmpegPath(), args, { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr = stderr.length < 32000 ? stderr + chunk : stderr.slice(0, 28000) + (stderr.slice(28000) + chunk).slice(-4000);
    });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => onStdout?.(chunk));
    const onAbort = () => child.kill("SIGKILL");
    signal?.addEventListener("abort", onAbort, { once: true });
    child.on("error", reject);
    child.on("close", (code) => {
      signal?.removeEventListener("abort", onAbort);
      if (signal?.aborted) reject(aborted());
      else resolve({ code, stderr });
    });
  });
}

/** An Error naming what failed, with the last lines ffmpeg wrote. */
export function ffmpegFailure(what: string, run: FfmpegRun): Error {
  const tail = run.stderr.trim().split(/\r?\n/).slice(-6).join("\n");
  return new Error(`${what} failed (ffmpeg exit ${run.code}): ${tail}`);
}
