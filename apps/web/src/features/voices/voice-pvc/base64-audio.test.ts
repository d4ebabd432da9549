import { describe, expect, it } from "vitest";
import { base64AudioBlob } from "./base64-audio";

describe("base64 audio", () => {
  it("turns the server's base64 WAV into a blob of those bytes", async () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 0, 255, 128, 7]);
    const blob = base64AudioBlob(btoa(String.fromCharCode(...bytes)), "audio/wav");
    expect(blob.type).toBe("audio/wav");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it("is a WAV when no media type is named", () => {
    expect(base64AudioBlob("", "").type).toBe("audio/wav");
  });
});
