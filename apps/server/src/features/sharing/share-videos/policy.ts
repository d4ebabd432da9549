import { VIDEO_NOT_ALLOWED, type ResourceAction } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireHistoryItem } from "#features/speech/history/policy";
import type { HistoryRow } from "#features/speech/history/repo";
import { shareViewerOf } from "#features/sharing/resource-sharing/viewer";

/**
 * An item whose share video the caller may make (`share`: its creator or an admin share) or watch
 * (`read`): 404 when it cannot see the item, 403 without the right, and 400 for an item that is not
 * text to speech (spec §8: "Video generation is only available for text-to-speech items").
 */
export async function requireVideoItem(db: Db, principal: Principal, id: string, action: Extract<ResourceAction, "share" | "read">): Promise<HistoryRow> {
  const { row } = await requireHistoryItem(db, await shareViewerOf(db, principal), id, action);
  if (row.source !== "TTS") throw new AppError("share_video_not_available", 400, VIDEO_NOT_ALLOWED);
  return row;
}
