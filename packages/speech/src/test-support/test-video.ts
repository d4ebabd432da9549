/** Test helper: short videos and tones made with the real ffmpeg (lavfi `testsrc` and `sine`). */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ffmpegPath } from "../audio/ffmpeg";

const run = promisify(execFile);

/** Codecs and muxer of each container a test can make with the shipped ffmpeg. */
const FORMATS = {
  mp4: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-f", "mp4"],
  mov: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-f", "mov"],
  "3gp": ["-c:v", "mpeg4", "-c:a", "libopencore_amrnb", "-ar", "8000", "-b:a", "12.2k", "-f", "3gp"],
  mkv: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-f", "matroska"],
  webm: ["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "300k", "-c:a", "libopus", "-f", "webm"],
  "webm-vp9": ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "300k", "-c:a", "libvorbis", "-f", "webm"],
  avi: ["-c:v", "mpeg4", "-c:a", "libmp3lame", "-f", "avi"],
  wmv: ["-c:v", "wmv2", "-c:a", "wmav2", "-f", "asf"],
  flv: ["-c:v", "flv", "-c:a", "libmp3lame", "-ar", "44100", "-f", "flv"],
  mpeg: ["-c:v", "mpeg1video", "-c:a", "mp2", "-f", "mpeg"],
  mpegts: ["-c:v", "mpeg2video", "-c:a", "mp2", "-f", "mpegts"],
} as const;

export type TestVideoFormat = keyof typeof FORMATS;
export const TEST_VIDEO_FORMATS = Object.keys(FORMATS) as TestVideoFormat[];

/**
 * Writes `path`: `seconds` of ffmpeg's test pattern (H.264/AAC mp4 unless `format` says otherwise)
 * with `audioWav` as its sound, or a sine tone at `toneHz` (440 Hz) as long as the video, or no
 * audio stream at all when `audio` is false. `size` and `fps` default to 320x240 at 25.
 */
export async function makeTestVideo(opts: {
  path: string;
  seconds: number;
  audioWav?: string;
  toneHz?: number;
  audio?: boolean;
  /** Seconds of picture before the sound starts. */
  audioDelaySeconds?: number;
  size?: string;
  fps?: number;
  format?: TestVideoFormat;
}): Promise<void> {
  const video = ["-f", "lavfi", "-i", `testsrc=size=${opts.size ?? "320x240"}:rate=${opts.fps ?? 25}:duration=${opts.seconds}`];
  const tone = ["-f", "lavfi", "-i", `sine=frequency=${opts.toneHz ?? 440}:sample_rate=44100:duration=${opts.seconds}`];
  const delay = opts.audioDelaySeconds ? ["-itsoffset", String(opts.audioDelaySeconds)] : [];
  const audio = opts.audio === false ? [] : [...delay, ...(opts.audioWav ? ["-i", opts.audioWav] : tone)];
  const codecs: readonly string[] = FORMATS[opts.format ?? "mp4"];
  const streams = opts.audio === false ? ["-map", "0:v", "-an"] : ["-map", "0:v", "-map", "1:a", "-ac", "1"];
  await ffmpeg([...video, ...audio, ...streams, ...codecs, opts.path]);
}

/** Writes a mono 16-bit WAV of a sine tone. */
export async function makeToneWav(path: string, opts: { hz: number; seconds: number; sampleRate?: number }): Promise<void> {
  const sine = `sine=frequency=${opts.hz}:sample_rate=${opts.sampleRate ?? 44100}:duration=${opts.seconds}`;
  await ffmpeg(["-f", "lavfi", "-i", sine, "-c:a", "pcm_s16le", "-f", "wav", path]);
}

async function ffmpeg(args: string[]): Promise<void> {
  await run(ffmpegPath(), ["-nostdin", "-hide_banner", "-loglevel", "error", "-y", ...args]);
}

/** `ffmpeg -f md5` of the first video stream's packets (a stream copy: nothing decoded). */
export async function videoPacketsMd5(path: string): Promise<string> {
  const { stdout } = await run(ffmpegPath(), ["-nostdin", "-hide_banner", "-loglevel", "error", "-i", path, "-map", "0:v:0", "-c", "copy", "-f", "md5", "-"]);
  return stdout.trim();
}

/** The frequency of a pure tone, from its rising zero crossings (the first and last 10% left out). */
export function toneHz(samples: Int16Array, sampleRate: number): number {
  const from = Math.floor(samples.length * 0.1);
  const to = Math.floor(samples.length * 0.9);
  let first = -1;
  let last = -1;
  let crossings = 0;
  for (let i = from + 1; i < to; i++) {
    if (samples[i - 1] < 0 && samples[i] >= 0) {
      if (first < 0) first = i;
      else crossings++;
      last = i;
    }
  }
  return crossings > 0 ? (crossings * sampleRate) / (last - first) : 0;
}
