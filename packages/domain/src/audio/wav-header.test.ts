import { describe, expect, it } from "vitest";
import { WAV_HEADER_BYTES, WAV_UNKNOWN_SIZE, wavHeader, writeWavSizes } from "./wav-header";

/** The header's fields, read back independently of the writer. */
function fields(header: Uint8Array) {
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const tag = (offset: number) => String.fromCharCode(...header.subarray(offset, offset + 4));
  return {
    riff: tag(0),
    riffSize: view.getUint32(4, true),
    wave: tag(8),
    fmt: tag(12),
    fmtSize: view.getUint32(16, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bitsPerSample: view.getUint16(34, true),
    data: tag(36),
    dataSize: view.getUint32(40, true),
  };
}

const fixed = { riff: "RIFF", wave: "WAVE", fmt: "fmt ", fmtSize: 16, format: 1, channels: 1, blockAlign: 2, bitsPerSample: 16, data: "data" };

describe("wavHeader", () => {
  it.each([
    { sampleRate: 16_000, dataBytes: 0, riffSize: 36, byteRate: 32_000 },
    { sampleRate: 22_050, dataBytes: 2, riffSize: 38, byteRate: 44_100 },
    { sampleRate: 24_000, dataBytes: 48_000, riffSize: 48_036, byteRate: 48_000 },
    { sampleRate: 44_100, dataBytes: 88_200, riffSize: 88_236, byteRate: 88_200 },
    { sampleRate: 48_000, dataBytes: 0xffffffff - 36, riffSize: 0xffffffff, byteRate: 96_000 },
    { sampleRate: 8_000, dataBytes: WAV_UNKNOWN_SIZE, riffSize: WAV_UNKNOWN_SIZE, byteRate: 16_000 },
  ])("$sampleRate Hz, $dataBytes bytes: RIFF size $riffSize, byte rate $byteRate", ({ sampleRate, dataBytes, riffSize, byteRate }) => {
    const header = wavHeader(sampleRate, dataBytes);
    expect(header.byteLength).toBe(WAV_HEADER_BYTES);
    expect(fields(header)).toEqual({ ...fixed, riffSize, sampleRate, byteRate, dataSize: dataBytes });
  });

  it.each([
    ["a zero sample rate", 0, 10],
    ["a negative sample rate", -16_000, 10],
    ["a fractional sample rate", 44_100.5, 10],
    ["a NaN sample rate", Number.NaN, 10],
    ["a negative size", 16_000, -1],
    ["a fractional size", 16_000, 1.5],
    ["a size past 32 bits", 16_000, 2 ** 32],
  ])("refuses %s", (_, sampleRate, dataBytes) => {
    expect(() => wavHeader(sampleRate, dataBytes)).toThrow(RangeError);
  });
});

describe("writeWavSizes", () => {
  it.each([
    { totalBytes: 44, riffSize: 36, dataSize: 0 },
    { totalBytes: 1044, riffSize: 1036, dataSize: 1000 },
  ])("writes the sizes of a streamed WAV of $totalBytes bytes", ({ totalBytes, riffSize, dataSize }) => {
    const file = new Uint8Array(totalBytes);
    file.set(wavHeader(24_000, WAV_UNKNOWN_SIZE));
    expect(writeWavSizes(file, totalBytes)).toBe(true);
    expect(fields(file)).toEqual({ ...fixed, riffSize, sampleRate: 24_000, byteRate: 48_000, dataSize });
    expect(file.subarray(0, WAV_HEADER_BYTES)).toEqual(wavHeader(24_000, dataSize));
  });

  it("works on the first bytes of a larger buffer (a view with an offset)", () => {
    const backing = new Uint8Array(100);
    const head = backing.subarray(10, 10 + WAV_HEADER_BYTES);
    head.set(wavHeader(16_000, WAV_UNKNOWN_SIZE));
    expect(writeWavSizes(head, 2044)).toBe(true);
    expect(head).toEqual(wavHeader(16_000, 2000));
    expect(backing.subarray(0, 10).every((b) => b === 0)).toBe(true);
  });

  it.each([
    ["an MP3", Uint8Array.from({ length: 64 }, (_, i) => (i === 0 ? 0xff : 0)), 64],
    ["a RIFF that is not WAVE", Uint8Array.from([..."RIFF\0\0\0\0AVI "].map((c) => c.charCodeAt(0)).concat(new Array(40).fill(0))), 52],
    ["a header cut short", wavHeader(16_000, 0).subarray(0, 40), 40],
  ])("leaves %s untouched", (_, bytes, total) => {
    const before = bytes.slice();
    expect(writeWavSizes(bytes, total)).toBe(false);
    expect(bytes).toEqual(before);
  });
});
