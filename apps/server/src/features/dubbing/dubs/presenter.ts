import type { DubbingMetadata, DubbingStatus } from "@vocable/contract";
import type { DubRow } from "./repo";

/** A dub in the SDK's DubbingMetadataResponse shape, with the spec's dubbing-record fields. */
export function presentDub(row: DubRow): DubbingMetadata {
  return {
    dubbing_id: row.id,
    name: row.name,
    status: row.status as DubbingStatus,
    source_language: row.sourceLanguage,
    target_languages: row.targetLanguages,
    editable: row.options.dubbingStudio,
    created_at: row.createdAt.toISOString(),
    media_metadata: { content_type: row.media.contentType, duration: row.media.durationSeconds },
    error: row.error,
    refunded: row.refunded,
    expected_duration: row.expectedDurationSeconds,
    progress: Math.round(row.progress * 1000) / 1000,
    progress_message: row.progressMessage,
    usage: { characters: row.charactersCharged, seconds: Math.round(row.sourceSeconds * 1000) / 1000 },
    productions_description_id: row.productionsDescriptionId,
    watermark: row.watermark,
    warnings: row.warnings,
    step_seconds: row.resource.timings ?? {},
  };
}
