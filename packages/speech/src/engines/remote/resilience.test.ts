import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiSpeechTestServer, type OpenAiSpeechTestServer } from "../../test-support/openai-speech-test-server";
import { collectSpeech } from "../../test-support/speech-checks";
import { waitFor } from "../../test-support/wait-for";
import { parseEnginesConfig } from "./engine-config";
import { OpenAiSpeechEngine } from "./openai-speech-engine";
import { EngineBusyError, EngineTimeoutError, EngineUnavailableError, UpstreamError } from "./remote-errors";
import { EngineGuard, type GuardOptions } from "./resilience";

const LONG_TEXT = "This sentence is the first of several. Here is the second one. And a third follows it. The fourth ends the text.";

/** An engine (with its guard) on `url`; voices configured so synthesis sends nothing but the synthesis. */
function setUp(url: string, options: Partial<GuardOptions> = {}) {
  const [config] = parseEnginesConfig([{ id: "gpu", kind: "openai-speech", base_url: url, voices: ["af_heart"] }]);
  const guard = new EngineGuard({ engineId: "gpu", timeoutMs: 5000, retries: 2, maxConcurrency: 4, maxQueue: 4, retryBaseMs: 10, ...options });
  return { guard, engine: new OpenAiSpeechEngine(config, guard) };
}

const say = (engine: OpenAiSpeechEngine, text = "Hello there.", signal: AbortSignal = AbortSignal.timeout(30_000)) =>
  engine.synthesize({ text, engineVoiceId: "af_heart" }, signal);

