import { createReadStream } from "node:fs";
import { TIMESTAMPS_GRANULARITIES } from "@vocable/contract";
import { meteredSeconds, type TimestampsGranularity } from "@vocable/domain";
import type { Db } from "#db/client";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import { newId } from "#platform/ids";
import { checkAudioUpload } from "#platform/uploads/check-audio-upload";
import type { UploadForm } from "#platform/uploads/read-upload-form";
import { concurrencyLimit } from "#features/speech/generations/use-cases/begin-generation";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { chargeInTransaction } from "#features/workspaces/workspaces/use-cases/charge-characters";
import { TRANSCRIBE_JOB, transcribeJobKey } from "../jobs/transcribe-audio";
import { countProcessingTranscripts, insertTranscript, type TranscriptRow } from "../repo";
import { endTranscript } from "./end-transcript";
import { chooseRecognizer } from "./choose-recognizer";

export interface TranscriptionRequest {
  modelId: string;
  languageCode?: string;
  granularity: TimestampsGranularity;
  diarize: boolean;
  /** The upload is raw 16-bit PCM at 16 kHz mono (ElevenLabs' file_format=pcm_s16le_16). */
  rawPcm16k: boolean;
  notifyWebhooks: boolean;
  /** The audio's URL (`cloud_storage_url` or `source_url`) instead of an uploaded file. */
  cloudStorageUrl?: string;
}

const TRUE = /^(true|1)$/i;
const FALSE = /^(false|0)$/i;

/** A boolean form field ("true"/"false", "1"/"0"); 422 for anything else. */
export function formFlag(fields: Record<string, string>, name: string): boolean {
  const value = fields[name];
  if (value === undefined || value === "" || FALSE.test(value)) return false;
  if (TRUE.test(value)) return true;
  throw new ValidationError([{ loc: ["body", name], msg: "Use true or false.", type: "bool_parsing" }]);
}

/** The fields of POST /v1/speech-to-text that Vocable acts on (`hasFile`: a file came too); 422 or 400 for what it cannot take. */
export function readTranscriptionFields(fields: Record<string, string>, hasFile: boolean): TranscriptionRequest {
  const modelId = fields.model_id?.trim();
  if (!modelId) throw new ValidationError([{ loc: ["body", "model_id"], msg: "Field required: a model id such as scribe_v1.", type: "missing" }]);
  if (modelId.length > 64) throw new ValidationError([{ loc: ["body", "model_id"], msg: "At most 64 characters.", type: "string_too_long" }]);
  const granularity = (fields.timestamps_granularity || "word") as TimestampsGranularity;
  if (!TIMESTAMPS_GRANULARITIES.includes(granularity)) {
    throw new ValidationError([{ loc: ["body", "timestamps_granularity"], msg: "Use none, word or character.", type: "enum" }]);
  }
  const format = fields.file_format || "other";
  if (format !== "other" && format !== "pcm_s16le_16") throw new ValidationError([{ loc: ["body", "file_format"], msg: "Use pcm_s16le_16 or other.", type: "enum" }]);
  const cloudStorageUrl = (fields.cloud_storage_url || fields.source_url)?.trim() || undefined;
  if (cloudStorageUrl && hasFile) {
    throw new ValidationError([{ loc: ["body", "cloud_storage_url"], msg: "Send the audio as a file or as cloud_storage_url, not both.", type: "value_error" }]);
  }
  if (!cloudStorageUrl && !hasFile) throw new ValidationError([{ loc: ["body", "file"], msg: "Send the audio file, or its URL in cloud_storage_url.", type: "missing" }]);
  if (formFlag(fields, "use_multi_channel")) throw new AppError("unsupported_option", 400, "Multichannel transcription is not offered by the installed engines; send mono or mixed audio.");
  return {
    modelId,
    languageCode: fields.language_code || undefined,
    granularity,
    diarize: formFlag(fields, "diarize"),
    rawPcm16k: format === "pcm_s16le_16",
    notifyWebhooks: formFlag(fields, "webhook"),
    cloudStorageUrl,
  };
}

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
  if (request.diarize && !chosen.engine.capabilities.includes("diarization")) {
    throw new AppError("unsupported_option", 400, `The recogniser ${chosen.engine.name} cannot tell speakers apart; send diarize=false.`);
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
      await chargeInTransaction(tx, principal.workspaceId, 0, (workspace) => admitTranscription(tx, workspace), chargedSeconds);
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
    await deps.jobs.enqueue(TRANSCRIBE_JOB, { transcriptId: id }, { idempotencyKey: transcribeJobKey(id) });
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
