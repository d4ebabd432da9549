import { resampleWhole } from "../audio/resampler";
import { createDenoiseStream, denoise } from "../denoise/rnnoise";
import {
  POCKETSPHINX_DESCRIPTOR,
  RNNOISE_DESCRIPTOR,
  SILERO_VAD_DESCRIPTOR,
  realTimeFactorOf,
  type EngineHealth,
  type RegisteredEngine,
} from "../engines/engine-registry";
import { alignWithPocketsphinx } from "../recognition/forced-alignment";
import { POCKETSPHINX_SAMPLE_RATE, pocketsphinxProgram, recognizeWithPocketsphinx } from "../recognition/pocketsphinx";
import { PocketsphinxSpares } from "../recognition/pocketsphinx-spare";
import { detectSpeech, sileroVadModelPath } from "../vad/silero-vad";

/** What the recognition, denoising and voice activity checks hear said. */
export const CHECK_SENTENCE = "The quick brown fox jumps over the lazy dog.";

/** Audio as the checks get it: mono 16-bit PCM. */
interface Said {
  samples: Int16Array;
  sampleRate: number;
}

function sileroVadInstalled(): boolean {
  try {
    sileroVadModelPath();
    return true;
  } catch {
    return false;
  }
}

/** A check's answer, with the real-time factor of `seconds` of work on `said`. */
function healthOf(said: Said, seconds: number, problem: string | null): EngineHealth {
  const realTimeFactor = realTimeFactorOf(seconds, said.samples.length / said.sampleRate);
  return { status: problem ? "unhealthy" : "healthy", detail: problem, checkedAt: new Date(), realTimeFactor };
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

/**
 * The speech package's own tools as engines: RNNoise (always), Silero VAD (when its model file is
 * installed; the file's checksum is checked before sherpa-onnx loads it) and PocketSphinx's
 * recognition and forced alignment (when Debian's packages are there). Each check listens to
 * `sayCheckSentence` ({@link CHECK_SENTENCE} said by a Flite voice through the service).
 */
export function builtInToolEngines(sayCheckSentence: () => Promise<Said>): RegisteredEngine[] {
  const engines: RegisteredEngine[] = [];
  engines.push({
    ...RNNOISE_DESCRIPTOR,
    denoise,
    denoiseStream: createDenoiseStream,
    async checkHealth() {
      const said = await sayCheckSentence();
      const { result, seconds } = await timed(() => denoise(said.samples, said.sampleRate));
      return healthOf(said, seconds, result.length === said.samples.length ? null : `gave ${result.length} samples for ${said.samples.length}`);
    },
  });
  if (sileroVadInstalled()) {
    engines.push({
      ...SILERO_VAD_DESCRIPTOR,
      detectSpeech: (samples, rate) => detectSpeech(samples, rate),
      async checkHealth() {
        const said = await sayCheckSentence();
        const { result, seconds } = await timed(() => detectSpeech(said.samples, said.sampleRate));
        return healthOf(said, seconds, result.length > 0 ? null : "found no speech in a spoken sentence");
      },
    });
  }
  const pocketsphinx = pocketsphinxProgram();
  if (pocketsphinx) {
    // A process started ahead after each recognition: the next one does not wait for the start.
    const spares = new PocketsphinxSpares(pocketsphinx);
    engines.push({
      ...POCKETSPHINX_DESCRIPTOR,
      // It runs at about 0.3 of real time: a bound of half a minute and three times the audio's
      // length in CPU time (a busy server slows it down without stopping it), ten times that in
      // wall-clock time.
      recognize: (samples, { signal, background, onProgress }) =>
        spares.recognize(samples, { signal, background, onProgress, cpuLimitMs: 30_000 + (samples.length / POCKETSPHINX_SAMPLE_RATE) * 3000 }),
      close: async () => spares.close(),
      align: (samples, text, { signal }) => alignWithPocketsphinx(samples, text, { signal }),
      // It must hear most of the check sentence's words; healthy with the recognition's real-time factor.
      async checkHealth() {
        const voiced = await sayCheckSentence();
        const said = { samples: resampleWhole(voiced.samples, voiced.sampleRate, POCKETSPHINX_SAMPLE_RATE), sampleRate: POCKETSPHINX_SAMPLE_RATE };
        const { result: heard, seconds } = await timed(() => recognizeWithPocketsphinx(said.samples, { timeoutMs: 30_000 }));
        const expected = CHECK_SENTENCE.toLowerCase().replace(/[^a-z ]/g, "").split(" ");
        const found = expected.filter((w) => heard.words.some((h) => h.text === w)).length;
        return healthOf(said, seconds, found < expected.length / 2 ? `heard "${heard.text}" for "${CHECK_SENTENCE}"` : null);
      },
    });
  }
  return engines;
}
