import { useMutation } from "@tanstack/react-query";
import { handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { downloadHistoryItems } from "./download-history";

/** Downloads one item (its audio) or several (history.zip) and saves the file. */
export function useDownloadHistory() {
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const file = await downloadHistoryItems(ids);
      saveBlob(file.blob, file.fileName);
      return file;
    },
    onError: handleError,
  });
}
