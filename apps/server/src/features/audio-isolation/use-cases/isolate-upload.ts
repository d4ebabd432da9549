import { createReadStream } from "node:fs";
import { createEncoder, decodeToPcm, parseOutputFormat, type OutputFormat } from "@vocable/speech";
import { isolationCharacterCost } from "@vocable/domain";
import type { AppDeps, Principal } from "../../../platform/app-env";
import { AppError, ValidationError } from "../../../platform/errors";
import { checkAudioUpload } from "../../../platform/uploads/check-audio-upload";
import type { UploadForm } from "../../../platform/uploads/read-upload-form";
import { beginAudioWork } from "../../generations/use-cases/begin-audio-work";

/** What isolation answers: MP3 at 44.1 kHz, 128 kbps, as ElevenLabs does. */
export const ISOLATION_FORMAT: OutputFormat = parseOutputFormat("mp3_44100_128")!;
/** The rate audio is cleaned at (RNNoise's own). */
const ISOLATION_SAMPLE_RATE = 48000;
/** Longest audio cleaned in one request: an hour, decoded at 48 kHz, is 345 MB of samples. */
export const MAX_ISOLATION_SECONDS = 60 * 60;

export const NO_DENOISER_MESSAGE = "No noise-suppression engine is installed on this server.";

/**
 * Cleans the form's `audio` (POST /v1/audio-isolation and /stream): decoded at 48 kHz, denoised by
 * the best installed denoiser, and yielded as MP3 piece by piece so the stream route can send as
 * it encodes. What the installed engine does is noise suppression (steady noise removed), not
 * source separation: music and other voices stay, which the route's documentation says.
 */
export async function isolateUpload(
  deps: Pick<AppDeps, "speech" | "config" | "db" | "generations" | "metrics">,
  principal: Principal,
  form: UploadForm,
  requestSignal: AbortSignal,
): Promise<AsyncGenerator<Uint8Array>> {
  const engine = deps.speech.engines.denoiser();
  if (!engine) throw new AppError("no_denoising_engine", 503, NO_DENOISER_MESSAGE);
  const format = form.fields.file_format || "other";
  if (format !== "other" && format !== "pcm_s16le_16") throw new ValidationError([{ loc: ["body", "file_format"], msg: "Use pcm_s16le_16 or other.", type: "enum" }]);
  const audio = await checkAudioUpload(form, {
    field: "audio",
    maxSeconds: Math.min(deps.config.uploads.maxSeconds, MAX_ISOLATION_SECONDS),
    signal: requestSignal,
    rawPcm16k: format === "pcm_s16le_16",
    sampleRate: ISOLATION_SAMPLE_RATE,
  });
  // Charged like ElevenLabs' voice isolator (1,000 characters a minute), admitted within the tier's concurrency.
  const ticket = await beginAudioWork(deps, principal, { source: "audio_isolation", characters: isolationCharacterCost(audio.durationSeconds), audioSeconds: 0 });
  const signal = AbortSignal.any([requestSignal, ticket.signal]);
  let clean: Int16Array;
  try {
    const samples = await decodeToPcm(createReadStream(audio.flacPath), ISOLATION_SAMPLE_RATE, signal);
    clean = await engine.denoise(samples, ISOLATION_SAMPLE_RATE);
  } catch (err) {
    await ticket.failed();
    throw err;
  }
  // Once the audio is cleaned the work is done: a client that leaves while it streams still pays for it.
  return encodeInPieces(clean, signal, ticket.done);
}

/** MP3 of `samples` (48 kHz), a few seconds at a time; stops when `signal` aborts. */
async function* encodeInPieces(samples: Int16Array, signal: AbortSignal, ended: () => Promise<void>): AsyncGenerator<Uint8Array> {
  const encoder = createEncoder(ISOLATION_FORMAT, ISOLATION_SAMPLE_RATE, { streaming: true });
  const piece = ISOLATION_SAMPLE_RATE * 5;
  let finished = false;
  try {
    for (let at = 0; at < samples.length; at += piece) {
      if (signal.aborted) return;
      const bytes = await encoder.write(samples.subarray(at, at + piece));
      if (bytes.length) yield bytes;
    }
    const tail = await encoder.end();
    finished = true;
    if (tail.length) yield tail;
  } finally {
    if (!finished) encoder.cancel();
    await ended();
  }
}
