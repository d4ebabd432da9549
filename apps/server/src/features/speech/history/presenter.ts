import type { HistoryItem, VoiceCategory } from "@vocable/contract";
import type { HistoryRow } from "./repo";
import type { ShareInfo } from "./policy";
import { toUnixSeconds } from "#platform/unix-time";

/** A history row in the ElevenLabs SpeechHistoryItemResponse shape; `share` when it reached the caller through a share. */
export function presentHistoryItem(row: HistoryRow, share: ShareInfo | null = null): HistoryItem {
  return {
    history_item_id: row.id,
    request_id: row.requestId,
    voice_id: row.voiceId,
    voice_name: row.voiceName,
    voice_category: row.voiceCategory as VoiceCategory,
    // The id the client asked for: an ElevenLabs client sees the model it chose, and filtering
    // by this value finds the item again.
    model_id: row.requestedModelId,
    text: row.text,
    date_unix: toUnixSeconds(row.createdAt),
    character_count_change_from: row.characterCountChangeFrom,
    character_count_change_to: row.characterCountChangeTo,
    content_type: row.contentType,
    state: "created",
    settings: row.settings,
    feedback: row.feedback ?? null,
    share_link_id: row.shareLinkId,
    source: row.source as HistoryItem["source"],
    output_format: row.outputFormat,
    dialogue: row.dialogue ?? null,
    isbn_number: null,
    alignments: row.alignment ? { alignment: row.alignment, normalized_alignment: row.alignment } : null,
    partial: row.partial,
    shared_by: share?.sharedBy ?? null,
    share_role: share?.role ?? null,
  };
}
