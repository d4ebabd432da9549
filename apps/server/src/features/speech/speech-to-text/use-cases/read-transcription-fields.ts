import { TIMESTAMPS_GRANULARITIES } from "@vocable/contract";
import type { TimestampsGranularity } from "@vocable/domain";
import { ValidationError } from "#platform/errors";
import type { TranscriptOptions } from "../transcript-options";
import { formFlag, refuse } from "./form-fields";
import { readTranscriptOptions } from "./read-transcript-options";

export interface TranscriptionRequest {
  modelId: string;
  languageCode?: string;
  granularity: TimestampsGranularity;
  /** The upload is raw 16-bit PCM at 16 kHz mono (ElevenLabs' file_format=pcm_s16le_16). */
  rawPcm16k: boolean;
  notifyWebhooks: boolean;
  /** async=true: answered at once with the id. */
  early: boolean;
  /** The audio's URL (`cloud_storage_url` or `source_url`) instead of an uploaded file. */
  cloudStorageUrl?: string;
  options: TranscriptOptions;
}

/**
 * The fields of POST /v1/speech-to-text (`lists`: the repeated ones), `hasFile`: a file came too.
 * Every field the pinned SDK sends is used or refused here with a 422 or a 400 naming it.
 */
export function readTranscriptionFields(fields: Record<string, string>, lists: Record<string, string[]>, hasFile: boolean): TranscriptionRequest {
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
  refuseUnoffered(fields);
  const notifyWebhooks = formFlag(fields, "webhook");
  const early = formFlag(fields, "async");
  const options = readTranscriptOptions(fields, lists, { notifyWebhooks, early });
  return { modelId, languageCode: fields.language_code || undefined, granularity, rawPcm16k: format === "pcm_s16le_16", notifyWebhooks, early, cloudStorageUrl, options };
}

/** The query parameters the SDK sends with speechToText.convert: `enable_logging` and `token`. */
export function refuseQueryOptions(query: { enable_logging?: string; token?: string }): void {
  if (query.enable_logging !== undefined && !formFlag(query as Record<string, string>, "enable_logging")) {
    throw refuse("enable_logging", "zero retention is not offered: this server keeps each transcript and its audio until you delete them (DELETE /v1/speech-to-text/transcripts/{id}).");
  }
  if (query.token) throw refuse("token", "single-use tokens are not offered; authenticate with xi-api-key.");
}

/** The SDK's options no installed engine or part of Vocable does: refused by name when asked for. */
function refuseUnoffered(fields: Record<string, string>): void {
  if (formFlag(fields, "use_multi_channel")) throw refuse("use_multi_channel", "multichannel transcription is not offered by the installed engines; send mono or mixed audio.");
  if (fields.multichannel_output_style) throw refuse("multichannel_output_style", "only with use_multi_channel, which is not offered here.");
  if (formFlag(fields, "tag_audio_events")) throw refuse("tag_audio_events", "the installed recognisers do not tag audio events; send tag_audio_events=false.");
  if (fields.transcript_edit) throw refuse("transcript_edit", "transcript editing needs a language model, which this server does not run.");
  if (formFlag(fields, "no_verbatim")) throw refuse("no_verbatim", "the installed recognisers cannot leave out filler words; send no_verbatim=false.");
  if (formFlag(fields, "use_speaker_library")) throw refuse("use_speaker_library", "there is no speaker library here; send use_speaker_library=false.");
  if (formFlag(fields, "detect_speaker_roles")) throw refuse("detect_speaker_roles", "speaker roles (agent, customer) are not detected here.");
  for (const name of ["temperature", "seed"] as const) readDeterministic(fields, name);
}

/**
 * temperature (0 to 2) and seed (an integer 0 to 2147483647) are checked and have no effect: the
 * installed recognisers decode without sampling, so the same audio always gives the same transcript.
 */
function readDeterministic(fields: Record<string, string>, name: "temperature" | "seed"): void {
  const raw = fields[name];
  if (raw === undefined || raw === "") return;
  const value = Number(raw);
  const ok = name === "temperature" ? Number.isFinite(value) && value >= 0 && value <= 2 : Number.isInteger(value) && value >= 0 && value <= 2147483647;
  if (!ok) throw new ValidationError([{ loc: ["body", name], msg: name === "temperature" ? "A number from 0 to 2." : "An integer from 0 to 2147483647.", type: "value_error" }]);
}
