import type { Transcript, TranscriptSummary } from "@vocable/contract";
import { countWordConfidence, detectEntities, isLowConfidenceTranscript, renderAdditionalFormat, toIso6393, type AdditionalFormatFile, type DetectedEntity } from "@vocable/domain";
import { toUnixSeconds } from "#platform/unix-time";
import type { TranscriptRow } from "./repo";
import type { TranscriptOptions } from "./transcript-options";

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * A transcript in the ElevenLabs chunk shape (language as ISO 639-3, as ElevenLabs answers) plus
 * Vocable's status fields and, once completed with its words, how sure the recogniser was of them
 * (the domain's word-confidence rule over `words[].logprob`).
 */
export function presentTranscript(row: TranscriptRow): Transcript {
  return {
    ...presentTranscriptFields(row),
    ...presentConfidence(row),
  };
}

/** `low_confidence` and `low_confidence_words` of a completed transcript with words; nothing otherwise. */
function presentConfidence(row: Pick<TranscriptRow, "status" | "words">): Pick<Transcript, "low_confidence" | "low_confidence_words"> {
  const confidence = countWordConfidence(row.words);
  if (row.status !== "completed" || confidence.words === 0) return {};
  return { low_confidence: isLowConfidenceTranscript(confidence), low_confidence_words: confidence.lowConfidenceWords };
}

function presentTranscriptFields(row: TranscriptRow): Transcript {
  return {
    transcription_id: row.id,
    language_code: toIso6393(row.languageCode),
    language_probability: row.languageProbability,
    text: row.text,
    words: row.words,
    audio_duration_secs: round(row.audioDurationSecs),
    status: row.status as Transcript["status"],
    progress: round(row.progress),
    error: row.error,
    model_id: row.modelId,
    file_name: row.fileName,
    created_at_unix: toUnixSeconds(row.createdAt),
    engine_id: row.engineId,
  };
}

export function presentTranscriptSummary(row: {
  id: string;
  fileName: string;
  status: string;
  progress: number;
  languageCode: string;
  audioDurationSecs: number;
  textPreview: string;
  createdAt: Date;
}): TranscriptSummary {
  return {
    transcription_id: row.id,
    file_name: row.fileName,
    status: row.status as TranscriptSummary["status"],
    progress: round(row.progress),
    language_code: toIso6393(row.languageCode),
    audio_duration_secs: round(row.audioDurationSecs),
    text_preview: row.textPreview,
    created_at_unix: toUnixSeconds(row.createdAt),
  };
}

/**
 * What a completed transcript's request asked for besides the transcript: `entities` (when
 * entity_detection was sent without redaction: ElevenLabs leaves them out once redacted) and
 * `additional_formats`, built from the kept text and words.
 */
export function presentTranscriptExtras(row: Pick<TranscriptRow, "text" | "words" | "status">, options: TranscriptOptions): { entities?: DetectedEntity[]; additional_formats?: AdditionalFormatFile[] } {
  if (row.status !== "completed") return {};
  const extras: { entities?: DetectedEntity[]; additional_formats?: AdditionalFormatFile[] } = {};
  if (options.entityDetection.length > 0 && !options.entityRedaction) extras.entities = detectEntities(row.text, options.entityDetection);
  if (options.additionalFormats.length > 0) extras.additional_formats = options.additionalFormats.map((request) => renderAdditionalFormat(request, row.words));
  return extras;
}
