import { wavHeader } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { wavDataChunk, wavDeclaresMoreThan } from "./read-upload";

/** A WAV header with a LIST chunk (odd-sized, padded) between fmt and data, as ffmpeg writes one. */
function withList(dataBytes: number): Uint8Array {
  const plain = wavHeader(16000, dataBytes);
  const list = new Uint8Array([..."LIST"].map((c) => c.charCodeAt(0)).concat([5, 0, 0, 0, 1, 2, 3, 4, 5, 0]));
  return new Uint8Array([...plain.subarray(0, 36), ...list, ...plain.subarray(36)]);
}

describe("wavDataChunk", () => {
  it("finds the data chunk after the fmt chunk", () => {
    expect(wavDataChunk(wavHeader(16000, 3200))).toEqual({ offset: 44, size: 3200 });
  });

  it("skips other chunks, with their pad byte", () => {
    expect(wavDataChunk(withList(100))).toEqual({ offset: 44 + 14, size: 100 });
  });

  it("is null for bytes that are not a WAV file or hold no data chunk", () => {
    expect(wavDataChunk(new TextEncoder().encode("not a wav file at all"))).toBeNull();
    expect(wavDataChunk(wavHeader(16000, 100).subarray(0, 40))).toBeNull();
  });
});

describe("wavDeclaresMoreThan", () => {
  it("tells a data chunk longer than the file, and ignores unknown sizes", () => {
    expect(wavDeclaresMoreThan(wavHeader(16000, 3200), 44 + 3200)).toBe(false);
    expect(wavDeclaresMoreThan(wavHeader(16000, 3200), 44 + 100)).toBe(true);
    expect(wavDeclaresMoreThan(wavHeader(16000, 0xffffffff), 50)).toBe(false);
    expect(wavDeclaresMoreThan(new Uint8Array(4), 4)).toBeNull();
  });
});
