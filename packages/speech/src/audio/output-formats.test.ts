import { describe, expect, it } from "vitest";
import { OUTPUT_FORMAT_IDS, parseOutputFormat } from "./output-formats";

describe("output formats", () => {
  it("lists the 32 ElevenLabs output_format values", () => {
    expect(OUTPUT_FORMAT_IDS).toHaveLength(32);
    expect(new Set(OUTPUT_FORMAT_IDS).size).toBe(32);
    for (const id of OUTPUT_FORMAT_IDS) expect(parseOutputFormat(id)).not.toBeNull();
  });

  it("parses codec, rate, bitrate, content type and extension", () => {
    expect(parseOutputFormat("mp3_44100_128")).toEqual({
      id: "mp3_44100_128", codec: "mp3", sampleRate: 44100, bitrateKbps: 128, contentType: "audio/mpeg", extension: "mp3",
    });
    expect(parseOutputFormat("pcm_16000")).toEqual({
      id: "pcm_16000", codec: "pcm", sampleRate: 16000, contentType: "audio/pcm", extension: "pcm",
    });
    expect(parseOutputFormat("ulaw_8000")?.contentType).toBe("audio/basic");
    expect(parseOutputFormat("alaw_8000")?.contentType).toBe("audio/alaw");
    expect(parseOutputFormat("opus_48000_96")).toMatchObject({ codec: "opus", contentType: "audio/ogg", extension: "opus", bitrateKbps: 96 });
    expect(parseOutputFormat("wav_22050")).toMatchObject({ codec: "wav", contentType: "audio/wav", sampleRate: 22050 });
  });

  it("rejects unknown values", () => {
    for (const id of ["", "mp3", "mp3_44100", "mp3_44100_999", "pcm_11025", "flac_44100", "wav_8000_1", "__proto__"]) {
      expect(parseOutputFormat(id)).toBeNull();
    }
  });
});
