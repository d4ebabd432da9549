/** Test helper: decodes encoded audio back to PCM with the real ffmpeg binary. */
import { spawnSync } from "node:child_process";
import { ffmpegPath } from "../audio/ffmpeg";
import { parseOutputFormat, type OutputFormat } from "../audio/output-formats";

export interface Decoded {
  /** Sample rate ffmpeg reports for the input stream (or the known raw rate). */
  sampleRate: number;
  /** Decoded mono samples at that rate. */
  samples: Int16Array;
  durationSeconds: number;
  /** Largest absolute sample: silence decodes too, so tests check there is sound. */
  peak: number;
  stderr: string;
}

const RAW_INPUT: Partial<Record<OutputFormat["codec"], string>> = { pcm: "s16le", ulaw: "mulaw", alaw: "alaw" };

/**
 * Decodes `bytes` (as produced for `format`, an OutputFormat or its id) to s16le mono, without
 * resampling, with ffmpeg: a decoder independent of our encoders. The sample rate is the one
 * ffmpeg found in the stream, not the one we asked for.
 */
export function decodeWithFfmpeg(bytes: Uint8Array, formatOrId: OutputFormat | string): Decoded {
  const format = typeof formatOrId === "string" ? parseOutputFormat(formatOrId) : formatOrId;
  if (!format) throw new Error(`unknown output format ${String(formatOrId)}`);
  const raw = RAW_INPUT[format.codec];
  const inputArgs = raw ? ["-f", raw, "-ar", String(format.sampleRate), "-ac", "1"] : [];
  const result = spawnSync(
    ffmpegPath(),
    ["-hide_banner", "-nostdin", ...inputArgs, "-i", "pipe:0", "-f", "s16le", "-ac", "1", "-acodec", "pcm_s16le", "pipe:1"],
    { input: bytes, maxBuffer: 256 * 1024 * 1024 },
  );
  const stderr = result.stderr.toString();
  if (result.status !== 0) throw new Error(`ffmpeg could not decode ${format.id}: ${stderr}`);
  const match = stderr.match(/Stream #0:0.*?Audio: [^\n]*?(\d+) Hz/);
  if (!match) throw new Error(`no input stream line in ffmpeg output: ${stderr}`);
  const sampleRate = Number(match[1]);
  const out = result.stdout;
  const samples = new Int16Array(out.buffer.slice(out.byteOffset, out.byteOffset + (out.length & ~1)));
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  return { sampleRate, samples, durationSeconds: samples.length / sampleRate, peak, stderr };
}
