import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackPitch } from "../analysis/pitch";
import type { RegisteredEngine } from "../engines/engine-registry";
import type { SpeechSynthesizer } from "../engines/remote/remote-types";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { SpeechService, type SpeechChunk, type SynthesisInput } from "./speech-service";

const flite = PREMADE_VOICES.find((v) => v.engineVoice === "slt")!;
const espeak = PREMADE_VOICES.find((v) => v.engine === "espeak-ng" && v.language === "en")!;

/** A remote engine (test fake): one second of a quiet tone per request, the texts it was sent kept. */
function fakeEngine(id: string, readsAudioTags: boolean): RegisteredEngine & { sent: string[] } {
  const sent: string[] = [];
  const synthesizer: SpeechSynthesizer = {
    readsAudioTags,
    listVoices: async () => [{ engineVoiceId: "v", name: `${id} voice`, language: "en" }],
    synthesize: async (request) => {
      sent.push(request.text);
      const samples = Int16Array.from({ length: 24000 }, (_, i) => Math.round(3000 * Math.sin(i / 10)));
      return { sampleRate: 24000, chunks: (async function* () { yield samples; })() };
    },
  };
  return {
    id, name: id, kind: "remote", description: "a test fake", capabilities: ["text_to_speech"], languages: ["en"], voiceCount: 1, license: "none",
    checkHealth: async () => ({ status: "healthy", detail: null, checkedAt: new Date(), realTimeFactor: null }),
    synthesizer,
    sent,
  };
}

const v3Engine = fakeEngine("fake-v3", true);
const plainEngine = fakeEngine("fake-plain", false);
let service: SpeechService;

beforeAll(async () => {
  service = new SpeechService({ workers: 1, engines: [v3Engine, plainEngine] });
  await service.voices.refresh();
  await service.synthesize({ text: "Warm up.", voiceId: espeak.voiceId });
});

afterAll(() => service.close());

async function speak(input: SynthesisInput) {
  const chunks: SpeechChunk[] = [];
  for await (const chunk of service.stream(input)) chunks.push(chunk);
  const samples = chunks.flatMap((c) => [...c.samples]);
  const rate = chunks[0]?.sampleRate ?? 1;
  return { chunks, seconds: samples.length / rate, samples: Int16Array.from(samples), rate };
}

/** Every character once, in order, with times that never go back and stay within the audio. */
function checkAlignment(chunks: SpeechChunk[], text: string, seconds: number) {
  expect(chunks.map((c) => c.alignment.characters.join("")).join("")).toBe(text);
  let previous = 0;
  for (const { alignment: a } of chunks) {
    a.characters.forEach((_, i) => {
      expect(a.character_start_times_seconds[i]).toBeGreaterThanOrEqual(previous);
      expect(a.character_end_times_seconds[i]).toBeGreaterThanOrEqual(a.character_start_times_seconds[i]);
      previous = a.character_start_times_seconds[i];
    });
  }
  expect(previous).toBeLessThanOrEqual(seconds + 0.01);
}

/** The alignment's entries for the characters [from, to) of the text. */
function timesOf(chunks: SpeechChunk[], from: number, to: number) {
  const starts = chunks.flatMap((c) => c.alignment.character_start_times_seconds);
  const ends = chunks.flatMap((c) => c.alignment.character_end_times_seconds);
  return { start: starts[from], end: ends[to - 1] };
}

