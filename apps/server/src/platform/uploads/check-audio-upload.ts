import { isWellFormedText } from "@vocable/contract";
import { AudioUploadError, readAudioUpload, type ReadUpload } from "@vocable/speech";
import { AppError, ValidationError } from "../errors";
import type { UploadForm, UploadedFile } from "./read-upload-form";

/** A checked upload: the audio as mono FLAC (16 kHz unless asked) beside the upload (removed with the form). */
export interface CheckedAudio extends ReadUpload {
  flacPath: string;
  fileName: string;
}

/**
 * Checks the form's audio file and decodes it to FLAC (see readAudioUpload), turning every way it
 * can be wrong into a 4xx with the ElevenLabs body: no file 422, not an accepted type 400
 * unsupported_audio_type, damaged or cut short 400 invalid_audio, too long 400 audio_too_long.
 */
export function checkAudioUpload(
  form: UploadForm,
  opts: { field: string; maxSeconds: number; signal?: AbortSignal; rawPcm16k?: boolean; sampleRate?: number },
): Promise<CheckedAudio> {
  return checkAudioFile(form.file, opts);
}

/**
 * One file of a form with several (the samples of a voice): the same checks, and errors that
 * name the file when `index` is given (`files[1]: …`).
 */
export async function checkAudioFile(
  file: UploadedFile | null,
  opts: { field: string; maxSeconds: number; signal?: AbortSignal; rawPcm16k?: boolean; sampleRate?: number; index?: number },
): Promise<CheckedAudio> {
  const loc = opts.index === undefined ? ["body", opts.field] : ["body", opts.field, opts.index];
  if (!file || file.size === 0) {
    throw new ValidationError([{ loc, msg: file ? "The file is empty." : "Send the audio file.", type: "missing" }]);
  }
  const flacPath = `${file.path}.flac`;
  const named = (message: string) => (opts.index === undefined ? message : `${cleanFileName(file.name)} (${opts.field}[${opts.index}]): ${message}`);
  try {
    const read = await readAudioUpload(file.path, flacPath, { maxSeconds: opts.maxSeconds, signal: opts.signal, rawPcm16k: opts.rawPcm16k, sampleRate: opts.sampleRate });
    return { ...read, flacPath, fileName: cleanFileName(file.name) };
  } catch (err) {
    if (!(err instanceof AudioUploadError)) throw err;
    if (err.problem === "unsupported_type") throw new AppError("unsupported_audio_type", 400, named(err.message));
    if (err.problem === "too_long") throw new AppError("audio_too_long", 400, named(err.message));
    throw new AppError("invalid_audio", 400, named(err.message));
  }
}

/** The client's file name as shown back: no path, no control characters or lone surrogates, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim().slice(0, 200);
  return clean && isWellFormedText(clean) ? clean : "audio";
}
