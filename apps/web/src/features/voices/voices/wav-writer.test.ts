import { describe, expect, it } from "vitest";
import { concatFloat32, encodeWav16, recordingWavName, toInt16, WAV_HEADER_BYTES } from "./wav-writer";

const text = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

describe("encodeWav16", () => {
  it("writes a canonical mono 16-bit PCM header", () => {
    const wav = encodeWav16(new Float32Array(10), 48_000);
    const view = new DataView(wav.buffer);
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + 20);
    expect(text(wav, 0, 4)).toBe("RIFF");
    expect(view.getUint32(4, true)).toBe(36 + 20);
    expect(text(wav, 8, 4)).toBe("WAVE");
    expect(text(wav, 12, 4)).toBe("fmt ");
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(48_000);
    expect(view.getUint32(28, true)).toBe(96_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(wav, 36, 4)).toBe("data");
    expect(view.getUint32(40, true)).toBe(20);
  });

  it("stores the samples as little-endian 16-bit integers, clipped", () => {
    const wav = encodeWav16(Float32Array.from([0, 1, -1, 0.5, -0.5, 2, -3, Number.NaN]), 16_000);
    const view = new DataView(wav.buffer);
    const samples = Array.from({ length: 8 }, (_, i) => view.getInt16(WAV_HEADER_BYTES + i * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 16384, -16384, 32767, -32768, 0]);
    // Little-endian: 32767 is ff 7f.
    expect([wav[WAV_HEADER_BYTES + 2], wav[WAV_HEADER_BYTES + 3]]).toEqual([0xff, 0x7f]);
  });

  it("writes an empty recording as a header with no data", () => {
    const wav = encodeWav16(new Float32Array(0), 44_100);
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES);
    expect(new DataView(wav.buffer).getUint32(40, true)).toBe(0);
  });

  it("refuses a sample rate that is not a positive integer", () => {
    expect(() => encodeWav16(new Float32Array(1), 0)).toThrow(RangeError);
    expect(() => encodeWav16(new Float32Array(1), 44_100.5)).toThrow(RangeError);
  });
});

describe("toInt16", () => {
  it.each([
    [0, 0],
    [1, 32767],
    [-1, -32768],
    [0.25, 8192],
    [1.5, 32767],
    [-1.5, -32768],
  ])("%d -> %d", (sample, int) => {
    expect(toInt16(sample)).toBe(int);
  });
});

describe("concatFloat32", () => {
  it("joins chunks in order", () => {
    expect(Array.from(concatFloat32([Float32Array.from([1, 2]), new Float32Array(0), Float32Array.from([3])]))).toEqual([1, 2, 3]);
    expect(concatFloat32([]).length).toBe(0);
  });
});

describe("recordingWavName", () => {
  it("names the recording after its local start time", () => {
    expect(recordingWavName(new Date(2026, 4, 1, 14, 3, 9))).toBe("voice-recording-2026-05-01_14-03-09.wav");
  });
});
