import { createReadStream } from "node:fs";
import { concatBytes, createEncoder, decodePcmWindows, parseOutputFormat, type DenoiseStream, type OutputFormat } from "@vocable/speech";
import { isolationCharacterCost } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import { checkAudioUpload } from "#platform/uploads/check-audio-upload";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { beginAudioWork, type AudioWorkTicket } from "#features/speech/generations/use-cases/begin-audio-work";

/** What isolation answers: MP3 at 44.1 kHz, 128 kbps, as ElevenLabs does. */
export const ISOLATION_FORMAT: OutputFormat = parseOutputFormat("mp3_44100_128")!;
/** The rate audio is cleaned at (RNNoise's own). */
const ISOLATION_SAMPLE_RATE = 48000;
/** Longest audio cleaned in one request. It is cleaned in pieces, so this bounds the work, not memory. */
export const MAX_ISOLATION_SECONDS = 60 * 60;
/** Seconds of audio decoded, cleaned and encoded at a time (480 kB of samples at 48 kHz). */
const PIECE_SECONDS = 5;

export const NO_DENOISER_MESSAGE = "No noise-suppression engine is installed on this server.";

/**
 * Cleans the form's `audio` (POST /v1/audio-isolation and /stream): decoded at 48 kHz a piece at a
 * time, denoised by the best installed denoiser with one state throughout, and yielded as MP3 piece
 * by piece, so memory stays at a piece whatever the file's length and the stream route sends as it
 * goes. Charged like ElevenLabs' voice isolator (1,000 characters a minute) and admitted within the
 * tier's concurrency; settled when the generator ends: whole when all was cleaned, for the audio
 * sent when the client stopped reading, refunded when cleaning failed or the request was aborted.
 * Once it returns, the generator owns `form` (it removes the upload when it ends); before, the caller does.
 * What the installed engine does is noise suppression (steady noise removed), not source
 * separation: music and other voices stay, which the route's documentation says.
 */
export async function isolateUpload(
  deps: Pick<AppDeps, "speech" | "config" | "db" | "generations" | "metrics">,
  principal: Principal,
  form: UploadForm,
  requestSignal: AbortSignal,
): Promise<AsyncGenerator<Uint8Array>> {
  const engine = deps.speech.engines.denoiser();
  if (!engine?.denoiseStream) throw new AppError("no_denoising_engine", 503, NO_DENOISER_MESSAGE);
  const format = form.fields.file_format || "other";
  if (format !== "other" && format !== "pcm_s16le_16") throw new ValidationError([{ loc: ["body", "file_format"], msg: "Use pcm_s16le_16 or other.", type: "enum" }]);
  const audio = await checkAudioUpload(form, {
    field: "audio",
    maxSeconds: Math.min(deps.config.uploads.maxSeconds, MAX_ISOLATION_SECONDS),
    signal: requestSignal,
    rawPcm16k: format === "pcm_s16le_16",
    sampleRate: ISOLATION_SAMPLE_RATE,
  });
  const ticket = await beginAudioWork(deps, principal, { source: "audio_isolation", characters: isolationCharacterCost(audio.durationSeconds), audioSeconds: 0 });
  let denoiser: DenoiseStream;
  try {
    denoiser = await engine.denoiseStream();
  } catch (err) {
    await ticket.failed();
    throw err;
  }
  return cleanInPieces(form, audio.flacPath, denoiser, AbortSignal.any([requestSignal, ticket.signal]), ticket);
}

/** Decodes, cleans and encodes the audio a piece at a time; settles the charge and removes the upload when it ends. */
async function* cleanInPieces(form: UploadForm, flacPath: string, denoiser: DenoiseStream, signal: AbortSignal, ticket: AudioWorkTicket): AsyncGenerator<Uint8Array> {
  const encoder = createEncoder(ISOLATION_FORMAT, ISOLATION_SAMPLE_RATE, { streaming: true });
  let sentSamples = 0;
  let outcome: "done" | "failed" | "left" = "left";
  try {
    const pieces = decodePcmWindows(createReadStream(flacPath), { sampleRate: ISOLATION_SAMPLE_RATE, windowSeconds: PIECE_SECONDS, signal });
    for await (const piece of pieces) {
      const clean = await denoiser.write(piece.samples);
      const bytes = await encoder.write(clean);
      // Counted before the yield: a client that stops reading stops the generator there.
      sentSamples += clean.length;
      if (bytes.length) yield bytes;
    }
    const rest = await encoder.write(await denoiser.end());
    const tail = await encoder.end();
    outcome = "done";
    if (rest.length || tail.length) yield concatBytes([rest, tail]);
  } catch (err) {
    outcome = "failed";
    throw err;
  } finally {
    denoiser.close();
    if (outcome !== "done") encoder.cancel();
    // A client that stopped reading a stream pays for the audio it was sent; failed or aborted work costs nothing.
    if (outcome === "done") await ticket.done();
    else if (outcome === "failed" || sentSamples === 0) await ticket.failed();
    else await ticket.partial(isolationCharacterCost(sentSamples / ISOLATION_SAMPLE_RATE));
    await form.dispose();
  }
}
