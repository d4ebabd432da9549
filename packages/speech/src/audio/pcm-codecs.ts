/** Raw PCM, G.711 and WAV helpers (pure TypeScript; the WAV header is the domain's). */

import { writeWavSizes } from "@vocable/domain";

const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Little-endian signed 16-bit bytes of `samples` (a copy, whatever the host's endianness). */
export function int16ToBytes(samples: Int16Array): Uint8Array {
  // On little-endian hosts (all we run on) the memory already is the format: one memcpy, ~50x faster.
  if (LITTLE_ENDIAN_HOST) return new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength).slice();
  const out = new Uint8Array(samples.length * 2);
  const view = new DataView(out.buffer);
  for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, samples[i], true);
  return out;
}

/**
 * Float samples as 16-bit PCM: each times `scale`, rounded (Math.round) and clipped to -32768..32767.
 * The default scale takes ±1 to ±32767; a scale of 1 takes floats that are on the 16-bit scale already.
 */
export function floatToInt16(x: ArrayLike<number>, scale = 32767): Int16Array {
  const out = new Int16Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(x[i] * scale)));
  return out;
}

/**
 * 16-bit PCM as floats: each divided by `scale`. The default, 32767, undoes {@link floatToInt16}'s
 * (a round trip gives the samples back); 32768 gives [-1, 1), what LAME, Silero and sherpa take.
 * Written into `out` when given (it may be longer: what follows the samples is left as it is).
 */
export function int16ToFloat(samples: ArrayLike<number>, scale = 32767, out = new Float32Array(samples.length)): Float32Array {
  for (let i = 0; i < samples.length; i++) out[i] = samples[i] / scale;
  return out;
}

/** G.711 mu-law (ITU-T, as used by `audio/basic` and Twilio media streams). */
export function encodeMuLaw(samples: Int16Array): Uint8Array {
  const BIAS = 0x84;
  const CLIP = 32635;
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let s = samples[i];
    const sign = s < 0 ? 0x80 : 0;
    if (sign) s = -s;
    if (s > CLIP) s = CLIP;
    s += BIAS;
    let exponent = 7;
    for (let mask = 0x4000; (s & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
    const mantissa = (s >> (exponent + 3)) & 0x0f;
    out[i] = ~(sign | (exponent << 4) | mantissa) & 0xff;
  }
  return out;
}

/** G.711 A-law. */
export function encodeALaw(samples: Int16Array): Uint8Array {
  const out = new Uint8Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let s = samples[i];
    const sign = s >= 0 ? 0x80 : 0;
    if (!sign) s = -s - 1;
    if (s > 32767) s = 32767;
    let value: number;
    if (s < 256) {
      value = s >> 4;
    } else {
      let exponent = 7;
      for (let mask = 0x4000; (s & mask) === 0 && exponent > 1; mask >>= 1) exponent--;
      value = (exponent << 4) | ((s >> (exponent + 3)) & 0x0f);
    }
    out[i] = (sign | value) ^ 0x55;
  }
  return out;
}

/**
 * Writes the real sizes into a complete WAV that was streamed with `WAV_UNKNOWN_SIZE`
 * (the length was unknown when its header left), so a stored copy opens in every player.
 * Works in place on our own 44-byte header (the domain's writeWavSizes); anything else is returned untouched.
 */
export function finalizeWav(bytes: Uint8Array): Uint8Array {
  writeWavSizes(bytes, bytes.length);
  return bytes;
}

/** Concatenates byte arrays. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Concatenates sample arrays. */
export function concatSamples(parts: readonly Int16Array[]): Int16Array {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Int16Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
