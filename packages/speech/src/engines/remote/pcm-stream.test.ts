import { describe, expect, it } from "vitest";
import { concatSamples, int16ToBytes } from "../../audio/pcm-codecs";
import { WAV_UNKNOWN_SIZE, wavHeader } from "@vocable/domain";
import { pcmChunks, wavBytes, wavStream } from "./pcm-stream";

async function* pieces(bytes: Uint8Array, sizes: number[]): AsyncGenerator<Uint8Array> {
  let at = 0;
  for (let i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length];
    yield bytes.slice(at, at + size);
    at += size;
  }
}

async function collect(chunks: AsyncIterable<Int16Array>): Promise<Int16Array> {
  const parts: Int16Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return concatSamples(parts);
}

const SAMPLES = Int16Array.from({ length: 1001 }, (_, i) => Math.round(Math.sin(i / 7) * 30000) - (i % 3));

describe("pcmChunks", () => {
  it.each([[[1]], [[3]], [[2001]], [[1, 2, 3, 4, 5]], [[4097]], [[0, 7]]])("rebuilds the samples whatever the byte boundaries (%j)", async (sizes) => {
    expect(await collect(pcmChunks(pieces(int16ToBytes(SAMPLES), sizes)))).toEqual(SAMPLES);
  });

  it("throws when the stream ends on half a sample, rather than dropping it", async () => {
    const bytes = int16ToBytes(SAMPLES).subarray(0, 2001);
    await expect(collect(pcmChunks(pieces(bytes, [1000])))).rejects.toThrow("the audio stream ended in the middle of a sample");
  });
});

describe("wavStream", () => {
  it("reads the rate from a header split across reads, then the samples, with a size of unknown length", async () => {
    const bytes = new Uint8Array([...wavHeader(24000, WAV_UNKNOWN_SIZE), ...int16ToBytes(SAMPLES)]);
    for (const sizes of [[1], [5, 3], [43], [44], [45]]) {
      const speech = await wavStream(pieces(bytes, sizes));
      expect(speech.sampleRate).toBe(24000);
      expect(await collect(speech.chunks)).toEqual(SAMPLES);
    }
  });

  it("skips chunks before data and stops at a known data size", async () => {
    const header = wavBytes(SAMPLES, 16000);
    // Insert a LIST chunk between fmt and data, and trailing bytes after the data.
    const list = new Uint8Array([0x4c, 0x49, 0x53, 0x54, 3, 0, 0, 0, 1, 2, 3, 0]);
    const bytes = new Uint8Array([...header.subarray(0, 36), ...list, ...header.subarray(36), 9, 9, 9, 9]);
    const speech = await wavStream(pieces(bytes, [7]));
    expect(speech.sampleRate).toBe(16000);
    expect(await collect(speech.chunks)).toEqual(SAMPLES);
  });

  it("refuses what is not mono 16-bit PCM WAV", async () => {
    await expect(wavStream(pieces(new TextEncoder().encode('{"detail":"nope"}'), [100]))).rejects.toThrow("not a WAV stream of mono 16-bit PCM: no RIFF/WAVE header");
    const stereo = wavHeader(24000, 0);
    new DataView(stereo.buffer).setUint16(22, 2, true);
    await expect(wavStream(pieces(stereo, [100]))).rejects.toThrow("format 1, 2 channels, 16 bits");
    await expect(wavStream(pieces(wavHeader(24000, 0).subarray(0, 30), [100]))).rejects.toThrow("it ended inside the fmt  chunk");
  });
});
