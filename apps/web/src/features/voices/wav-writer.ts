/**
 * A microphone recording as a WAV file: 16-bit signed little-endian PCM, one channel. The
 * samples come from the Web Audio graph as floats in [-1, 1]; values outside are clipped.
 */

/** Bytes of the canonical RIFF/WAVE header written by {@link encodeWav16}. */
export const WAV_HEADER_BYTES = 44;

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
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`Invalid sample rate: ${sampleRate}`);
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // channels
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i += 1) view.setInt16(WAV_HEADER_BYTES + i * 2, toInt16(samples[i]), true);
  return new Uint8Array(buffer);
}

/** "voice-recording-2026-05-01_14-03-09.wav" (local time). */
export function recordingWavName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `voice-recording-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}_${pad(date.getHours())}-${pad(date.getMinutes())}-${pad(date.getSeconds())}.wav`;
}
