import { spawn } from "node:child_process";
import { ffmpegPath, parseOutputFormat } from "@vocable/speech";

export interface DecodedAudio {
  sampleRate: number;
  samples: Int16Array;
  durationSeconds: number;
  /** Largest absolute sample: silence decodes too, so tests check there is sound. */
  peak: number;
}

/** Input options ffmpeg needs for headerless formats. */
function rawInputArgs(formatId: string): string[] {
  const format = parseOutputFormat(formatId);
  if (!format) throw new Error(`unknown format ${formatId}`);
  const rate = String(format.sampleRate);
  if (format.codec === "pcm") return ["-f", "s16le", "-ar", rate, "-ac", "1"];
  if (format.codec === "ulaw") return ["-f", "mulaw", "-ar", rate, "-ac", "1"];
  if (format.codec === "alaw") return ["-f", "alaw", "-ar", rate, "-ac", "1"];
  return [];
}

/**
 * Decodes audio with ffmpeg, a decoder independent of our encoders, and reports the sample rate
 * of the stream as ffmpeg found it (not as we asked for it).
 */
export function decodeAudio(bytes: Uint8Array, formatId: string): Promise<DecodedAudio> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", ...rawInputArgs(formatId), "-i", "pipe:0", "-f", "s16le", "-ac", "1", "pipe:1"]);
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.stdin.on("error", () => {});
    child.on("error", reject);
    child.on("close", (code) => {
      const rate = /Audio: [^\n]*?, (\d+) Hz/.exec(err);
      if (code !== 0 || !rate) return reject(new Error(`ffmpeg could not decode ${formatId} (exit ${code}): ${err.slice(-500)}`));
      const buf = Buffer.concat(out);
      const samples = new Int16Array(buf.buffer, buf.byteOffset, buf.length >> 1);
      const sampleRate = Number(rate[1]);
      let peak = 0;
      for (const s of samples) peak = Math.max(peak, Math.abs(s));
      resolve({ sampleRate, samples, durationSeconds: samples.length / sampleRate, peak });
    });
    child.stdin.end(bytes);
  });
}
