import type { SharedHistoryItem } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import type { HistoryRow } from "#features/speech/history/repo";
import { toUnixSeconds } from "#platform/unix-time";

/** The public page of a share link, under PUBLIC_URL (never the request's Host). */
export function shareLinkUrl(publicUrl: string, shareLinkId: string): string {
  return `${publicUrl}${APP_ROUTES.sharedItem.replace(":shareLinkId", shareLinkId)}`;
}

/** The public audio of a share link (ranges; `?download=1` for an attachment). */
export function sharedAudioUrl(publicUrl: string, shareLinkId: string): string {
  return `${publicUrl}/v1/shared/${shareLinkId}/audio`;
}

/** What the public page shows of a shared item: its words, voice, creator's public name and audio; nothing of the workspace. */
export function presentSharedItem(publicUrl: string, row: HistoryRow, publicUserName: string | null): SharedHistoryItem {
  const id = row.shareLinkId!;
  return {
    share_link_id: id,
    text: row.text,
    voice_name: row.voiceName,
    public_user_name: publicUserName,
    date_unix: toUnixSeconds(row.createdAt),
    partial: row.partial,
    alignment: row.alignment ?? null,
    audio_url: sharedAudioUrl(publicUrl, id),
  };
}
