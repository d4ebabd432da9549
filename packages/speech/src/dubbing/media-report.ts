import { AUDIO_CONTAINERS, parseInputReport } from "../audio/read-upload";

/**
 * What a media file is, from ffmpeg's report on it (`ffmpeg -i`: this ffmpeg build has no ffprobe)
 * and its first bytes; pure parsing: media-probe.ts runs ffmpeg and reads the file.
 */

export interface VideoStreamInfo { codec: string; width: number; height: number; fps: number | null }
export interface AudioStreamInfo { codec: string; sampleRate: number; channels: number }

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
const MOV_FAMILY = "mov,mp4,m4a,3gp,3g2,mj2";
const MATROSKA_FAMILY = "matroska,webm";

/**
 * The container, from the demuxer and, in the mov family the major brand, in matroska the EBML DocType.
 * The audio-only containers are the ones the upload path accepts (read-upload.ts), named as it names them.
 */
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