describe("EngineGuard over real HTTP", () => {
  let server: OpenAiSpeechTestServer;
  beforeAll(async () => {
    server = await startOpenAiSpeechTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.failNext(0);
    server.stall(false);
    server.cutAfterBytes(null);
    server.pieceDelay(0);
    server.requests.length = 0;
  });

  it("retries a 503 and recovers, counting it as no failure", async () => {
    const { engine, guard } = setUp(server.url);
    server.failNext(1, 503);
    const { samples } = await collectSpeech((await say(engine)).chunks);
    expect(samples.length).toBeGreaterThan(10_000);
    expect(server.requests).toEqual(["POST /v1/audio/speech", "POST /v1/audio/speech"]);
    expect(guard.state()).toEqual({ breaker: "closed", consecutiveFailures: 0, inFlight: 0, queued: 0, retryAt: null });
  });

  it("gives up after its retries with the last status and reason, and never retries a 500 or a 4xx", async () => {
    const { engine } = setUp(server.url);
    server.failNext(3, 502);
    await expect(say(engine)).rejects.toMatchObject({ status: 502, reason: "Service Unavailable" });
    expect(server.requests).toHaveLength(3);
    server.requests.length = 0;
    server.failNext(1, 500);
    await expect(say(engine)).rejects.toMatchObject({ status: 500 });
    server.failNext(1, 404);
    await expect(say(engine)).rejects.toMatchObject({ status: 404 });
    expect(server.requests).toHaveLength(2);
  });

  it("honours a 429's Retry-After within bounds, and fails at once beyond them", async () => {
    const { engine } = setUp(server.url, { maxRetryAfterMs: 2000 });
    server.failNext(1, 429, "1");
    const started = Date.now();
    await collectSpeech((await say(engine)).chunks);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    server.requests.length = 0;
    server.failNext(1, 429, "120");
    await expect(say(engine)).rejects.toMatchObject({ status: 429, reason: "Rate limit reached, slow down" });
    expect(server.requests).toHaveLength(1);
  });

  it("retries a refused connection, then says it could not connect", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const { port } = closed.address() as AddressInfo;
    await new Promise((r) => closed.close(r));
    const { engine, guard } = setUp(`http://127.0.0.1:${port}`, { retryBaseMs: 40 });
    const started = performance.now();
    const error = await say(engine).catch((e: unknown) => e);
    // Two retries waited at least half their backoff each: 20 ms, then 40 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(60);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).reason).toMatch(/^no answer \(connect ECONNREFUSED 127\.0\.0\.1:\d+\)$/);
    expect(guard.state().consecutiveFailures).toBe(1);
  });

  it("opens the breaker after three failed requests, fails fast while open, and closes after the cooldown when a probe works", async () => {
    let now = 1_000_000;
    const { engine, guard } = setUp(server.url, { retries: 0, now: () => now });
    server.failNext(1000, 503);
    for (let i = 0; i < 3; i++) await expect(say(engine)).rejects.toBeInstanceOf(UpstreamError);
    expect(guard.state()).toMatchObject({ breaker: "open", consecutiveFailures: 3, retryAt: now + 30_000 });
    const before = server.requests.length;
    const refused = await say(engine).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EngineUnavailableError);
    expect((refused as Error).message).toBe("The speech engine gpu is unavailable: 3 consecutive failures; trying again in 30 s");
    expect(server.requests.length).toBe(before);
    now += 30_000;
    expect(guard.state().breaker).toBe("half_open");
    server.failNext(0);
    await collectSpeech((await say(engine)).chunks);
    expect(guard.state()).toMatchObject({ breaker: "closed", consecutiveFailures: 0 });
  });

  it("surfaces a connection cut mid-stream as an Error from the chunks, after the audio that did arrive", async () => {
    const { engine, guard } = setUp(server.url);
    server.cutAfterBytes(10_001);
    const speech = await say(engine, LONG_TEXT);
    let received = 0;
    const error = await (async () => {
      for await (const chunk of speech.chunks) received += chunk.length;
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toMatch(/^The speech engine gpu failed: the answer was cut after 10001 bytes \(/);
    expect(received).toBe(5000);
    expect(guard.state()).toMatchObject({ consecutiveFailures: 1, inFlight: 0 });
  });

  it("times out a server that stalls before answering, and one that stalls mid-stream", async () => {
    // A budget a loaded machine still answers headers within (the second half needs them), and
    // pieces that come later than it.
    const { engine, guard } = setUp(server.url, { timeoutMs: 1500, retries: 2 });
    server.stall(true);
    const error = await say(engine).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineTimeoutError);
    expect((error as Error).message).toBe("The speech engine gpu did not answer within 1500 ms");
    expect(server.requests).toHaveLength(1); // a timeout is not retried
    await waitFor("every answer to close", () => server.openAnswers === 0);
    server.stall(false);
    server.pieceDelay(5000);
    const speech = await say(engine, LONG_TEXT);
    await expect(collectSpeech(speech.chunks)).rejects.toBeInstanceOf(EngineTimeoutError);
    expect(guard.state()).toMatchObject({ consecutiveFailures: 2, inFlight: 0 });
  });

  it("lets max_concurrency through, queues max_queue, and refuses the rest with EngineBusyError", async () => {
    const { engine, guard } = setUp(server.url, { maxConcurrency: 1, maxQueue: 1 });
    server.pieceDelay(5);
    const first = await say(engine, LONG_TEXT);
    const second = say(engine, "Second.");
    await waitFor("one request queued", () => guard.state().queued === 1);
    expect(guard.state()).toMatchObject({ inFlight: 1, queued: 1 });
    await expect(say(engine, "Third.")).rejects.toBeInstanceOf(EngineBusyError);
    await expect(say(engine, "Third.")).rejects.toThrow("The speech engine gpu is busy; try again in a moment.");
    await collectSpeech(first.chunks); // its end frees the slot for the second
    await collectSpeech((await second).chunks);
    expect(guard.state()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it("stops the upstream request when the caller aborts, mid-stream and while queued", async () => {
    const { engine, guard } = setUp(server.url, { maxConcurrency: 1, maxQueue: 2 });
    server.pieceDelay(30);
    const controller = new AbortController();
    const speech = await say(engine, LONG_TEXT, controller.signal);
    const waiting = new AbortController();
    const queued = say(engine, "Queued.", waiting.signal);
    await waitFor("one request queued", () => guard.state().queued === 1);
    waiting.abort(new Error("the user left"));
    await expect(queued).rejects.toThrow("the user left");
    expect(guard.state().queued).toBe(0);

    const iterator = speech.chunks[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    const abortedBefore = server.abortedAnswers;
    controller.abort(new Error("cancelled by the caller"));
    await expect(iterator.next()).rejects.toThrow("cancelled by the caller");
    await waitFor("the server to see the abort", () => server.abortedAnswers === abortedBefore + 1);
    expect(guard.state()).toEqual({ breaker: "closed", consecutiveFailures: 0, inFlight: 0, queued: 0, retryAt: null });
  });

  it("frees the slot when the consumer leaves the loop early", async () => {
    const { engine, guard } = setUp(server.url, { maxConcurrency: 1, maxQueue: 0 });
    const speech = await say(engine, LONG_TEXT);
    for await (const _ of speech.chunks) break;
    expect(guard.state().inFlight).toBe(0);
    await collectSpeech((await say(engine)).chunks);
  });
});
