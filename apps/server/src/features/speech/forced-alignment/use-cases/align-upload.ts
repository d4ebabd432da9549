import { createReadStream } from "node:fs";
import { SafeText, type ForcedAlignmentResponse } from "@vocable/contract";
import { decodeToPcm, fairAlign, NothingToAlignError, RECOGNITION_SAMPLE_RATE } from "@vocable/speech";
import { meteredSeconds } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError, zodIssues } from "#platform/errors";
import { checkAudioUpload } from "#platform/uploads/check-audio-upload";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { beginAudioWork } from "#features/speech/generations/use-cases/begin-audio-work";

/** The longest text aligned in one request (characters), and audio (seconds): a chapter, not a book. */
export const MAX_ALIGNMENT_TEXT = 50_000;
export const MAX_ALIGNMENT_SECONDS = 30 * 60;

export const NO_ALIGNER_MESSAGE =
  "No forced-alignment engine is installed on this server. Install Debian's pocketsphinx and pocketsphinx-en-us packages " +
  "and restart (README, \"Adding engines\").";

const AlignmentText = SafeText.refine((v) => v.trim() !== "", { message: "The text must not be empty." }).refine((v) => v.length <= MAX_ALIGNMENT_TEXT, {
  message: `At most ${MAX_ALIGNMENT_TEXT} characters.`,
});

/**
 * Aligns the form's `text` with its audio `file` (POST /v1/forced-alignment) through the best
 * installed aligner; the request waits (alignment runs at a few hundredths of real time, in a child
 * process). 422 for a missing or unsafe text, the upload's own 4xx for bad audio, 400 when the
 * text has nothing an aligner can say, 503 when no aligner is installed. The caller disposes the form.
 */
export async function alignUpload(
  deps: Pick<AppDeps, "speech" | "config" | "db" | "generations" | "metrics">,
  principal: Principal,
  form: UploadForm,
  requestSignal: AbortSignal,
): Promise<ForcedAlignmentResponse> {
  const text = AlignmentText.safeParse(form.fields.text ?? "");
  if (!text.success) throw new ValidationError(zodIssues(text.error, "body").map((i) => ({ ...i, loc: ["body", "text"] })));
  const engine = deps.speech.engines.aligner();
  if (!engine) throw new AppError("no_alignment_engine", 503, NO_ALIGNER_MESSAGE);
  const audio = await checkAudioUpload(form, { field: "file", maxSeconds: Math.min(deps.config.uploads.maxSeconds, MAX_ALIGNMENT_SECONDS), signal: requestSignal });
  // Charged as ElevenLabs charges it, at the speech-to-text rate: the audio's seconds from the month's hours.
  const ticket = await beginAudioWork(deps, principal, { source: "forced_alignment", characters: 0, audioSeconds: meteredSeconds(audio.durationSeconds) });
  const signal = AbortSignal.any([requestSignal, ticket.signal]);
  try {
    const samples = await decodeToPcm(createReadStream(audio.flacPath), RECOGNITION_SAMPLE_RATE, signal);
    // In the workspace's turn of the recogniser, beside other workspaces' transcriptions.
    const alignment = await fairAlign(deps.speech.recognitionScheduler, { kind: engine.kind, align: engine.align }, principal.workspaceId)(samples, text.data, { signal });
    await ticket.done();
    return alignment;
  } catch (err) {
    await ticket.failed();
    if (requestSignal.aborted) throw new AppError("client_closed_request", 400, "The client closed the connection; the alignment was stopped.");
    if (err instanceof NothingToAlignError) throw new AppError("invalid_request", 400, err.message);
    throw err;
  }
}
