/**
 * How well forced alignment finds words, measured on speech whose timing is known: the embedded
 * English voices say a few paragraphs, `alignWithPocketsphinx` aligns the audio with the text, and
 * its word boundaries are compared with the synthesiser's own. Prints the figures when run:
 *   npx tsx packages/speech/src/bench/measure-alignment.ts
 */
import { pathToFileURL } from "node:url";
import type { CharacterAlignment } from "../alignment/character-alignment";
import { resampleWhole } from "../audio/resampler";
import { realTimeFactorOf } from "../engines/engine-registry";
import { alignWithPocketsphinx, tokenize, type AlignedWord } from "../recognition/forced-alignment";
import { POCKETSPHINX_SAMPLE_RATE } from "../recognition/pocketsphinx";
import { synthesizeRaw } from "../service/speech-service";
import { PREMADE_VOICES } from "../voices/premade-voices";

const PARAGRAPHS = [
  "The quick brown fox jumps over the lazy dog, and then it rests in the warm afternoon sun. " +
    "Speech synthesis turns written words into sound; people have studied it for decades.",
  "Last winter our team recorded three hundred short stories for the Vocable library. " +
    "Each narrator read slowly and clearly, because listeners notice every stumble.",
  "Would you like to hear more? Then keep listening, because there is plenty more to say " +
    "about voices, formats and the small engines that run anywhere without a graphics card.",
];
/**
 * The embedded English voices: Flite's four and two eSpeak NG ones. Numbers are written out in the
 * paragraphs: the synthesiser's timing of a number it expands ("2024") is not exact enough to
 * measure against.
 */
const VOICES = ["slt", "rms", "awb", "kal16", "gmw/en", "gmw/en-US+f3"];

/**
 * Each token's spoken time by the synthesiser: from its first to its last letter or digit in the
 * synthesiser's character alignment (so "dog," ends with the "g"; the comma holds the pause).
 */
export function synthesizedWordTimes(text: string, alignment: CharacterAlignment): { start: number; end: number }[] {
  const offsets: number[] = [];
  for (let i = 0, cp = 0; i < text.length; cp++) {
    offsets[i] = cp;
    i += String.fromCodePoint(text.codePointAt(i)!).length;
  }
  return tokenize(text).map((token) => {
    const spoken = [...token.text.matchAll(/[\p{L}\p{N}]/gu)];
    const first = offsets[token.start + (spoken[0]?.index ?? 0)];
    const last = offsets[token.start + (spoken.at(-1)?.index ?? token.text.length - 1)];
    return { start: alignment.character_start_times_seconds[first], end: alignment.character_end_times_seconds[last] };
  });
}

/**
 * The absolute differences between aligned and synthesised word boundaries (seconds), leaving out
 * the first word's start and the last word's end: the synthesiser's alignment stretches those to
 * the edges of the audio, silence included.
 */
export function boundaryErrors(expected: readonly { start: number; end: number }[], aligned: readonly AlignedWord[]): number[] {
  return expected.flatMap((word, i) => [
    ...(i > 0 ? [Math.abs(aligned[i].start - word.start)] : []),
    ...(i < expected.length - 1 ? [Math.abs(aligned[i].end - word.end)] : []),
  ]);
}

/**
 * Synthesises the paragraphs with each embedded English voice, aligns each with its text and
 * returns the words aligned, the mean absolute word-boundary error against the synthesiser's
 * timings and the aligner's real-time factor (seconds of work per second of audio).
 */
export async function measureAlignment(): Promise<{ words: number; meanAbsBoundaryErrorSeconds: number; realTimeFactor: number }> {
  const errors: number[] = [];
  let words = 0;
  let workSeconds = 0;
  let audioSeconds = 0;
  for (const engineVoice of VOICES) {
    const voice = PREMADE_VOICES.find((v) => v.engineVoice === engineVoice)!;
    for (const text of PARAGRAPHS) {
      const said = await synthesizeRaw({ text, voiceId: voice.voiceId });
      const samples = resampleWhole(said.samples, said.sampleRate, POCKETSPHINX_SAMPLE_RATE);
      const started = performance.now();
      const alignment = await alignWithPocketsphinx(samples, text);
      workSeconds += (performance.now() - started) / 1000;
      audioSeconds += samples.length / POCKETSPHINX_SAMPLE_RATE;
      words += alignment.words.length;
      errors.push(...boundaryErrors(synthesizedWordTimes(text, said.alignment), alignment.words));
    }
  }
  const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
  return { words, meanAbsBoundaryErrorSeconds: Math.round(mean * 10_000) / 10_000, realTimeFactor: realTimeFactorOf(workSeconds, audioSeconds) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureAlignment();
  console.log(
    `forced alignment: ${result.words} words, mean absolute word-boundary error ${(result.meanAbsBoundaryErrorSeconds * 1000).toFixed(1)} ms, ` +
      `real-time factor ${result.realTimeFactor}`,
  );
}
