/**
 * A microphone recording as a WAV file: 16-bit signed little-endian PCM, one channel, behind the
 * domain's header (the one the server writes too). The samples come from the Web Audio graph as
 * floats in [-1, 1]; values outside are clipped.
 */
import { WAV_HEADER_BYTES, wavHeader } from "@vocable/domain";

export { WAV_HEADER_BYTES };

/** Joins the float chunks a recording delivers, in order, into one buffer. */
export function concatFloat32(chunks: readonly Float32Array[]): Float32Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Float32Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** One float sample as a 16-bit integer: clipped to [-1, 1], -1 -> -32768 and 1 -> 32767. */
export function toInt16(sample: number): number {
  const clipped = Number.isNaN(sample) ? 0 : Math.max(-1, Math.min(1, sample));
  return clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff);
}

/** A mono WAV file (16-bit PCM at `sampleRate`) of `samples`. */
export function encodeWav16(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const header = wavHeader(sampleRate, dataBytes);
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  new Uint8Array(buffer).set(header);
  const view = new DataView(buffer);
  for (let i = 0; i < samples.length; i += 1) view.setInt16(WAV_HEADER_BYTES + i * 2, toInt16(samples[i]), true);
  return new Uint8Array(buffer);
}

/** "voice-recording-2026-05-01_14-03-09.wav" (local time). */
export function recordingWavName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `voice-recording-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}_${pad(date.getHours())}-${pad(date.getMinutes())}-${pad(date.getSeconds())}.wav`;
}
