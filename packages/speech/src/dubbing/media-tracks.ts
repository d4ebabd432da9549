import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ffmpegFailure, readMediaReport, runFfmpeg, streamSeconds, type MediaProbe } from "./media-probe";

/** The container and content type of a file written here. */
export interface MediaFormat { container: string; contentType: string }

const BASE = ["-nostdin", "-hide_banner", "-nostats", "-y"];
/** yuv420p needs even dimensions. */
const EVEN = "scale=trunc(iw/2)*2:trunc(ih/2)*2";
/** libx264 at a quality that does not show. */
const X264 = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p"];

async function ffmpeg(what: string, args: string[], signal?: AbortSignal): Promise<void> {
  const run = await runFfmpeg([...BASE, ...args], { signal });
  if (run.code !== 0) throw ffmpegFailure(what, run);
}

/** `-ss`/`-t` for a cut to [start, end); input seeking, which is exact when the streams are decoded. */
function cut(startSeconds = 0, endSeconds?: number): { before: string[]; after: string[] } {
  const before = startSeconds > 0 ? ["-ss", startSeconds.toFixed(6)] : [];
  const after = endSeconds !== undefined ? ["-t", Math.max(0, endSeconds - startSeconds).toFixed(6)] : [];
  return { before, after };
}

/**
 * Writes the first audio stream of `input` to `output` as mono 16-bit PCM WAV at `sampleRate`, cut
 * to [startSeconds, endSeconds) when given. WAV rather than FLAC: later steps cut it into speakers'
 * segments by byte offset and read it without a decoder (at 48 kHz the 4 GB limit is 12 hours).
 * The WAV starts at the media's (or the cut's) start: audio that starts later is preceded by silence,
 * so times in it are times in the video.
 */
export async function extractAudio(
  input: string,
  output: string,
  opts: { sampleRate: number; startSeconds?: number; endSeconds?: number; signal?: AbortSignal },
): Promise<void> {
  const { before, after } = cut(opts.startSeconds, opts.endSeconds);
  const args = [...before, "-i", `file:${input}`, ...after, "-map", "0:a:0", "-vn", "-sn", "-dn", "-map_metadata", "-1"];
  const encode = ["-af", "aresample=async=1:first_pts=0", "-ac", "1", "-ar", String(opts.sampleRate), "-c:a", "pcm_s16le", "-f", "wav", `file:${output}`];
  await ffmpeg("Extracting the audio", [...args, ...encode], opts.signal);
}

/**
 * Cuts the video `input` to [startSeconds, endSeconds) (dubbing's start_time and end_time; an
 * audio source is cut by {@link extractAudio}, and cut here it comes out as audio-only mp4).
 * `exact` (the default, what dubbing uses: the dub's timings and the final mux need the cut to be
 * where it was asked) re-encodes to H.264/AAC in mp4. `exact: false` copies the streams into
 * matroska (it holds any codec): fast, but a copy can only start at a keyframe, so the cut starts
 * at the keyframe at or before `startSeconds` and the file holds up to a GOP more than asked.
 */
export async function trimMedia(
  input: string,
  output: string,
  opts: { startSeconds?: number; endSeconds?: number; signal?: AbortSignal; exact?: boolean },
): Promise<MediaFormat> {
  const { before, after } = cut(opts.startSeconds, opts.endSeconds);
  const streams = ["-map", "0:v:0?", "-map", "0:a:0", "-sn", "-dn"];
  const exact = opts.exact ?? true;
  const encode = exact
    ? ["-vf", EVEN, ...X264, "-c:a", "aac", "-b:a", "192k", "-movflags", "+faststart", "-f", "mp4"]
    : ["-c", "copy", "-f", "matroska"];
  await ffmpeg("Cutting the media", [...before, "-i", `file:${input}`, ...after, ...streams, ...encode, `file:${output}`], opts.signal);
  return exact ? { container: "mp4", contentType: "video/mp4" } : { container: "mkv", contentType: "video/x-matroska" };
}

const MUXERS: Record<string, { muxer: string; format: MediaFormat; audio: string[] }> = {
  mp4: { muxer: "mp4", format: { container: "mp4", contentType: "video/mp4" }, audio: ["-c:a", "aac", "-b:a", "128k"] },
  mov: { muxer: "mov", format: { container: "mov", contentType: "video/quicktime" }, audio: ["-c:a", "aac", "-b:a", "128k"] },
  "3gp": { muxer: "3gp", format: { container: "3gp", contentType: "video/3gpp" }, audio: ["-c:a", "aac", "-b:a", "128k"] },
  webm: { muxer: "webm", format: { container: "webm", contentType: "video/webm" }, audio: ["-c:a", "libopus", "-b:a", "128k", "-ar", "48000"] },
  mkv: { muxer: "matroska", format: { container: "mkv", contentType: "video/x-matroska" }, audio: ["-c:a", "aac", "-b:a", "128k"] },
};

/**
 * The container of a dubbed video: the input's own for mp4, mov, 3gp, webm and mkv (the copied
 * video stream fits it by definition; webm takes the dub as Opus, the others as AAC). avi, wmv,
 * flv and mpeg become mkv: their codecs (wmv2, flv1, msmpeg4, mpeg-1/2 video) mostly do not fit in
 * mp4, and matroska takes any stream copied. A watermarked video is re-encoded to H.264: mp4.
 */
