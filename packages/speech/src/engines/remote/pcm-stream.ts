import { concatBytes, int16ToBytes } from "../../audio/pcm-codecs";
import { wavHeader } from "@vocable/domain";
import type { StreamedSpeech } from "./remote-types";

const LITTLE_ENDIAN_HOST = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Little-endian 16-bit samples of `bytes` (an even count), in a new aligned array. */
function samplesOf(bytes: Uint8Array): Int16Array {
  if (LITTLE_ENDIAN_HOST) return new Int16Array(bytes.slice().buffer);
  const out = new Int16Array(bytes.length / 2);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}

/**
 * Raw s16le PCM bytes, as a network stream cuts them (anywhere, odd lengths included), to sample
 * chunks: a byte left over from one piece waits for the next. A stream ending on half a sample is
 * truncated, and throws rather than dropping it silently.
 */
export async function* pcmChunks(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<Int16Array, void, undefined> {
  let carry: Uint8Array | null = null;
  for await (const piece of bytes) {
    if (piece.byteLength === 0) continue;
    const joined: Uint8Array = carry ? concatBytes([carry, piece]) : piece;
    const even = joined.byteLength & ~1;
    carry = even < joined.byteLength ? joined.slice(even) : null;
    if (even > 0) yield samplesOf(joined.subarray(0, even));
  }
  if (carry) throw new Error("the audio stream ended in the middle of a sample");
}

/** A WAV file of mono 16-bit `samples` (what transcription and cloning uploads send). */
export function wavBytes(samples: Int16Array, sampleRate: number): Uint8Array {
  const data = int16ToBytes(samples);
  return concatBytes([wavHeader(sampleRate, data.byteLength), data]);
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
/** Data sizes streaming servers write for "until the end" (the length was unknown when the header left). */
const UNKNOWN_SIZES = new Set([0, 0xffffffff]);

/**
 * A WAV stream (RIFF header, then PCM as it is synthesised) as {@link StreamedSpeech}: resolves
 * once the header is in. Accepts mono 16-bit PCM, the format streaming servers write; a data
 * size of 0 or 0xFFFFFFFF (length unknown when the header left) means "until the end".
 */
export async function wavStream(bytes: AsyncIterable<Uint8Array>): Promise<StreamedSpeech> {
  const iterator = bytes[Symbol.asyncIterator]();
  let buffered: Uint8Array = new Uint8Array(0);
  const more = async () => {
    const next = await iterator.next();
    if (next.done) return false;
    buffered = concatBytes([buffered, next.value]);
    return true;
  };
  const fail = async (why: string): Promise<never> => {
    await iterator.return?.();
    throw new Error(`not a WAV stream of mono 16-bit PCM: ${why}`);
  };
  while (buffered.length < 12) if (!(await more())) await fail("it ended before the RIFF header");
  if (ascii(buffered, 0) !== "RIFF" || ascii(buffered, 8) !== "WAVE") await fail("no RIFF/WAVE header");
  let at = 12;
  let sampleRate = 0;
  let dataBytes: number;
  for (;;) {
    while (buffered.length < at + 8) if (!(await more())) await fail("it ended inside the header");
    const id = ascii(buffered, at);
    const size = new DataView(buffered.buffer, buffered.byteOffset, buffered.byteLength).getUint32(at + 4, true);
    if (id === "data") {
      dataBytes = size;
      at += 8;
      break;
    }
    while (buffered.length < at + 8 + size) if (!(await more())) await fail(`it ended inside the ${id} chunk`);
    if (id === "fmt ") {
      const view = new DataView(buffered.buffer, buffered.byteOffset, buffered.byteLength);
      const format = view.getUint16(at + 8, true);
      const channels = view.getUint16(at + 10, true);
      const bits = view.getUint16(at + 22, true);
      if (format !== 1 || channels !== 1 || bits !== 16) await fail(`format ${format}, ${channels} channels, ${bits} bits`);
      sampleRate = view.getUint32(at + 12, true);
    }
    at += 8 + size + (size & 1);
  }
  if (!sampleRate) await fail("no fmt chunk before the data");
  const rest = buffered.subarray(at);
  const limit = UNKNOWN_SIZES.has(dataBytes) ? Infinity : dataBytes;
  async function* payload(): AsyncGenerator<Uint8Array, void, undefined> {
    let sent = 0;
    try {
      for (let piece: Uint8Array = rest; ; ) {
        const take = Math.min(piece.byteLength, limit - sent);
        if (take > 0) yield piece.subarray(0, take);
        sent += take;
        if (sent >= limit) return;
        const next = await iterator.next();
        if (next.done) return;
        piece = next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { sampleRate, chunks: pcmChunks(payload()) };
}
