import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { concatBytes } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioForm } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let someone: TestUser;
let sdk: ElevenLabsClient;
/** A second of silence, a spoken sentence, a second of silence, all under low-frequency noise at a fixed seed. */
let noisy: { wav: Buffer; rate: number; speechFrom: number; speechTo: number; cleanSpeechDb: number };

beforeAll(async () => {
  t = await createTestApp();
  someone = await t.signUp("Iris Isolates");
  sdk = new ElevenLabsClient({ apiKey: someone.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  const said = await t.deps.speech.synthesize({ text: "A fan hums behind this sentence, and the cleaner takes it away.", voiceId: (await voiceOf("Richard")), owner: "test" });
  const rate = said.sampleRate;
  const samples = new Int16Array(said.samples.length + 2 * rate);
  samples.set(said.samples, rate);
  // Brown-ish noise (a one-pole low-pass of seeded white noise), like a fan: RNNoise's target.
  let seed = 7;
  let low = 0;
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    low = 0.97 * low + 0.03 * ((seed / 0x7fffffff) * 2 - 1);
    samples[i] = Math.max(-32768, Math.min(32767, samples[i]! + Math.round(low * 20000)));
  }
  const pcm = new Uint8Array(samples.buffer);
  const speechTo = 1 + said.samples.length / rate;
  noisy = { wav: Buffer.from(concatBytes([wavHeader(rate, pcm.length), pcm])), rate, speechFrom: 1, speechTo, cleanSpeechDb: rmsDb(said.samples, rate, 0, speechTo - 1) };
});
afterAll(() => t?.close());

async function voiceOf(name: string): Promise<string> {
  const res = await t.request("/v1/voices", { headers: { "xi-api-key": someone.apiKey } });
  return ((await res.json()) as { voices: { voice_id: string; name: string }[] }).voices.find((v) => v.name === name)!.voice_id;
}

/** Root mean square of the samples between two times, in dB relative to full scale. */
function rmsDb(samples: Int16Array, rate: number, from: number, to: number): number {
  const part = samples.subarray(Math.round(from * rate), Math.round(to * rate));
  const mean = part.reduce((sum, s) => sum + s * s, 0) / Math.max(1, part.length);
  return 10 * Math.log10(mean / 32768 ** 2 + 1e-12);
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return concatBytes(parts);
}

describe("POST /v1/audio-isolation (the official SDK, unchanged)", () => {
  it("takes the noise out of the pauses and keeps the speech, as MP3", async () => {
    for (const call of [() => sdk.audioIsolation.convert({ audio: new Blob([new Uint8Array(noisy.wav)]) }), () => sdk.audioIsolation.stream({ audio: new Blob([new Uint8Array(noisy.wav)]) })]) {
      const mp3 = await bytesOf(await call());
      const out = decodeWithFfmpeg(mp3, "mp3_44100_128");
      expect(out.sampleRate).toBe(44100);
      expect(out.durationSeconds).toBeCloseTo(noisy.speechTo + 1, 0);
      const input = decodeWithFfmpeg(new Uint8Array(noisy.wav), `wav_${noisy.rate}`);
      const noiseBefore = rmsDb(input.samples, noisy.rate, 0.2, 0.9);
      const noiseAfter = rmsDb(out.samples, 44100, 0.2, 0.9);
      const speechAfter = rmsDb(out.samples, 44100, noisy.speechFrom, noisy.speechTo);
      console.log(
        `audio isolation: noise in the pause ${noiseBefore.toFixed(1)} -> ${noiseAfter.toFixed(1)} dBFS; ` +
          `speech ${noisy.cleanSpeechDb.toFixed(1)} dBFS clean, ${speechAfter.toFixed(1)} dBFS cleaned`,
      );
      expect(noiseBefore - noiseAfter).toBeGreaterThan(10);
      // The speech keeps most of its level (RNNoise attenuates some of it with the noise).
      expect(Math.abs(noisy.cleanSpeechDb - speechAfter)).toBeLessThan(6);
    }
  });

  it("refuses what is not accepted audio, and a file in the wrong field", async () => {
    const post = (form: FormData) => t.request("/v1/audio-isolation", { method: "POST", headers: { "xi-api-key": someone.apiKey }, body: form });
    expect((await post(audioForm(new TextEncoder().encode("not audio"), {}, "a.wav", "audio"))).status).toBe(400);
    expect((await post(audioForm(noisy.wav, {}, "a.wav", "file"))).status).toBe(400);
    expect((await post(audioForm(null, {}))).status).toBe(422);
  });
});
