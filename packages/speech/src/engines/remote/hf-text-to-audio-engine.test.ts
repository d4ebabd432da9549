import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rmsOf, seamJump, spectralCentroid, stepPercentile } from "../../sound-effects/measures";
import { HF_TEST_MODEL, startHfTextToAudioTestServer, type HfTextToAudioTestServer } from "../../test-support/hf-text-to-audio-test-server";
import type { SoundRequest } from "../conversion-types";
import type { RemoteEngineConfig } from "./engine-config";
import { HfTextToAudioEngine } from "./hf-text-to-audio-engine";
import { UpstreamError } from "./remote-errors";
import { EngineGuard } from "./resilience";

const RATE = 44100;
const KEY = "hf_test_key_123";

function engineFor(baseUrl: string, extra: { model?: string; apiKey?: string } = {}) {
  const config = { id: "sfx", kind: "hf-text-to-audio" as never, baseUrl, timeoutMs: 30_000, maxConcurrency: 2, maxQueue: 4, retries: 0, languages: ["en"], ...extra } satisfies RemoteEngineConfig;
  return new HfTextToAudioEngine(config, new EngineGuard({ engineId: config.id, timeoutMs: 30_000, retries: 0, maxConcurrency: 2, maxQueue: 4, retryBaseMs: 10, secret: extra.apiKey }));
}

const ask = (text: string, more: Partial<SoundRequest> = {}): SoundRequest => ({ text, durationSeconds: null, promptInfluence: 0.3, loop: false, seed: 7, ...more });

/** The error a promise rejects with. */
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable("it should have failed"), (err: unknown) => err);

