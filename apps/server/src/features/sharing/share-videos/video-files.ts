import { hasBracketedSegment, type ShareVideoTheme } from "@vocable/domain";
import type { FileStorage } from "#platform/storage/file-storage";
import type { HistoryRow } from "#features/speech/history/repo";

/** One rendering of an item: its theme, and whether bracketed tags are left out (only when the text has some). */
export interface VideoVariant {
  theme: ShareVideoTheme;
  stripTags: boolean;
}

/** The variant as stored: stripping a text without tags renders the same video, so it is the same file. */
export function normalVariant(row: Pick<HistoryRow, "text">, variant: VideoVariant): VideoVariant {
  return { theme: variant.theme, stripTags: variant.stripTags && hasBracketedSegment(row.text) };
}

const prefixOf = (row: Pick<HistoryRow, "workspaceId" | "id">) => `share-videos/${row.workspaceId}/${row.id}/`;
const nameOf = (v: VideoVariant) => `${v.theme}${v.stripTags ? "-stripped" : ""}`;

/** Where a rendered video (mp4) or preview (png) of an item is kept, reused by every later request. */
export function shareVideoKey(row: Pick<HistoryRow, "workspaceId" | "id">, variant: VideoVariant, kind: "mp4" | "png"): string {
  return `${prefixOf(row)}${nameOf(variant)}.${kind}`;
}

/** Removes every video and preview of an item (its deletion). */
export function deleteShareVideos(storage: Pick<FileStorage, "deletePrefix">, row: Pick<HistoryRow, "workspaceId" | "id">): Promise<number> {
  return storage.deletePrefix(prefixOf(row));
}
