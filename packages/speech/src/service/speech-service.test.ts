import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEncoder, type AudioEncoder } from "../audio/encoder";
import { parseOutputFormat } from "../audio/output-formats";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { SpeechQueueFullError, UnknownVoiceError } from "./errors";
import { SpeechService, type SpeechChunk } from "./speech-service";

const LONG_TEXT =
  "Speech synthesis turns written words into sound. It has been studied for decades, long before neural networks. " +
  "Compact engines like these still matter: they start instantly, run on any processor and need no graphics card. " +
  "Would you like to hear more? Then keep listening, because there is plenty more to say about voices and formats. " +
  "Every sentence here becomes its own chunk of audio, streamed as soon as it is ready. That is the whole trick!";

const flite = PREMADE_VOICES.find((v) => v.engineVoice === "slt")!;
const espeak = PREMADE_VOICES.find((v) => v.engine === "espeak-ng" && v.language === "en")!;

let service: SpeechService;

beforeAll(async () => {
  service = new SpeechService({ workers: 1 });
  await service.synthesize({ text: "Warm up.", voiceId: espeak.voiceId }); // workers ready
});

afterAll(() => service.close());

function checkChunks(chunks: SpeechChunk[], text: string) {
  expect(chunks.map((c) => c.alignment.characters.join("")).join("")).toBe(text);
  let previous = 0;
  let audioSeconds = 0;
  for (const chunk of chunks) {
    const a = chunk.alignment;
    a.characters.forEach((_, i) => {
      expect(a.character_start_times_seconds[i]).toBeGreaterThanOrEqual(previous);
      expect(a.character_end_times_seconds[i]).toBeGreaterThanOrEqual(a.character_start_times_seconds[i]);
      previous = a.character_start_times_seconds[i];
    });
    audioSeconds += chunk.samples.length / chunk.sampleRate;
    // Each chunk's times are measured from the start of the whole audio.
    if (a.characters.length > 0) expect(a.character_end_times_seconds.at(-1)).toBeCloseTo(audioSeconds, 2);
  }
}

describe("SpeechService.stream", () => {
  it.each([["flite", flite], ["espeak-ng", espeak]])("streams %s sentence by sentence with exact character coverage", async (_, voice) => {
    const chunks: SpeechChunk[] = [];
    for await (const chunk of service.stream({ text: LONG_TEXT, voiceId: voice.voiceId })) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(4);
    checkChunks(chunks, LONG_TEXT);
    // The first clause or first words only: what arrives first is short (the time to it: npm run bench).
    expect(chunks[0].alignment.characters.length).toBeLessThan(41);
  });

  it("throws UnknownVoiceError before yielding", async () => {
    await expect(service.stream({ text: "Hi.", voiceId: "nope" })[Symbol.asyncIterator]().next()).rejects.toBeInstanceOf(UnknownVoiceError);
  });

  it("stops synthesizing when the signal aborts", async () => {
    const controller = new AbortController();
    const chunks: SpeechChunk[] = [];
    await expect(async () => {
      for await (const chunk of service.stream({ text: LONG_TEXT, voiceId: flite.voiceId }, controller.signal)) {
        chunks.push(chunk);
        controller.abort();
      }
    }).rejects.toThrow();
    expect(chunks).toHaveLength(1);
    expect(service.queueDepth).toBe(0);
  });

  it("yields nothing for empty text and keeps whitespace-only text in the alignment", async () => {
    const none: SpeechChunk[] = [];
    for await (const chunk of service.stream({ text: "", voiceId: espeak.voiceId })) none.push(chunk);
    expect(none).toHaveLength(0);
    const blank = await service.synthesize({ text: "  \n ", voiceId: flite.voiceId });
    expect(blank.alignment.characters.join("")).toBe("  \n ");
  });
});

describe("SpeechService.stream into an MP3 encoder", () => {
  it.each([["flite", flite], ["espeak-ng", espeak]])("%s: the first write already returns MP3 bytes, even for a one-word first piece", async (_, voice) => {
    const text = "Yes, the first piece is a single word. The rest follows.";
    let encoder: AudioEncoder | undefined;
    const pieces: string[] = [];
    const written: number[] = [];
    for await (const chunk of service.stream({ text, voiceId: voice.voiceId })) {
      encoder ??= createEncoder(parseOutputFormat("mp3_44100_128")!, chunk.sampleRate, { streaming: true });
      pieces.push(chunk.alignment.characters.join(""));
      written.push((await encoder.write(chunk.samples)).length);
    }
    await encoder!.end();
    expect(pieces[0]).toBe("Yes, ");
    // LAME emits its first frame after ~700 input samples (~30 ms of audio); one word is far more.
    expect(written[0]).toBeGreaterThan(0);
  });
});

