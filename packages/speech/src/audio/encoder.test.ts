import { beforeAll, describe, expect, it } from "vitest";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { synthesizeRaw, type SynthesisResult } from "../service/speech-service";
import { decodeWithFfmpeg } from "../test-support/ffmpeg-decode";
import { createEncoder, encodeAll } from "./encoder";
import { legalMp3Bitrate } from "./mp3-encoder";
import { OUTPUT_FORMAT_IDS, parseOutputFormat } from "./output-formats";
import { concatBytes, finalizeWav } from "./pcm-codecs";

const SENTENCE = "The quick brown fox jumps over the lazy dog.";
const flite = PREMADE_VOICES.find((v) => v.engine === "flite")!;
const espeak = PREMADE_VOICES.find((v) => v.engine === "espeak-ng")!;

let fliteAudio: SynthesisResult;
let espeakAudio: SynthesisResult;

beforeAll(async () => {
  fliteAudio = await synthesizeRaw({ text: SENTENCE, voiceId: flite.voiceId });
  espeakAudio = await synthesizeRaw({ text: SENTENCE, voiceId: espeak.voiceId });
});

describe("encodeAll: every output format decodes with ffmpeg", () => {
  it.each(OUTPUT_FORMAT_IDS.map((id) => [id]))("%s", async (id) => {
    const format = parseOutputFormat(id)!;
    // Alternate engines so both input rates (16 kHz Flite, 22.05 kHz espeak) go through every codec family.
    const source = OUTPUT_FORMAT_IDS.indexOf(id) % 2 === 0 ? fliteAudio : espeakAudio;
    const sourceSeconds = source.samples.length / source.sampleRate;
    const bytes = await encodeAll(format, source.samples, source.sampleRate);
    const decoded = decodeWithFfmpeg(bytes, format);
    expect(decoded.sampleRate).toBe(format.sampleRate);
    expect(decoded.durationSeconds).toBeGreaterThan(0.5);
    expect(decoded.durationSeconds).toBeGreaterThan(sourceSeconds * 0.3);
    expect(decoded.durationSeconds).toBeLessThan(sourceSeconds * 3);
    // Lossy codecs pad a little; raw ones must be sample-exact after resampling.
    if (["pcm", "wav", "ulaw", "alaw"].includes(format.codec)) {
      expect(Math.abs(decoded.durationSeconds - sourceSeconds)).toBeLessThan(0.001);
    }
    // Not silence: speech energy survives the round trip.
    const peak = decoded.samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(2000);
  });
});