export function dubbedFormat(source: Pick<MediaProbe, "container">, watermark?: string | null): MediaFormat {
  return muxerFor(source, watermark).format;
}

const muxerFor = (source: { container: string }, watermark?: string | null) =>
  MUXERS[watermark ? "mp4" : source.container in MUXERS ? source.container : "mkv"];

/** Fonts drawtext can use (the static ffmpeg has no working fontconfig): Debian's, then other distributions'. */
const FONTS = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  "/usr/share/fonts/TTF/DejaVuSans.ttf",
  "/usr/share/fonts/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
];

/** A value for a filter's option inside a filtergraph: escaped for the option, then for the graph. */
const filterValue = (value: string) => value.replace(/[\\':]/g, "\\$&").replace(/[\\'[\],;]/g, "\\$&");

/**
 * The watermark filter: the text (in `textFile`, drawn as it is: no `%{}` expansion) in white,
 * semi-transparent on a dark band, bottom right, a twentieth of the picture's height (smaller when
 * it would not fit across). Without a font file (no fonts-dejavu-core or fonts-liberation package)
 * drawtext cannot draw: a translucent band across the bottom right stands in for the text.
 */
function watermarkFilter(textFile: string, text: string, video: { width: number; height: number }): string {
  const font = FONTS.find((path) => existsSync(path));
  // DejaVu Sans averages about 0.6 em a character.
  const size = Math.max(8, Math.min(Math.round(video.height / 20), Math.floor((0.9 * video.width) / (0.6 * [...text].length))));
  if (!font) return `drawbox=x=iw*0.55:y=ih-ih/8:w=iw*0.42:h=ih/12:color=white@0.45:t=fill`;
  const box = `box=1:boxcolor=black@0.35:boxborderw=${Math.round(size / 3)}`;
  return `drawtext=fontfile=${filterValue(font)}:textfile=${filterValue(textFile)}:expansion=none:fontsize=${size}:fontcolor=white@0.7:${box}:x=w-tw-${size}:y=h-th-${size}`;
}

/**
 * Writes `output`: the video stream of `video` with `audio` (the dub, a WAV) as its only audio,
 * exactly as long as the video (the dub is padded with silence or cut at the video's end). The
 * video stream is copied (its packets bit-identical) unless `watermark` text is given: then it is
 * drawn in and the video re-encoded with libx264. See {@link dubbedFormat} for the container.
 */
export async function muxDubbedAudio(opts: {
  video: string;
  audio: string;
  output: string;
  watermark?: string | null;
  signal?: AbortSignal;
}): Promise<MediaFormat> {
  const { signal, watermark } = opts;
  const source = await readMediaReport(opts.video, signal);
  if (!source.video || !source.container) throw new Error(`${opts.video} is not a video to put the dub on (${source.format ?? "unreadable"}).`);
  const seconds = await streamSeconds(opts.video, "v", signal);
  const target = muxerFor({ container: source.container }, watermark);
  const folder = watermark ? await mkdtemp(join(tmpdir(), "vocable-watermark-")) : null;
  try {
    let video = ["-map", "0:v:0", "-c:v", "copy"];
    if (folder && watermark) {
      await writeFile(join(folder, "text"), watermark);
      video = ["-filter_complex", `[0:v:0]${EVEN},${watermarkFilter(join(folder, "text"), watermark, source.video)}[v]`, "-map", "[v]", ...X264];
    }
    const inputs = ["-fflags", "+genpts", "-i", `file:${opts.video}`, "-i", `file:${opts.audio}`];
    const audio = ["-map", "1:a:0", "-af", "apad", ...target.audio, "-t", seconds.toFixed(6)];
    const container = target.muxer === "matroska" || target.muxer === "webm" ? [] : ["-movflags", "+faststart"];
    await ffmpeg("Putting the dub on the video", [...inputs, ...video, ...audio, ...container, "-f", target.muxer, `file:${opts.output}`], signal);
    return target.format;
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

const TRACK_FORMATS = {
  mp3: { args: ["-ar", "44100", "-c:a", "libmp3lame", "-b:a", "128k", "-f", "mp3"], contentType: "audio/mpeg" },
  aac: { args: ["-ar", "44100", "-c:a", "aac", "-b:a", "128k", "-f", "adts"], contentType: "audio/aac" },
  wav: { args: ["-c:a", "pcm_s16le", "-f", "wav"], contentType: "audio/wav" },
} as const;

/**
 * Encodes the dub's audio (a WAV) for download: mp3 at 44.1 kHz, 128 kbps (what ElevenLabs'
 * `GET /v1/dubbing/{id}/audio/{language}` answers for an audio source), AAC in ADTS at 44.1 kHz, or
 * 16-bit WAV at the WAV's own rate. Returns the content type.
 */
export async function encodeAudioTrack(wavPath: string, output: string, format: "mp3" | "aac" | "wav", signal?: AbortSignal): Promise<string> {
  const { args, contentType } = TRACK_FORMATS[format];
  await ffmpeg(`Encoding the dub as ${format}`, ["-i", `file:${wavPath}`, "-map", "0:a:0", "-map_metadata", "-1", ...args, `file:${output}`], signal);
  return contentType;
}
