/**
 * The embedded voice changer (speech to speech) behind the registry's `voice_conversion`
 * capability: the source's words are recognised (with the registry's recogniser for the language),
 * said once by the target voice through the speech service, then re-timed word by word to the
 * source and given the source's intonation on the target's pitch (see respeak.ts).
 *
 * Chosen by measurement (bench/voice-changer.ts, six pairs of premade voices, Flite and eSpeak NG,
 * men and women, three sentences each): the re-spoken audio's x-vector is 0.82-0.92 alike to the
 * target voice's and 0.30-0.52 to the source's. A signal-processing conversion (the source's pitch
 * moved to the target's median, its formants warped, the best of five warps chosen by the target's
 * embedding) reached 0.46-0.81 to the target and came nearer the target than the source in four
 * pairs of six, two of them by 0.05 or less: it mostly keeps the voice it should change. So there
 * is no signal-processing fallback: a language without a recogniser is refused
 * ({@link VoiceConversionUnavailableError}). Carrying the source's intonation (rather than keeping
 * the target synthesiser's own) raises the correlation of the pitch contours with the source's from
 * 0.27 to 0.61 for 0.01 of target similarity and about 0.02-0.03 of recogniser word error rate.
 */
import { realTimeFactorOf, type EngineDescriptor, type EngineHealth, type EngineRegistry, type RegisteredEngine } from "../engines/engine-registry";
import type { ConvertedSpeech, VoiceConversionRequest } from "../engines/conversion-types";
import { resampleWhole } from "../audio/resampler";
import { fairRecognize } from "../recognition/fair-recognition";
import { RECOGNITION_SAMPLE_RATE, type RecognizedWord } from "../recognition/recognition-types";
import type { FairScheduler } from "../runtime/fair-scheduler";
import { CHECK_SENTENCE } from "../service/built-in-tools";
import type { SynthesisInput, SynthesisResult } from "../service/speech-service";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { NoSpeechToConvertError, VoiceConversionUnavailableError } from "./errors";
import { respeak } from "./respeak";

export { NoSpeechToConvertError, VoiceConversionUnavailableError } from "./errors";

/** What the registry lists for the embedded voice changer (its languages: the installed recognisers', checked at each request). */
export const EMBEDDED_VOICE_CHANGER_DESCRIPTOR: EngineDescriptor = {
  id: "vocable-voice-changer",
  name: "Re-speaking voice changer",
  kind: "embedded",
  description:
    "An approximation of speech to speech on the CPU: it recognises the words of the recording and re-speaks them in the target voice " +
    "at the recording's timing and intonation (each word stretched to the speaker's length and placed where it was said, the pitch " +
    "moved as the speaker's moved, within the target voice's range). It keeps the words, their timing and the pitch movement, not the breath, emotion or non-speech " +
    "sounds, and words the recogniser mishears are re-spoken wrong.",
  capabilities: ["voice_conversion"],
  languages: ["en"],
  voiceCount: 0,
  license: "AGPL-3.0-or-later (Vocable)",
};

/** What the voice changer needs: the speech service's synthesis (or the same function) and the registry holding the recognisers. */
export interface VoiceChangerDeps {
  synthesize: (input: SynthesisInput, signal?: AbortSignal) => Promise<SynthesisResult>;
  registry: EngineRegistry;
  /**
   * The speech service's recognition scheduler: a recogniser running on this machine then takes
   * its turns with the other recognition work, queued by the request's owner (see fairRecognize).
   */
  recognitionScheduler?: FairScheduler;
}

/** Audio whose loudest sample is below this (about -60 dBFS) is silence. */
const SILENT_PEAK = 33;

const baseLanguage = (code: string | undefined) => (code || "en").toLowerCase().split(/[-_]/)[0];

function peakOf(samples: Int16Array): number {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  return peak;
}

/** The source's words as the registry's recogniser for `language` hears them; throws {@link NoSpeechToConvertError} when there are none. */
async function recogniseSource(deps: VoiceChangerDeps, samples: Int16Array, language: string, request: VoiceConversionRequest): Promise<RecognizedWord[]> {
  const { registry, recognitionScheduler } = deps;
  const recognizer = registry.recognizerFor(language);
  if (!recognizer) throw new VoiceConversionUnavailableError(language);
  if (samples.length === 0 || peakOf(samples) < SILENT_PEAK) throw new NoSpeechToConvertError();
  // Noise makes recognisers hear words: ask the voice activity detector first, when there is one.
  const detector = registry.voiceActivityDetector();
  if (detector) {
    const speech = await detector.detectSpeech(samples, RECOGNITION_SAMPLE_RATE).catch(() => null);
    if (speech !== null && speech.length === 0) throw new NoSpeechToConvertError();
  }
  const recognize = recognitionScheduler ? fairRecognize(recognitionScheduler, recognizer, request.owner ?? "voice-changer") : recognizer.recognize;
  const heard = await recognize(samples, { language, signal: request.signal });
  const words = heard.words.filter((w) => w.text.trim() !== "");
  if (words.length === 0) throw new NoSpeechToConvertError();
  return words;
}

