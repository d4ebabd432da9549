/** Test helpers: is this audio speech, how long, and what does PocketSphinx hear in it. */
import { concatSamples } from "../audio/pcm-codecs";
import { resampleWhole } from "../audio/resampler";
import { POCKETSPHINX_SAMPLE_RATE, recognizeWithPocketsphinx } from "../recognition/pocketsphinx";

/** All of a stream's samples, with the time its first chunk took (ms from `startedAt`). */
export async function collectSpeech(chunks: AsyncIterable<Int16Array>, startedAt = performance.now()): Promise<{ samples: Int16Array; firstChunkMs: number; chunkCount: number }> {
  const parts: Int16Array[] = [];
  let firstChunkMs = NaN;
  for await (const chunk of chunks) {
    if (parts.length === 0) firstChunkMs = performance.now() - startedAt;
    parts.push(chunk);
  }
  return { samples: concatSamples(parts), firstChunkMs, chunkCount: parts.length };
}

/** The share of 20 ms frames louder than -40 dBFS (speech with its pauses is well above half). */
export function voicedFraction(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(sampleRate * 0.02);
  let loud = 0;
  let frames = 0;
  for (let start = 0; start + frame <= samples.length; start += frame, frames++) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i] * samples[i];
    if (Math.sqrt(energy / frame) > 328) loud++;
  }
  return frames ? loud / frames : 0;
}

/** The words of `expected` (lowercase, letters only) PocketSphinx hears in the audio, and all it heard. */
export async function heardWords(samples: Int16Array, sampleRate: number, expected: string): Promise<{ found: string[]; missing: string[]; heard: string }> {
  const heard = await recognizeWithPocketsphinx(resampleWhole(samples, sampleRate, POCKETSPHINX_SAMPLE_RATE), { timeoutMs: 60_000 });
  const words = expected.toLowerCase().replace(/[^a-z' ]/g, " ").split(/\s+/).filter(Boolean);
  const found = words.filter((w) => heard.words.some((h) => h.text === w));
  return { found, missing: words.filter((w) => !found.includes(w)), heard: heard.text };
}
