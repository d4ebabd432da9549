/**
 * How fast and how well speaker embeddings (Kaldi x-vector, worker thread) tell voices apart:
 *   npx tsx packages/speech/src/bench/measure-speaker.ts
 * Six English premade voices (four Flite, two eSpeak NG variants) each read four sentences. Prints
 * the first call's time (worker start, model checksum and load), the real-time factor of warm
 * calls, and the scores: the same voice saying different sentences against different voices
 * saying the same sentence, the margin between the lowest of the first and the highest of the
 * second, and how many pairs fall on the wrong side of SAME_SPEAKER_THRESHOLD.
 */
import { pathToFileURL } from "node:url";
import { realTimeFactorOf } from "../engines/engine-registry";
import { synthesizeRaw } from "../service/speech-service";
import { closeSpeakerEmbedding, cosineSimilarity, embedSpeaker, SAME_SPEAKER_THRESHOLD } from "../speaker/speaker-embedding";
import { PREMADE_VOICES } from "../voices/premade-voices";

const VOICES = ["slt", "rms", "awb", "kal16", "gmw/en", "gmw/en-US+f3"];
const SENTENCES = [
  "The morning train was late again, and nobody seemed surprised.",
  "She opened the window to let the cool evening air inside.",
  "Our team will review the budget before the meeting on Thursday.",
  "A small dog ran across the park chasing a bright red ball.",
];

export interface SpeakerMeasurement {
  clips: number;
  audioSeconds: number;
  /** The first call: the worker starts, the model files are checked and parsed, one clip is embedded. */
  firstCallSeconds: number;
  /** Seconds of embedding per second of audio over all clips, warm, as a caller sees it (worker round trip included). */
  realTimeFactor: number;
  /** Cosine scores of the same voice saying two different sentences. */
  sameMin: number;
  sameMean: number;
  /** Cosine scores of two different voices saying the same sentence. */
  differentMax: number;
  differentMean: number;
  /** sameMin - differentMax: positive when every same-voice pair outscores every different-voice pair. */
  margin: number;
  /** Same-voice pairs below SAME_SPEAKER_THRESHOLD, and different-voice pairs at or above it. */
  falseRejects: number;
  falseAccepts: number;
  samePairs: number;
  differentPairs: number;
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const round = (x: number) => Math.round(x * 1000) / 1000;

/** Measures {@link embedSpeaker} on 6 voices x 4 sentences (about 70 s of speech). */
export async function measureSpeaker(): Promise<SpeakerMeasurement> {
  const clips: { voice: string; sentence: number; samples: Int16Array; sampleRate: number }[] = [];
  for (const engineVoice of VOICES) {
    const voice = PREMADE_VOICES.find((v) => v.engineVoice === engineVoice)!;
    for (const [sentence, text] of SENTENCES.entries()) clips.push({ voice: engineVoice, sentence, ...(await synthesizeRaw({ text, voiceId: voice.voiceId })) });
  }
  const audioSeconds = clips.reduce((s, c) => s + c.samples.length / c.sampleRate, 0);

  let started = performance.now();
  await embedSpeaker(clips[0].samples, clips[0].sampleRate);
  const firstCallSeconds = (performance.now() - started) / 1000;
  const embeddings: Float32Array[] = [];
  started = performance.now();
  for (const clip of clips) embeddings.push(await embedSpeaker(clip.samples, clip.sampleRate));
  const workSeconds = (performance.now() - started) / 1000;
  await closeSpeakerEmbedding();

  const same: number[] = [];
  const different: number[] = [];
  for (let i = 0; i < clips.length; i++) {
    for (let j = i + 1; j < clips.length; j++) {
      const score = cosineSimilarity(embeddings[i], embeddings[j]);
      if (clips[i].voice === clips[j].voice) same.push(score);
      else if (clips[i].sentence === clips[j].sentence) different.push(score);
    }
  }
  const sameMin = Math.min(...same);
  const differentMax = Math.max(...different);
  return {
    clips: clips.length,
    audioSeconds: round(audioSeconds),
    firstCallSeconds: round(firstCallSeconds),
    realTimeFactor: realTimeFactorOf(workSeconds, audioSeconds),
    sameMin: round(sameMin),
    sameMean: round(mean(same)),
    differentMax: round(differentMax),
    differentMean: round(mean(different)),
    margin: round(sameMin - differentMax),
    falseRejects: same.filter((s) => s < SAME_SPEAKER_THRESHOLD).length,
    falseAccepts: different.filter((s) => s >= SAME_SPEAKER_THRESHOLD).length,
    samePairs: same.length,
    differentPairs: different.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const m = await measureSpeaker();
  console.log(`speaker embeddings on ${m.clips} clips, ${m.audioSeconds.toFixed(1)} s of speech (${VOICES.length} voices x ${SENTENCES.length} sentences)`);
  console.log(`first call ${(m.firstCallSeconds * 1000).toFixed(0)} ms (worker, checksums, model load, one clip); real-time factor ${m.realTimeFactor} warm`);
  console.log(`same voice, different sentences (${m.samePairs} pairs): min ${m.sameMin}, mean ${m.sameMean}`);
  console.log(`different voices, same sentence (${m.differentPairs} pairs): max ${m.differentMax}, mean ${m.differentMean}`);
  console.log(`margin (same min - different max) ${m.margin}`);
  console.log(`at SAME_SPEAKER_THRESHOLD ${SAME_SPEAKER_THRESHOLD}: ${m.falseRejects} same-voice pairs below, ${m.falseAccepts} different-voice pairs at or above`);
}
