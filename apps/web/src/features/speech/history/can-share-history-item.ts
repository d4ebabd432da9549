import type { HistoryItem } from "@vocable/contract";

/** Whether the viewer may share (and delete) an item: its creator, or the holder of an admin share. */
export function canShareHistoryItem(item: Pick<HistoryItem, "share_role">): boolean {
  return item.share_role === null || item.share_role === "admin";
}
