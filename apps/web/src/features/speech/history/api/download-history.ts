import {
  HISTORY_ZIP_NAME,
  isSupportedDownloadType,
  sanitizeDownloadName,
  unsupportedDownloadType,
  withExtension,
} from "@vocable/domain";
import { api } from "#lib/api";
import { fileNameFromContentDisposition } from "#lib/content-disposition";
import { UserFacingError } from "#lib/handle-error";

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Rejects a response whose type is not an audio or zip download (spec voices §5). */
export function assertDownloadType(response: Response): void {
  const type = response.headers.get("content-type");
  if (!isSupportedDownloadType(type)) throw new UserFacingError(unsupportedDownloadType(type));
}

/**
 * POST /v1/history/download: one id gives that item's audio, several give history.zip. The name
 * is the server's (Content-Disposition), made safe to save.
 */
export async function downloadHistoryItems(ids: string[]): Promise<DownloadedFile> {
  // parseAs "stream": the body is read (as a Blob) only once its type is known to be a download.
  const { response } = await api.POST("/v1/history/download", { body: { history_item_ids: ids }, parseAs: "stream" });
  assertDownloadType(response);
  const fromServer = fileNameFromContentDisposition(response.headers.get("content-disposition"));
  const fallback = ids.length > 1 ? HISTORY_ZIP_NAME : withExtension(ids[0] ?? "audio");
  return { blob: await response.blob(), fileName: sanitizeDownloadName(fromServer ?? fallback) };
}