/**
 * Converts `request`'s speech to its target voice: the same words at the same times in the
 * target voice, at the target synthesis's rate, with the words it heard as `text`. Throws
 * {@link VoiceConversionUnavailableError} when no recogniser speaks the language,
 * {@link NoSpeechToConvertError} when the audio holds no speech, the speech service's errors for
 * an unknown voice, and the abort reason when `request.signal` aborts.
 */
export async function convertWithRespeaking(deps: VoiceChangerDeps, request: VoiceConversionRequest): Promise<ConvertedSpeech> {
  const { samples, sampleRate, signal } = request;
  if (!(samples instanceof Int16Array)) throw new TypeError("samples must be an Int16Array");
  if (!Number.isInteger(sampleRate) || sampleRate < 4000 || sampleRate > 384000) {
    throw new RangeError(`sample rate must be an integer from 4000 to 384000 Hz, got ${sampleRate}`);
  }
  signal?.throwIfAborted();
  const language = baseLanguage(request.languageCode);
  const source = resampleWhole(samples, sampleRate, RECOGNITION_SAMPLE_RATE);
  const words = await recogniseSource(deps, source, language, request);
  signal?.throwIfAborted();
  const speak = (text: string) =>
    deps.synthesize(
      {
        text,
        voiceId: request.voiceId,
        rendering: request.rendering,
        languageCode: language,
        seed: request.seed,
        voiceSettings: request.voiceSettings,
        owner: request.owner,
        // Voices of engines that give no timings are forced-aligned: the words must be placed exactly.
        exactTimings: true,
      },
      signal,
    );
  const converted = await respeak({ source: { samples: source, sampleRate: RECOGNITION_SAMPLE_RATE }, words, speak, signal });
  return { ...converted, text: words.map((w) => w.text).join(" ") };
}

/** The voices of the check: a Flite voice says the sentence, an eSpeak NG voice re-speaks it (two engines, a man and a woman). */
const CHECK_SOURCE = PREMADE_VOICES.find((v) => v.engineVoice === "rms")!;
const CHECK_TARGET = PREMADE_VOICES.find((v) => v.engineVoice === "gmw/en-US+f3")!;

/**
 * The embedded voice changer as an engine of `deps.registry`: its languages are those the
 * registry's recognisers speak at the moment they are asked (a recogniser added later adds its
 * languages). Register it where a recogniser is installed.
 */
export function createEmbeddedVoiceChanger(deps: VoiceChangerDeps): RegisteredEngine {
  const convertVoice = (request: VoiceConversionRequest) => convertWithRespeaking(deps, request);
  return {
    ...EMBEDDED_VOICE_CHANGER_DESCRIPTOR,
    get languages(): readonly string[] {
      return deps.registry.languagesFor("speech_recognition");
    },
    convertVoice,
    // The check sentence said by one premade voice, converted to another: healthy when audio comes back with words.
    async checkHealth(): Promise<EngineHealth> {
      const said = await deps.synthesize({ text: CHECK_SENTENCE, voiceId: CHECK_SOURCE.voiceId, owner: "engine-check" });
      const started = performance.now();
      const converted = await convertVoice({ samples: said.samples, sampleRate: said.sampleRate, voiceId: CHECK_TARGET.voiceId, languageCode: "en", owner: "engine-check" });
      const seconds = (performance.now() - started) / 1000;
      const words = converted.text?.split(" ").filter(Boolean).length ?? 0;
      const problem =
        converted.samples.length === 0 || peakOf(converted.samples) < SILENT_PEAK ? "the conversion gave no audio" : words < 3 ? `heard only "${converted.text}"` : null;
      return {
        status: problem ? "unhealthy" : "healthy",
        detail: problem,
        checkedAt: new Date(),
        realTimeFactor: realTimeFactorOf(seconds, said.samples.length / said.sampleRate),
      };
    },
  };
}
