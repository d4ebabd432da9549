import { ENTITY_REDACTION_MODES, ENTITY_TYPES, type ExportRequest } from "@vocable/domain";
import { z } from "zod";

/**
 * What a transcription request asks of the transcript beyond recognition (issue 24 §2), carried in
 * the transcribe job's payload: keyterm correction, entity redaction and diarization change what
 * is kept; entities and additional formats are built from it for the answer (or the webhook).
 */
export const TranscriptOptions = z.object({
  keyterms: z.array(z.string()).default([]),
  /** Entity types to report in `entities` (none: no `entities` field). */
  entityDetection: z.array(z.enum(ENTITY_TYPES)).default([]),
  /** Entity types replaced in the kept text and words. */
  entityRedaction: z.object({ types: z.array(z.enum(ENTITY_TYPES)), mode: z.enum(ENTITY_REDACTION_MODES) }).nullable().default(null),
  additionalFormats: z.array(z.custom<ExportRequest>()).default([]),
  /** Speaker labels: at most `numSpeakers`, or voices as alike as `similarity` are one. */
  diarize: z.object({ numSpeakers: z.number().int().nullable(), similarity: z.number() }).nullable().default(null),
  /** `webhook_metadata`, given back in the webhook's data. */
  webhookMetadata: z.record(z.string(), z.unknown()).nullable().default(null),
  /** `webhook_id`: only this webhook is told. */
  webhookId: z.string().nullable().default(null),
});
export type TranscriptOptions = z.infer<typeof TranscriptOptions>;
export const NO_OPTIONS: TranscriptOptions = TranscriptOptions.parse({});
