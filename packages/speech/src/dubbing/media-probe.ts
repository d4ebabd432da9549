import { spawn } from "node:child_process";
import { open } from "node:fs/promises";
import { ffmpegPath } from "../audio/ffmpeg";
import { parseInputReport } from "../audio/read-upload";

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

export interface VideoStreamInfo { codec: string; width: number; height: number; fps: number | null }
export interface AudioStreamInfo { codec: string; sampleRate: number; channels: number }

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

export interface MediaReport {
  /** ffmpeg's demuxer name (`mov,mp4,m4a,3gp,3g2,mj2`, `avi`, `tty` for text), null when unreadable. */
  format: string | null;
  container: string | null;
  contentType: string | null;
  /** The duration the container declares; null when it declares none or ffmpeg only estimated it. */
  declaredSeconds: number | null;
  video: VideoStreamInfo | null;
  audio: AudioStreamInfo | null;
}

type Kind = { container: string; contentType: string };
const kind = (container: string, contentType: string): Kind => ({ container, contentType });
/** Video containers, by ffmpeg's demuxer name (the mov and matroska families are told apart below). */
const VIDEO_CONTAINERS: Record<string, Kind> = {
  avi: kind("avi", "video/x-msvideo"), asf: kind("wmv", "video/x-ms-wmv"), flv: kind("flv", "video/x-flv"),
  mpeg: kind("mpeg", "video/mpeg"), mpegts: kind("mpeg", "video/mpeg"),
};
/** The audio containers the upload path accepts (read-upload.ts), named as it names them. */
const AUDIO_CONTAINERS: Record<string, Kind> = {
  aac: kind("aac", "audio/aac"), aiff: kind("aiff", "audio/aiff"), ogg: kind("ogg", "audio/ogg"),
  mp3: kind("mp3", "audio/mpeg"), wav: kind("wav", "audio/wav"), flac: kind("flac", "audio/flac"),
};
const MOV_FAMILY = "mov,mp4,m4a,3gp,3g2,mj2";
const MATROSKA_FAMILY = "matroska,webm";

/** The container, from the demuxer and, in the mov family the major brand, in matroska the EBML DocType. */
function classify(format: string, brand: string | null, docType: string | null, hasVideo: boolean): Kind | null {
  if (format === MOV_FAMILY) {
    if (!hasVideo) return kind("mp4", "audio/mp4");
    if (brand === null || brand === "qt") return kind("mov", "video/quicktime"); // old QuickTime files have no ftyp
    return brand.startsWith("3g") ? kind("3gp", "video/3gpp") : kind("mp4", "video/mp4");
  }
  if (format === MATROSKA_FAMILY) {
    if (!hasVideo) return kind("webm", "audio/webm");
    return docType === "webm" ? kind("webm", "video/webm") : kind("mkv", "video/x-matroska");
  }
  return VIDEO_CONTAINERS[format] ?? AUDIO_CONTAINERS[format] ?? null;
}

/** Splits a stream description at the commas outside parentheses (`yuv420p(tv, bt709)` is one part). */
function parts(description: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < description.length; i++) {
    const c = description[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && depth === 0) {
      out.push(description.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(description.slice(start).trim());
  return out;
}

const NAMED_LAYOUTS: Record<string, number> = { mono: 1, stereo: 2, downmix: 2, quad: 4, hexagonal: 6, octagonal: 8, hexadecagonal: 16 };
/** Channels of a layout as ffmpeg prints it: `mono`, `stereo`, `5.1(side)`, `22.2`, `3 channels`. */
export function channelsOfLayout(layout: string): number {
  const count = /^(\d+) channels/.exec(layout);
  if (count) return Number(count[1]);
  const numbered = /^(\d+)\.(\d+)/.exec(layout);
  if (numbered) return Number(numbered[1]) + Number(numbered[2]);
  return NAMED_LAYOUTS[layout.replace(/\(.*$/, "")] ?? 0;
}

function videoInfo(p: string[]): VideoStreamInfo | null {
  const size = p.map((part) => /^(\d+)x(\d+)(?:\s|$)/.exec(part)).find(Boolean);
  if (!size) return null;
  const fps = p.map((part) => /^(\d+(?:\.\d+)?)(k?) fps$/.exec(part)).find(Boolean);
  return { codec: p[0].split(" ")[0], width: Number(size[1]), height: Number(size[2]), fps: fps ? Number(fps[1]) * (fps[2] ? 1000 : 1) : null };
}

function audioInfo(p: string[]): AudioStreamInfo | null {
  const at = p.findIndex((part) => /^\d+ Hz$/.test(part));
  if (at < 0) return null;
  return { codec: p[0].split(" ")[0], sampleRate: parseInt(p[at], 10), channels: channelsOfLayout(p[at + 1] ?? "") };
}

/**
 * Reads ffmpeg's stderr report on an input (`Input #0, …`, `Duration: …`, `Stream #0:0: Video: …`).
 * `docType` is a matroska file's EBML DocType (webm or matroska), which ffmpeg does not print.
 */
export function parseMediaReport(stderr: string, docType: string | null = null): MediaReport {
  const input = parseInputReport(stderr);
  const brand = /^\s*major_brand\s*:\s*(\S+)/m.exec(stderr)?.[1] ?? null;
  let video: VideoStreamInfo | null = null;
  let audio: AudioStreamInfo | null = null;
  for (const [, type, description] of stderr.matchAll(/^\s*Stream #0:\d+(?:\[\w+\])?(?:\([^)]*\))?: (Video|Audio): (.*)$/gm)) {
    if (type === "Video" && !video && !description.includes("(attached pic)")) video = videoInfo(parts(description));
    if (type === "Audio" && !audio) audio = audioInfo(parts(description));
  }
  const found = input.format ? classify(input.format, brand, docType, video !== null) : null;
  // The video of an audio container (an Ogg's Theora) is not dubbed: the dub of an audio file is audio.
  if (input.format && input.format in AUDIO_CONTAINERS) video = null;
  const declaredSeconds = input.estimated ? null : input.declaredSeconds;
  return { format: input.format, container: found?.container ?? null, contentType: found?.contentType ?? null, declaredSeconds, video, audio };
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

/** A matroska file's EBML DocType (`webm` or `matroska`), from its first bytes. */
export function matroskaDocType(bytes: Buffer): string | null {
  const at = bytes.indexOf(Buffer.from([0x42, 0x82]));
  if (at < 0 || !(bytes[at + 2] & 0x80)) return null;
  return bytes.toString("latin1", at + 3, at + 3 + (bytes[at + 2] & 0x7f));
}

/** Whether bytes are UTF-8 text (ffmpeg knows text only by a .txt name). */
export function looksLikeText(bytes: Buffer): boolean {
  const text = bytes.toString("utf8").replace(/\uFFFD{1,3}$/, ""); // a character cut at the end
  const control = (c: number) => (c < 32 && (c < 9 || c > 13)) || c === 0x7f || c === 0xfffd;
  return bytes.length > 0 && ![...text].some((ch) => control(ch.charCodeAt(0)));
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