describe("createEncoder (streaming)", () => {
  async function encodeInChunks(id: string, source: SynthesisResult, chunk: number) {
    const encoder = createEncoder(parseOutputFormat(id)!, source.sampleRate, { streaming: true });
    const parts: Uint8Array[] = [];
    for (let i = 0; i < source.samples.length; i += chunk) parts.push(await encoder.write(source.samples.subarray(i, i + chunk)));
    parts.push(await encoder.end());
    return parts;
  }

  it("emits MP3 frames during the stream, not only at the end", async () => {
    const parts = await encodeInChunks("mp3_44100_128", espeakAudio, 4096);
    expect(parts.slice(0, -1).filter((p) => p.length > 0).length).toBeGreaterThan(3);
    expect(parts[0].length).toBeGreaterThan(0); // the first write of ~0.19 s already yields frames
    const decoded = decodeWithFfmpeg(concatBytes(parts), parseOutputFormat("mp3_44100_128")!);
    expect(decoded.durationSeconds).toBeGreaterThan(1);
  });

  it("gives the same MP3 bytes however the input is chunked (the codec thread slices long writes)", async () => {
    const oneShot = await encodeAll(parseOutputFormat("mp3_44100_128")!, espeakAudio.samples, espeakAudio.sampleRate);
    const chunked = concatBytes(await encodeInChunks("mp3_44100_128", espeakAudio, 1000));
    expect(Buffer.from(chunked).equals(Buffer.from(oneShot))).toBe(true);
  });

  it("encodes MP3 at the named rate and bitrate; 240 kbps, not legal in MPEG-1, becomes 224", async () => {
    expect(legalMp3Bitrate(48000, 240)).toBe(224);
    expect(legalMp3Bitrate(22050, 32)).toBe(32);
    for (const id of ["mp3_44100_32", "mp3_48000_240", "mp3_22050_32"]) {
      const format = parseOutputFormat(id)!;
      const decoded = decodeWithFfmpeg(await encodeAll(format, fliteAudio.samples, fliteAudio.sampleRate), format);
      expect(decoded.sampleRate).toBe(format.sampleRate); // LAME alone would pick 22.05 kHz for 44.1 kHz at 32 kbps
      expect(decoded.stderr).toMatch(new RegExp(`, ${id === "mp3_48000_240" ? 224 : format.bitrateKbps} kb/s`));
    }
  });

  it("resamples statefully: chunked output equals one-shot output (no boundary clicks)", async () => {
    const oneShot = await encodeAll(parseOutputFormat("pcm_48000")!, espeakAudio.samples, espeakAudio.sampleRate);
    const chunked = concatBytes(await encodeInChunks("pcm_48000", espeakAudio, 777));
    expect(chunked.length).toBe(oneShot.length);
    expect(Buffer.from(chunked).equals(Buffer.from(oneShot))).toBe(true);
  });

  it("writes a streaming WAV header with unknown sizes, encodeAll an exact one", async () => {
    const streamed = concatBytes(await encodeInChunks("wav_24000", fliteAudio, 1000));
    const view = new DataView(streamed.buffer, streamed.byteOffset);
    expect(view.getUint32(4, true)).toBe(0xffffffff);
    expect(view.getUint32(40, true)).toBe(0xffffffff);
    expect(decodeWithFfmpeg(streamed, parseOutputFormat("wav_24000")!).durationSeconds).toBeGreaterThan(1);

    const exact = await encodeAll(parseOutputFormat("wav_24000")!, fliteAudio.samples, fliteAudio.sampleRate);
    const exactView = new DataView(exact.buffer, exact.byteOffset);
    expect(exactView.getUint32(40, true)).toBe(exact.length - 44);
    expect(exactView.getUint32(4, true)).toBe(exact.length - 8);
  });

  it("finalizeWav writes the real sizes into a streamed WAV", async () => {
    const streamed = finalizeWav(concatBytes(await encodeInChunks("wav_24000", fliteAudio, 1000)));
    const view = new DataView(streamed.buffer, streamed.byteOffset);
    expect(view.getUint32(4, true)).toBe(streamed.length - 8);
    expect(view.getUint32(40, true)).toBe(streamed.length - 44);
    const mp3 = await encodeAll(parseOutputFormat("mp3_44100_128")!, fliteAudio.samples, fliteAudio.sampleRate);
    expect(finalizeWav(mp3.slice())).toEqual(mp3);
  });

  it("streams Ogg Opus through ffmpeg", async () => {
    const parts = await encodeInChunks("opus_48000_64", espeakAudio, 8192);
    const all = concatBytes(parts);
    expect(Buffer.from(all.subarray(0, 4)).toString("latin1")).toBe("OggS");
    const decoded = decodeWithFfmpeg(all, parseOutputFormat("opus_48000_64")!);
    expect(decoded.sampleRate).toBe(48000);
    expect(decoded.durationSeconds).toBeGreaterThan(1);
  });

  it("cancel() stops the ffmpeg child without throwing", async () => {
    const encoder = createEncoder(parseOutputFormat("opus_48000_32")!, espeakAudio.sampleRate);
    await encoder.write(espeakAudio.samples.subarray(0, 4000));
    encoder.cancel();
    await expect(encoder.end()).rejects.toThrow();
  });
});
