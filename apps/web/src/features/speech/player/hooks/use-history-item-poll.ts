import { HISTORY_POLL, historyItemFileName } from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryKeys } from "#lib/query-keys";
import { fetchHistoryItem } from "#features/speech/history/api/history-item-query";
import type { PlayerItem } from "../player-item";
import { usePlayer } from "./use-player";

/**
 * For a just-generated item whose file name is not known yet (spec voices §4): wait 1 s, then ask
 * for the history item up to 10 times, 5 s apart. Once found, the item gets its file name (and
 * download is enabled) and the history item is cached for the feedback buttons. A streamed item's
 * history item exists only once its audio has all been generated, so `ready` holds the poll back
 * until the stream has ended.
 */
export function useHistoryItemPoll(item: PlayerItem | null, ready = true) {
  const { patchItem } = usePlayer();
  const queryClient = useQueryClient();
  const itemId = item?.id;
  const historyItemId = item?.historyItemId;
  const needsPoll = Boolean(ready && item && historyItemId && !item.fileName && item.type !== "voicePreview");

  useEffect(() => {
    if (!needsPoll || !itemId || !historyItemId) return;
    const controller = new AbortController();
    let timer: number | undefined;
    let tries = 0;

    const attempt = async () => {
      tries += 1;
      try {
        const found = await fetchHistoryItem(historyItemId, controller.signal);
        if (controller.signal.aborted) return;
        queryClient.setQueryData(queryKeys.historyItem(historyItemId), found);
        // A just-generated item is new to the history lists too (a stream's item exists only now).
        void queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
        patchItem(itemId, {
          fileName: historyItemFileName({
            voiceName: found.voice_name,
            text: found.text,
            dateUnix: found.date_unix,
            extension: found.output_format,
          }),
          // A dialogue keeps its "Dialogue · N lines" (it has a voice per line).
          ...(found.dialogue ? {} : { voiceName: found.voice_name }),
        });
      } catch {
        if (controller.signal.aborted || tries >= HISTORY_POLL.tries) return;
        timer = window.setTimeout(() => void attempt(), HISTORY_POLL.intervalMs);
      }
    };

    timer = window.setTimeout(() => void attempt(), HISTORY_POLL.firstWaitMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [needsPoll, itemId, historyItemId, patchItem, queryClient]);
}
