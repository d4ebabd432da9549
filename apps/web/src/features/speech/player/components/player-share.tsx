import { useQuery } from "@tanstack/react-query";
import { historyItemQueryOptions } from "#features/speech/history/api/history-item-query";
import { canShareHistoryItem } from "#features/speech/history/can-share-history-item";
import { ShareHistoryItemButton } from "#features/sharing/share-links/components/share-history-item-button";

interface PlayerShareProps {
  historyItemId: string;
  className: string;
}

/** The player's Share button for the history item being played, when the listener may share it. */
export function PlayerShare({ historyItemId, className }: PlayerShareProps) {
  const { data } = useQuery(historyItemQueryOptions(historyItemId));
  if (!data || !canShareHistoryItem(data)) return null;
  return <ShareHistoryItemButton historyItemId={historyItemId} text={data.text} ownItem={data.share_role === null} textToSpeech={data.source === "TTS"} className={className} data-testid="player-share" />;
}
