import type { PlayerItemType } from "@vocable/domain";

/** What the persistent player plays (spec voices §3 "Audio player item"). */
export interface PlayerItem {
  /** Unique per load, so loading the same audio twice restarts it. */
  id: string;
  type: PlayerItemType;
  /** Audio URL (same-origin path or a blob: URL of generated audio). */
  src: string;
  /** Download name; null until known (then download stays disabled). */
  fileName: string | null;
  title: string;
  voiceName?: string | null;
  /** History item behind the audio (text-to-speech and history items). */
  historyItemId?: string | null;
  /** Generated text, for the feedback dialog's auto-open rule. */
  text?: string | null;
  autoStart: boolean;
  /** The src is a blob: URL owned by the player, revoked when replaced. */
  ownsSrc?: boolean;
  /** No audio yet: the generation has been asked for and its first audio has not arrived (see PlayerActions.prepare). */
  pending?: boolean;
}

let counter = 0;

/** A fresh player item id. */
export function newPlayerItemId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Whether the item is a generation the user can rate (text-to-speech or history). */
export function isRateable(item: PlayerItem): boolean {
  return (item.type === "text-to-speech" || item.type === "speechHistoryItem") && Boolean(item.historyItemId);
}