describe("HfTextToAudioEngine against a Hugging Face text-to-audio server", () => {
  let server: HfTextToAudioTestServer;
  let keyed: HfTextToAudioTestServer;
  beforeAll(async () => {
    server = await startHfTextToAudioTestServer();
    keyed = await startHfTextToAudioTestServer({ apiKey: KEY });
  });
  afterAll(async () => {
    await server.close();
    await keyed.close();
  });
  afterEach(() => {
    server.answerSeconds(5);
    server.loading(false);
    server.answerFormat("wav");
  });

  it("posts the prompt with a temperature from the prompt influence to the endpoint, and gives the sound it made at 44.1 kHz", async () => {
    const sound = await engineFor(server.url).generateSound(ask("rain on a tin roof", { promptInfluence: 0.8 }));
    expect(sound.sampleRate).toBe(RATE);
    expect(sound.description).toBeNull();
    expect(sound.category).toBeNull();
    // Everything the model made (5 s at 16 kHz), resampled.
    expect(Math.abs(sound.samples.length - 5 * RATE)).toBeLessThanOrEqual(RATE / 100);
    expect(rmsOf(sound.samples)).toBeGreaterThan(0.1);
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/");
    expect(sent.body).toEqual({ inputs: "rain on a tin roof", parameters: { generation_parameters: { do_sample: true, temperature: 0.5 } } });
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.headers.accept).toBe("audio/*");
    expect(sent.headers.authorization).toBeUndefined();
  });

  it("sends the key and uses the serverless API's model path when a model is configured", async () => {
    const engine = engineFor(keyed.url, { model: HF_TEST_MODEL, apiKey: KEY });
    for (const [influence, temperature] of [[0.3, 1], [0, 1.3], [1, 0.3]]) {
      await engine.generateSound(ask("a door slams", { promptInfluence: influence, durationSeconds: 1 }));
      const sent = keyed.requests.at(-1)!;
      expect(sent.path).toBe("/models/facebook/audiogen-medium");
      expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(sent.body).toMatchObject({ parameters: { generation_parameters: { temperature } } });
    }
  });

  it("fails with the server's 401 when the key is wrong, without the key in the message", async () => {
    const err = await failure(engineFor(keyed.url, { apiKey: "hf_wrong" }).generateSound(ask("a door slams")));
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).status).toBe(401);
    expect((err as UpstreamError).message).toContain("Invalid credentials");
  });

  it("cuts to exactly the asked duration, fading to silence, when the model made more", async () => {
    for (const format of ["wav", "flac"] as const) {
      server.answerFormat(format);
      const sound = await engineFor(server.url).generateSound(ask("steam hissing from a pipe", { durationSeconds: 2.5 }));
      expect(sound.samples.length, format).toBe(Math.round(2.5 * RATE));
      expect(sound.samples.at(-1)).toBe(0);
      expect(rmsOf(sound.samples)).toBeGreaterThan(0.1);
    }
    expect(server.requests.at(-1)!.body).toMatchObject({ inputs: "steam hissing from a pipe" });
  });

  it("keeps a shorter sound as the model made it, not padded with silence", async () => {
    server.answerSeconds(2);
    const sound = await engineFor(server.url).generateSound(ask("a dog barks", { durationSeconds: 4 }));
    expect(Math.abs(sound.samples.length - 2 * RATE)).toBeLessThanOrEqual(RATE / 100);
    expect(rmsOf(sound.samples.subarray(-RATE / 10))).toBeGreaterThan(0.05);
  });

  it("keeps at most 30 s when no duration is asked", async () => {
    server.answerSeconds(40);
    const sound = await engineFor(server.url).generateSound(ask("wind in the trees"));
    expect(sound.samples.length).toBe(30 * RATE);
  });

  it("makes a loop whose end joins its start, at the asked length", async () => {
    const engine = engineFor(server.url);
    const plainRatios: number[] = [];
    for (const prompt of ["a distant engine drone", "deep rumbling thunder", "a low rumble", "wind in the trees", "a dog barks"]) {
      const looped = await engine.generateSound(ask(prompt, { durationSeconds: 3, loop: true }));
      expect(looped.samples.length).toBe(3 * RATE);
      expect(rmsOf(looped.samples)).toBeGreaterThan(0.1);
      // The seam moves no more than the sound usually does from one sample to the next: no click.
      const usualStep = stepPercentile(looped.samples, 0.5);
      expect(seamJump(looped.samples), prompt).toBeLessThanOrEqual(usualStep);
      // The same prompt as the model made it: its end and its start are unrelated noise.
      const plain = await engine.generateSound(ask(prompt));
      plainRatios.push(seamJump(plain.samples) / usualStep);
    }
    expect(plainRatios.reduce((a, b) => a + b) / plainRatios.length).toBeGreaterThan(5);
  });

  it("makes a loop 0.1 s shorter than asked when the model made just the asked length", async () => {
    server.answerSeconds(3);
    const looped = await engineFor(server.url).generateSound(ask("rain", { durationSeconds: 3, loop: true }));
    // A 0.1 s pre-roll is taken from the sound itself: the loop is that much shorter, and still seamless.
    expect(Math.abs(looped.samples.length - 2.9 * RATE)).toBeLessThanOrEqual(RATE / 100);
    expect(seamJump(looped.samples)).toBeLessThanOrEqual(stepPercentile(looped.samples, 0.5));
  });

  it("follows the prompt: a hiss is brighter than a rumble", async () => {
    const engine = engineFor(server.url);
    const hiss = await engine.generateSound(ask("bright hissing steam", { durationSeconds: 2 }));
    const rumble = await engine.generateSound(ask("deep rumbling thunder", { durationSeconds: 2 }));
    expect(spectralCentroid(hiss.samples, RATE)).toBeGreaterThan(2 * spectralCentroid(rumble.samples, RATE));
  });

  it("surfaces a model that is still loading (503) as an upstream error", async () => {
    server.loading(true);
    const err = await failure(engineFor(server.url).generateSound(ask("a bell rings")));
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).status).toBe(503);
    expect((err as UpstreamError).message).toContain("currently loading");
  });

  it("refuses a 200 answer that is JSON instead of audio", async () => {
    server.answerFormat("json");
    const err = await failure(engineFor(server.url).generateSound(ask("a bell rings")));
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).message).toContain("application/json");
  });

  it("refuses an answer that holds no audio", async () => {
    server.answerSeconds(0);
    const err = await failure(engineFor(server.url).generateSound(ask("a bell rings")));
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).message).toContain("holds no audio");
  });

  it("checks reachability with GET of its URL, and fails on a closed port", async () => {
    await engineFor(keyed.url, { model: HF_TEST_MODEL, apiKey: KEY }).checkReachable();
    expect(keyed.requests.at(-1)).toMatchObject({ method: "GET", path: "/models/facebook/audiogen-medium" });
    await engineFor(server.url).checkReachable();
    expect(server.requests.at(-1)).toMatchObject({ method: "GET", path: "/" });
    await expect(engineFor(keyed.url, { apiKey: "hf_wrong" }).checkReachable()).rejects.toBeInstanceOf(UpstreamError);
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(engineFor(`http://127.0.0.1:${port}`).checkReachable()).rejects.toBeInstanceOf(UpstreamError);
  });
});
