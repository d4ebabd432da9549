/**
 * How fast Silero VAD (on sherpa-onnx) finds speech:
 *   npx tsx packages/speech/src/bench/measure-vad.ts
 * A Flite voice reads a paragraph, repeated with pauses to about a minute of audio; prints the
 * first call's time (loading the native addon, checking and loading the model) and the
 * real-time factor of warm calls (resampling to 16 kHz included).
 */
import { pathToFileURL } from "node:url";
import { concatSamples } from "../audio/pcm-codecs";
import { realTimeFactorOf } from "../engines/engine-registry";
import { synthesizeRaw } from "../service/speech-service";
import { detectSpeech } from "../vad/silero-vad";
import { PREMADE_VOICES } from "../voices/premade-voices";

const SENTENCES = [
  "The morning train was late again.",
  "Nobody on the platform seemed surprised.",
  "A cold wind blew down the empty tracks.",
  "Finally the lights appeared in the distance.",
];

export interface VadMeasurement {
  audioSeconds: number;
  sampleRate: number;
  /** Sentences said, and segments the detector found (equal when it separates every sentence). */
  sentences: number;
  segments: number;
  /** The first call: the addon and the model load, the model's checksum is verified. */
  firstCallSeconds: number;
  /** Seconds of detection per second of audio, median of warm calls. */
  realTimeFactor: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Measures {@link detectSpeech} on `repeats` readings of a four-sentence paragraph (Flite Samantha, 16 kHz) with 0.8 s pauses. */
export async function measureVad(opts: { repeats?: number; runs?: number } = {}): Promise<VadMeasurement> {
  const voice = PREMADE_VOICES.find((v) => v.engineVoice === "slt")!;
  const parts: Int16Array[] = [];
  let sampleRate = 16000;
  for (const text of SENTENCES) {
    const said = await synthesizeRaw({ text, voiceId: voice.voiceId });
    sampleRate = said.sampleRate;
    parts.push(said.samples, new Int16Array(Math.round(0.8 * sampleRate)));
  }
  const paragraph = concatSamples(parts);
  const repeats = opts.repeats ?? 5;
  const audio = concatSamples(Array.from({ length: repeats }, () => paragraph));
  const audioSeconds = audio.length / sampleRate;

  let started = performance.now();
  const segments = await detectSpeech(audio, sampleRate);
  const firstCallSeconds = (performance.now() - started) / 1000;
  const times: number[] = [];
  for (let i = 0; i < (opts.runs ?? 5); i++) {
    started = performance.now();
    await detectSpeech(audio, sampleRate);
    times.push((performance.now() - started) / 1000);
  }
  return {
    audioSeconds,
    sampleRate,
    sentences: SENTENCES.length * repeats,
    segments: segments.length,
    firstCallSeconds,
    realTimeFactor: realTimeFactorOf(median(times), audioSeconds),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const m = await measureVad();
  console.log(`Silero VAD on ${m.audioSeconds.toFixed(1)} s of speech at ${m.sampleRate} Hz: ${m.segments} segments for ${m.sentences} sentences`);
  console.log(`first call ${(m.firstCallSeconds * 1000).toFixed(0)} ms (addon, checksum, model load); real-time factor ${m.realTimeFactor} warm`);
}
