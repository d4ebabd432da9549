import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Icon } from "#components/ui/icon";
import { historyItemQueryOptions } from "#features/speech/history/api/history-item-query";
import { canShareHistoryItem } from "#features/speech/history/can-share-history-item";
import { ShareDialog } from "#features/sharing/resource-sharing/components/share-dialog";

interface PlayerShareProps {
  historyItemId: string;
  className: string;
}

/** The player's Share button for the history item being played, when the listener may share it. */
export function PlayerShare({ historyItemId, className }: PlayerShareProps) {
  const { data } = useQuery(historyItemQueryOptions(historyItemId));
  const [open, setOpen] = useState(false);
  if (!data || !canShareHistoryItem(data)) return null;
  return (
    <>
      <button type="button" className={className} aria-label="Share" data-testid="player-share" onClick={() => setOpen(true)}>
        <Icon name="share" />
      </button>
      {open ? (
        <ShareDialog open={open} onOpenChange={setOpen} resourceType="speech_history_item" resourceId={historyItemId} label={data.text} />
      ) : null}
    </>
  );
}
