import { describe, expect, it } from "vitest";
import { decodeMuLaw } from "./mulaw";

describe("decodeMuLaw", () => {
  it.each([
    [0xff, 0],
    [0x7f, 0],
    [0x80, 32124],
    [0x00, -32124],
    [0xfe, 8],
    [0x7e, -8],
    [0xf0, 120],
  ])("decodes %i to %i (G.711's table)", (byte, linear) => {
    expect(decodeMuLaw(new Uint8Array([byte]))[0]).toBe(linear);
  });
});
