import { createReadStream } from "node:fs";
import { analyzeVoiceSample, checkOneSpeaker, decodeToPcm, sampleProblems, sha256File, wavBytes, type SampleAnalysis, type SampleProblem } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import { newId } from "#platform/ids";
import { checkAudioFile } from "#platform/uploads/check-audio-upload";
import type { UploadedFile } from "#platform/uploads/read-upload-form";
import type { NewVoiceSampleRow } from "../repo";

/** The rate samples are kept at: enough for every cloning engine's reference (they resample), half the size of 48 kHz. */
export const SAMPLE_RATE = 24000;
/** Most sample files per voice in one request (ElevenLabs takes 25). */
export const MAX_SAMPLE_FILES = 25;
/**
 * Most audio one request brings, all files together: samples are decoded into memory (24 kHz,
 * 16-bit: 2.9 MB a minute, twice while a WAV is made), so this bounds a request's memory.
 */
export const MAX_REQUEST_SAMPLE_SECONDS = 20 * 60;
/** How much of each sample the one-speaker check hears. */
const SPEAKER_CHECK_SECONDS = 120;
/** Longest single sample: ElevenLabs' instant cloning takes a few minutes; longer recordings belong in professional cloning. */
export const MAX_SAMPLE_SECONDS = 10 * 60;

const MIME_BY_CONTAINER: Record<string, string> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  webm: "audio/webm",
  flac: "audio/flac",
  mp4: "audio/mp4",
  m4a: "audio/mp4",
  aac: "audio/aac",
};

/** A checked sample: its PCM, what analysis found, and the row and bytes to keep. */
export interface PreparedSample {
  samples: Int16Array;
  analysis: SampleAnalysis;
  row: Omit<NewVoiceSampleRow, "voiceId" | "storageKey">;
  wav: Uint8Array;
}

function problemMessage(problem: SampleProblem, names: string[]): string {
  const name = problem.sample === undefined ? "" : `${names[problem.sample]}: `;
  switch (problem.code) {
    case "silent":
      return `${name}no speech was found in this file (it is silent or nearly so).`;
    case "clipped":
      return `${name}the recording is clipped (${(problem.value * 100).toFixed(2)} % of it is at full scale; at most ${(problem.limit * 100).toFixed(1)} %). Record again with the input level lower.`;
    case "too_little_speech":
      return `The samples hold ${problem.value.toFixed(1)} s of speech; cloning needs at least ${problem.limit} s. Add longer recordings of the voice.`;
  }
}

/**
 * Decodes and checks a voice's sample files (every file must be audio of an accepted type, not
 * damaged), then checks what they hold: enough speech in total (Silero VAD), not clipped, one
 * speaker per file (speaker embeddings). With `denoise`, each is cleaned by the installed
 * denoiser. Refuses with 400 (the first problem of each file named) and keeps nothing.
 */
export async function prepareVoiceSamples(
  deps: Pick<AppDeps, "speech" | "config">,
  files: readonly UploadedFile[],
  opts: { denoise: boolean; signal?: AbortSignal; checkSpeech?: boolean },
): Promise<PreparedSample[]> {
  if (files.length === 0) throw new ValidationError([{ loc: ["body", "files"], msg: "Send at least one audio file of the voice.", type: "missing" }]);
  const denoiser = opts.denoise ? deps.speech.engines.denoiser() : undefined;
  if (opts.denoise && !denoiser) throw new AppError("no_denoising_engine", 503, "remove_background_noise was asked for, but no noise-suppression engine is installed on this server.");
  const prepared: PreparedSample[] = [];
  const names: string[] = [];
  let totalSeconds = 0;
  for (const [index, file] of files.entries()) {
    const audio = await checkAudioFile(file, {
      field: "files",
      index: files.length > 1 ? index : undefined,
      maxSeconds: Math.min(deps.config.uploads.maxSeconds, MAX_SAMPLE_SECONDS),
      signal: opts.signal,
      sampleRate: SAMPLE_RATE,
    });
    totalSeconds += audio.durationSeconds;
    if (totalSeconds > MAX_REQUEST_SAMPLE_SECONDS) {
      throw new AppError("audio_too_long", 400, `The samples of one request may hold at most ${MAX_REQUEST_SAMPLE_SECONDS / 60} minutes of audio together; send the rest in another request.`);
    }
    let samples = await decodeToPcm(createReadStream(audio.flacPath), SAMPLE_RATE, opts.signal);
    if (denoiser) samples = await denoiser.denoise(samples, SAMPLE_RATE);
    const analysis = await analyzeVoiceSample(samples, SAMPLE_RATE);
    names.push(audio.fileName);
    prepared.push({
      samples,
      analysis,
      wav: wavBytes(samples, SAMPLE_RATE),
      row: {
        id: newId(),
        fileName: audio.fileName,
        mimeType: MIME_BY_CONTAINER[audio.container] ?? `audio/${audio.container}`,
        sizeBytes: file.size,
        hash: await sha256File(file.path),
        durationSecs: Math.round(analysis.durationSeconds * 1000) / 1000,
        speechSecs: Math.round(analysis.speechSeconds * 1000) / 1000,
        removeBackgroundNoise: opts.denoise,
      },
    });
  }
  if (opts.checkSpeech !== false) await checkSpeech(prepared, names, opts.signal);
  return prepared;
}

async function checkSpeech(prepared: PreparedSample[], names: string[], signal?: AbortSignal): Promise<void> {
  const problems = sampleProblems(prepared.map((p) => p.analysis));
  // One message per file (its first problem), then the samples' total.
  const seen = new Set<number | undefined>();
  const messages = problems.filter((p) => (seen.has(p.sample) ? false : (seen.add(p.sample), true))).map((p) => problemMessage(p, names));
  if (messages.length > 0) throw new AppError("voice_sample_problem", 400, messages.join(" "));
  for (const [index, sample] of prepared.entries()) {
    // The first minutes tell whether someone else speaks (the check costs ~0.2 s of CPU per second of speech).
    const check = await checkOneSpeaker(sample.samples.subarray(0, SPEAKER_CHECK_SECONDS * SAMPLE_RATE), SAMPLE_RATE, { signal });
    if (check.speakers > 1) {
      throw new AppError(
        "voice_sample_problem",
        400,
        `${names[index]}: more than one voice speaks in this file (${check.speakers} speakers found). Cloning needs recordings of one speaker; cut the others out, or use professional cloning, which separates speakers.`,
      );
    }
  }
}