describe("v3 audio tags on the embedded engines", () => {
  it.each([["flite", flite], ["espeak-ng", espeak]])("a pause lengthens %s's audio by about the pause, timed to it", async (_, voice) => {
    const plain = await speak({ text: "The train is late. We wait on the platform.", voiceId: voice.voiceId, audioTags: true });
    const text = "The train is late. [long pause] We wait on the platform.";
    const paused = await speak({ text, voiceId: voice.voiceId, audioTags: true });
    expect(paused.seconds - plain.seconds).toBeGreaterThan(0.8);
    expect(paused.seconds - plain.seconds).toBeLessThan(1.3);
    checkAlignment(paused.chunks, text, paused.seconds);
    const tag = timesOf(paused.chunks, text.indexOf("[long"), text.indexOf("We"));
    expect(tag.end - tag.start).toBeCloseTo(1, 1);
  });

  it("whispers on eSpeak NG: far fewer voiced frames than the same text said plainly", async () => {
    const words = "Come closer, I have a secret to tell you about the garden.";
    const plain = await speak({ text: words, voiceId: espeak.voiceId, audioTags: true });
    const whispered = await speak({ text: `[whispers] ${words}`, voiceId: espeak.voiceId, audioTags: true });
    const voiced = (r: { samples: Int16Array; rate: number }) => trackPitch(r.samples, r.rate).voicedFraction;
    expect(voiced(plain)).toBeGreaterThan(0.3);
    expect(voiced(whispered)).toBeLessThan(voiced(plain) / 3);
    checkAlignment(whispered.chunks, `[whispers] ${words}`, whispered.seconds);
    expect(service.audioTagsOf({ text: `[whispers] ${words}`, voiceId: espeak.voiceId })).toEqual({ performed: ["whispers"], unperformed: [] });
  });

  it("a whisper lasts to the end of its line", async () => {
    const line = "Come closer, I have a secret to tell you about the garden.";
    const text = `[whispers] ${line}\n${line}`;
    const both = await speak({ text, voiceId: espeak.voiceId, audioTags: true });
    const whisperEnd = Math.round(timesOf(both.chunks, text.indexOf("\n"), text.indexOf("\n") + 1).start * both.rate);
    const voiced = (samples: Int16Array) => trackPitch(samples, both.rate).voicedFraction;
    expect(voiced(both.samples.subarray(whisperEnd))).toBeGreaterThan(3 * voiced(both.samples.subarray(0, whisperEnd)));
  });

  it("Flite has no whisper: the words are said plainly and the tag is named", async () => {
    const text = "[whispers] Come closer.";
    const result = await speak({ text, voiceId: flite.voiceId, audioTags: true });
    const plain = await speak({ text: "Come closer.", voiceId: flite.voiceId });
    expect(result.seconds).toBeCloseTo(plain.seconds, 2);
    checkAlignment(result.chunks, text, result.seconds);
    expect(service.audioTagsOf({ text, voiceId: flite.voiceId })).toEqual({ performed: [], unperformed: ["whispers"] });
  });

  it("a sigh is a breath: quiet noise the length of a sigh, unvoiced", async () => {
    const plain = await speak({ text: "Fine. I will do it.", voiceId: flite.voiceId, audioTags: true });
    const text = "Fine. [sighs] I will do it.";
    const sighed = await speak({ text, voiceId: flite.voiceId, audioTags: true });
    expect(sighed.seconds - plain.seconds).toBeCloseTo(0.8, 1);
    const tag = timesOf(sighed.chunks, text.indexOf("[sighs]"), text.indexOf("I will"));
    const breath = sighed.samples.subarray(Math.round(tag.start * sighed.rate), Math.round(tag.end * sighed.rate));
    expect(Math.max(...breath.map(Math.abs))).toBeGreaterThan(1000);
    expect(trackPitch(breath, sighed.rate).voicedFraction).toBeLessThan(0.2);
  });

  it("an unknown tag is removed, never spoken: the same audio as without it, its characters untimed", async () => {
    const text = "Hello [laughs] there, my [excited] friend.";
    const tagged = await speak({ text, voiceId: espeak.voiceId, audioTags: true });
    const without = await speak({ text: "Hello there, my friend.", voiceId: espeak.voiceId });
    expect(tagged.seconds).toBe(without.seconds);
    checkAlignment(tagged.chunks, text, tagged.seconds);
    const tag = timesOf(tagged.chunks, text.indexOf("[laughs]"), text.indexOf("there"));
    expect(tag.end).toBe(tag.start);
    expect(service.audioTagsOf({ text, voiceId: espeak.voiceId })).toEqual({ performed: [], unperformed: ["laughs", "excited"] });
  });

  it("without audioTags (other models) the brackets are text as before", async () => {
    const text = "Hello [pause] there.";
    const read = await speak({ text, voiceId: flite.voiceId });
    const paused = await speak({ text, voiceId: flite.voiceId, audioTags: true });
    expect(read.seconds).not.toBeCloseTo(paused.seconds, 1);
    checkAlignment(read.chunks, text, read.seconds);
  });

  it("a text of removed tags only still covers its characters", async () => {
    const result = await speak({ text: "[laughs]", voiceId: flite.voiceId, audioTags: true });
    expect(result.seconds).toBe(0);
    expect(result.chunks.map((c) => c.alignment.characters.join("")).join("")).toBe("[laughs]");
  });
});

describe("v3 audio tags on remote engines", () => {
  const voiceOf = (engine: string) => service.voices.voicesOf(engine)[0]!.voiceId;

  it("an engine whose model reads them receives them as they are", async () => {
    const text = "Hello [laughs] there [pause] friend.";
    const result = await speak({ text, voiceId: voiceOf("fake-v3"), audioTags: true });
    expect(v3Engine.sent.join("")).toBe(text);
    checkAlignment(result.chunks, text, result.seconds);
    expect(service.audioTagsOf({ text, voiceId: voiceOf("fake-v3") })).toEqual({ performed: ["laughs", "pause"], unperformed: [] });
  });

  it("another engine gets the text without them; pauses are still performed", async () => {
    const text = "Hello [laughs] there [pause] friend.";
    const result = await speak({ text, voiceId: voiceOf("fake-plain"), audioTags: true });
    expect(plainEngine.sent.join("|")).toBe("Hello there |friend.");
    expect(result.seconds).toBeCloseTo(2.5, 2);
    checkAlignment(result.chunks, text, result.seconds);
    expect(service.audioTagsOf({ text, voiceId: voiceOf("fake-plain") })).toEqual({ performed: ["pause"], unperformed: ["laughs"] });
  });
});
