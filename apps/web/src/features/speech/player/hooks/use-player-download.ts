import { useMutation } from "@tanstack/react-query";
import { ApiError, apiRequest } from "#lib/api-client";
import { handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { assertDownloadType, downloadHistoryItems } from "#features/speech/history/api/download-history";
import type { PlayerItem } from "../player-item";

async function saveSource(item: PlayerItem, fileName: string) {
  const response = item.src.startsWith("blob:") ? await fetch(item.src) : await apiRequest(item.src);
  assertDownloadType(response);
  saveBlob(await response.blob(), fileName);
}

/**
 * The player's download button: history-backed items are downloaded through the history
 * download call and saved under the item's sanitised file name; when the history item is gone
 * (404) the audio source itself is saved (spec voices §8). Previews save their source.
 */
export function usePlayerDownload() {
  return useMutation({
    mutationFn: async (item: PlayerItem) => {
      const fileName = item.fileName;
      if (!fileName) return;
      if (item.historyItemId && item.type !== "voicePreview") {
        try {
          const file = await downloadHistoryItems([item.historyItemId]);
          saveBlob(file.blob, fileName);
          return;
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
      }
      await saveSource(item, fileName);
    },
    onError: handleError,
  });
}
