import { createReadStream } from "node:fs";
import { meteredSeconds } from "@vocable/domain";
import type { Db } from "#db/client";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { checkAudioUpload } from "#platform/uploads/check-audio-upload";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { concurrencyLimit } from "#features/speech/generations/use-cases/begin-generation";
import { findSubscribedWebhooks } from "#features/developers/webhooks/repo";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { chargeInTransaction } from "#features/workspaces/workspaces/use-cases/charge-characters";
import { TRANSCRIBE_JOB, transcribeJobKey } from "../jobs/transcribe-audio";
import { countProcessingTranscripts, insertTranscript, type TranscriptRow } from "../repo";
import { endTranscript } from "./end-transcript";
import { chooseRecognizer } from "./choose-recognizer";
import { refuse } from "./form-fields";
import { speakersCanBeTold } from "./refine-heard-words";
import type { TranscriptionRequest } from "./read-transcription-fields";

/**
 * Starts a transcription: chooses the engine, checks and keeps the audio (16 kHz mono FLAC in
 * storage), records the transcript as processing and queues the job that recognises it. Nothing
 * is kept when the audio or a field is refused. The caller disposes the form.
 */
export async function createTranscription(
  deps: Pick<AppDeps, "db" | "storage" | "jobs" | "speech" | "config">,
  principal: Principal,
  form: UploadForm,
  request: TranscriptionRequest,
  meta: { requestId: string; signal?: AbortSignal },
): Promise<TranscriptRow> {
  const chosen = chooseRecognizer(deps.speech.engines, request.modelId, request.languageCode);
  if (request.options.diarize && !speakersCanBeTold()) {
    throw refuse("diarize", "telling speakers apart needs the voice activity detector and the speaker embedding model, which are not installed; send diarize=false.");
  }
  if (request.options.webhookId) {
    const subscribed = await findSubscribedWebhooks(deps.db, principal.workspaceId, "speech_to_text.completed");
    if (!subscribed.some((w) => w.id === request.options.webhookId)) {
      throw refuse("webhook_id", "no enabled webhook of this workspace with that id is subscribed to speech_to_text.completed.");
    }
  }
  const audio = await checkAudioUpload(form, { field: "file", maxSeconds: deps.config.uploads.maxSeconds, signal: meta.signal, rawPcm16k: request.rawPcm16k });
  const id = newId();
  const audioKey = `transcripts/${principal.workspaceId}/${id}.flac`;
  await deps.storage.put(audioKey, createReadStream(audio.flacPath), { contentType: "audio/flac" });
  let row: TranscriptRow;
  // Charged by the started second against the month's hours, admitted within the tier's concurrency (domain audio-metering.ts).
  const chargedSeconds = meteredSeconds(audio.durationSeconds);
  try {
    row = await deps.db.transaction(async (tx) => {
      await chargeInTransaction(tx, principal.workspaceId, 0, (workspace) => admitTranscription(tx, workspace), { audioSeconds: chargedSeconds });
      return insertTranscript(tx, {
        id,
        workspaceId: principal.workspaceId,
        userId: principal.userId,
        requestId: meta.requestId,
        modelId: request.modelId,
        engineId: chosen.engine.id,
        languageCode: chosen.language,
        languageProbability: chosen.languageProbability,
        timestampsGranularity: request.granularity,
        fileName: audio.fileName,
        container: audio.container,
        audioKey,
        audioDurationSecs: audio.durationSeconds,
        chargedSeconds,
        notifyWebhooks: request.notifyWebhooks,
      });
    });
  } catch (err) {
    await deps.storage.delete(audioKey);
    throw err;
  }
  try {
    await deps.jobs.enqueue(TRANSCRIBE_JOB, { transcriptId: id, options: request.options }, { idempotencyKey: transcribeJobKey(id) });
  } catch (err) {
    await deps.db.transaction((tx) => endTranscript(tx, id, { status: "failed", error: "The transcription could not be queued; send the file again." }));
    throw err;
  }
  return row;
}

/** Under the workspace row lock: at most the tier's concurrency of transcriptions in progress at once. */
async function admitTranscription(tx: Db, workspace: WorkspaceRow): Promise<void> {
  const limit = concurrencyLimit(workspace.tier);
  if (limit === null) return;
  const running = await countProcessingTranscripts(tx, workspace.id);
  if (running >= limit) {
    throw new AppError(
      "too_many_concurrent_requests",
      429,
      `Too many concurrent requests: your plan allows ${limit} transcriptions in progress at once and ${running} are. Wait for one to finish, then try again.`,
    );
  }
}
