import { correctWithKeyterms, labelSpeakers, redactHeardWords, type HeardWord } from "@vocable/domain";
import { RECOGNITION_SAMPLE_RATE, separateSpeakers, sileroVadAvailable, speakerEmbeddingAvailable } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import { readSamplePcm } from "#features/voices/voices/use-cases/read-sample-pcm";
import type { TranscriptOptions } from "../transcript-options";

/** Speakers can be told apart: the voice activity detector and the speaker embedding model are installed. */
export function speakersCanBeTold(): boolean {
  return sileroVadAvailable() && speakerEmbeddingAvailable();
}

/**
 * What the request asked of the recognised words before they are kept: keyterm correction
 * (keyterms.ts), speaker labels (speech's separateSpeakers on the kept audio, each word given the
 * speaker whose turns cover it), then redaction (so no kept word holds a redacted entity).
 */
export async function refineHeardWords(
  deps: Pick<AppDeps, "storage">,
  audioKey: string,
  heard: readonly HeardWord[],
  options: TranscriptOptions,
  signal: AbortSignal,
): Promise<HeardWord[]> {
  let words = [...heard];
  if (options.keyterms.length > 0) words = correctWithKeyterms(words, options.keyterms).words;
  if (options.diarize && words.length > 0) {
    const samples = await readSamplePcm(deps, audioKey, RECOGNITION_SAMPLE_RATE, signal);
    const { speakers } = await separateSpeakers(samples, RECOGNITION_SAMPLE_RATE, {
      threshold: options.diarize.similarity,
      maxSpeakers: options.diarize.numSpeakers ?? undefined,
      signal,
    });
    // Speech the detector did not find is still someone's: one speaker when it found none.
    words = speakers.length > 0 ? labelSpeakers(words, speakers) : words.map((w) => ({ ...w, speakerId: "speaker_0" }));
  }
  if (options.entityRedaction) words = redactHeardWords(words, options.entityRedaction.types, options.entityRedaction.mode);
  return words;
}