describe("SpeechService.synthesize", () => {
  it("returns the whole audio with an alignment ending at its duration", async () => {
    const text = "Hello there. How are you today?";
    const result = await service.synthesize({ text, voiceId: flite.voiceId });
    const duration = result.samples.length / result.sampleRate;
    expect(result.sampleRate).toBe(16000);
    expect(duration).toBeGreaterThan(1);
    expect(result.alignment.characters.join("")).toBe(text);
    expect(result.alignment.character_end_times_seconds.at(-1)).toBeCloseTo(duration, 2);
  });

  it("is deterministic for equal input (seed accepted), on both engines", async () => {
    for (const voice of [flite, espeak]) {
      const input = { text: "Same words, same sound.", voiceId: voice.voiceId, seed: 42 };
      const a = await service.synthesize(input);
      const b = await service.synthesize(input);
      expect(Buffer.from(a.samples.buffer).equals(Buffer.from(b.samples.buffer))).toBe(true);
    }
  });

  it("applies speed and languageCode", async () => {
    const text = "Bonjour tout le monde, comment allez-vous?";
    const normal = await service.synthesize({ text, voiceId: espeak.voiceId });
    const fast = await service.synthesize({ text, voiceId: espeak.voiceId, speed: 1.2 });
    const french = await service.synthesize({ text, voiceId: espeak.voiceId, languageCode: "fr" });
    expect(fast.samples.length).toBeLessThan(normal.samples.length * 0.92);
    expect(Buffer.from(french.samples.buffer).equals(Buffer.from(normal.samples.buffer))).toBe(false);
  });

  it("runs off the event loop: a timer set as a piece starts fires before the piece is done", async () => {
    const voiceId = PREMADE_VOICES.find((v) => v.engineVoice === "rms")!.voiceId;
    // Synthesised on this thread, the piece would be done before the call returned, ahead of any timer.
    const piece = service.synthesize({ text: LONG_TEXT, voiceId }).then(() => "piece");
    const timer = new Promise<string>((resolve) => setTimeout(() => resolve("timer"), 0));
    expect(await Promise.race([piece, timer])).toBe("timer");
    expect(await piece).toBe("piece");
  });
});

describe("queue", () => {
  it("rejects with SpeechQueueFullError when the waiting queue is full", async () => {
    const small = new SpeechService({ workers: 1, maxQueue: 1 });
    try {
      await small.synthesize({ text: "Ready.", voiceId: espeak.voiceId });
      const input = { text: LONG_TEXT, voiceId: flite.voiceId };
      const [a, b, c] = [small.stream(input), small.stream(input), small.stream(input)].map((s) => s[Symbol.asyncIterator]());
      // All three start in the same tick: a takes the worker, b waits (queue 1/1), c is refused.
      const results = await Promise.allSettled([a.next(), b.next(), c.next()]);
      expect(results[0].status).toBe("fulfilled");
      expect(results[1].status).toBe("fulfilled");
      expect(results[2].status).toBe("rejected");
      expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(SpeechQueueFullError);
      await Promise.all([a.return?.(undefined), b.return?.(undefined)]);
      expect(small.queueDepth).toBe(0);
    } finally {
      await small.close();
    }
  });
});

describe("worker lifetime", () => {
  it("starts workers on the first request and stops them after the idle time", async () => {
    const waits: number[] = [];
    const lazy = new SpeechService({ workers: 1, idleMs: 200 });
    lazy.observe({ started: (ms) => waits.push(ms) });
    try {
      expect(lazy.runningWorkers).toBe(0);
      const first = await lazy.synthesize({ text: "Hello there.", voiceId: espeak.voiceId });
      expect(first.samples.length).toBeGreaterThan(1000);
      expect(lazy.runningWorkers).toBe(1);
      expect(waits.length).toBeGreaterThan(0);
      while (lazy.runningWorkers > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      // A stopped pool starts again and gives the same audio.
      const again = await lazy.synthesize({ text: "Hello there.", voiceId: espeak.voiceId });
      expect(Buffer.from(again.samples.buffer).equals(Buffer.from(first.samples.buffer))).toBe(true);
    } finally {
      await lazy.close();
    }
  });
});
