import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { readdir } from "node:fs/promises";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { spoolDirectory } from "#features/speech/tts/audio-spool";
import { createTestApp, type TestApp } from "#testing/test-app";

let t: TestApp;
let sdk: ElevenLabsClient;
let voiceId: string;
/** History item id and the seconds of audio the TTS answer held, by output format. */
const items = new Map<string, { id: string; seconds: number }>();
const FORMATS = ["mp3_44100_128", "opus_48000_64", "ulaw_8000", "alaw_8000", "pcm_16000", "wav_22050"];

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

beforeAll(async () => {
  t = await createTestApp();
  const alice = await t.signUp("Alice");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  voiceId = (await sdk.voices.getAll()).voices[0].voiceId;
  for (const outputFormat of FORMATS) {
    const { data, rawResponse } = await sdk.textToSpeech
      .convert(voiceId, { text: `This item was made as ${outputFormat.split("_")[0]}.`, outputFormat: outputFormat as "mp3_44100_128" })
      .withRawResponse();
    const seconds = decodeWithFfmpeg(await bytesOf(data), outputFormat).durationSeconds;
    items.set(outputFormat, { id: rawResponse.headers.get("history-item-id")!, seconds });
  }
});
afterAll(() => t.close());

describe("history.download with output_format wav", () => {
  it.each(FORMATS)("converts a %s item to a WAV at its own sample rate with the same audio", async (format) => {
    const item = items.get(format)!;
    const { data, rawResponse } = await sdk.history.download({ historyItemIds: [item.id], outputFormat: "wav" }).withRawResponse();
    expect(rawResponse.headers.get("content-type")).toBe("audio/wav");
    expect(rawResponse.headers.get("content-disposition")).toMatch(/\.wav"/);
    const bytes = await bytesOf(data);
    expect(Number(rawResponse.headers.get("content-length"))).toBe(bytes.length);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("RIFF");
    const wav = decodeWithFfmpeg(bytes, "wav_16000");
    // The header's sizes are exact: the data chunk ends where the file ends.
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(40, true)).toBe(bytes.length - 44);
    expect(wav.sampleRate).toBe(Number(format.split("_")[1]));
    expect(Math.abs(wav.durationSeconds - item.seconds)).toBeLessThan(0.1);
    expect(wav.peak).toBeGreaterThan(1000);
  });

  it("zips several items as WAV files", async () => {
    const ids = FORMATS.slice(0, 4).map((f) => items.get(f)!.id);
    const zip = unzipSync(await bytesOf(await sdk.history.download({ historyItemIds: ids, outputFormat: "wav" })));
    const names = Object.keys(zip);
    expect(names).toHaveLength(4);
    const rates = names.map((name) => {
      expect(name).toMatch(/\.wav$/);
      return decodeWithFfmpeg(zip[name], "wav_16000").sampleRate;
    });
    expect(rates.sort()).toEqual([44100, 48000, 8000, 8000].sort());
    // The converted files were spooled on disk only while they were sent.
    const spooled = await readdir(spoolDirectory(t.deps.config.dataDir)).catch(() => []);
    expect(spooled.filter((name) => name.endsWith(".download.wav"))).toEqual([]);
  });

  it("keeps each item's own format with output_format default", async () => {
    const { rawResponse } = await sdk.history.download({ historyItemIds: [items.get("opus_48000_64")!.id], outputFormat: "default" }).withRawResponse();
    expect(rawResponse.headers.get("content-type")).toBe("audio/ogg");
  });

  it("refuses a format history.download does not make, naming output_format", async () => {
    const err = await sdk.history.download({ historyItemIds: [items.get("mp3_44100_128")!.id], outputFormat: "flac" }).catch((e: unknown) => e);
    expect((err as ElevenLabsError).statusCode).toBe(422);
    expect((err as ElevenLabsError).body).toMatchObject({ detail: [{ loc: ["body", "output_format"], msg: expect.stringContaining("'wav'") }] });
  });
});
