import { unsupportedDownloadType } from "@vocable/domain";
import { apiRequest } from "#lib/api-client";
import { UserFacingError } from "#lib/handle-error";
import { fileNameFromContentDisposition } from "#lib/content-disposition";
import { sourceFileName } from "../source-file-name";
import { sourceAudioUrl } from "./source-audio-url";

/**
 * The speech a conversion was made from (GET /v1/history/{id}/source-audio), with the name to save
 * it under. Still on apiRequest: its answer is audio of the uploaded type, which the typed client
 * would read as JSON.
 */
export async function fetchSourceAudio(item: { history_item_id: string; text: string; date_unix: number }, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest(sourceAudioUrl(item.history_item_id), { signal });
  // The original keeps its own kind of audio (the server stores it losslessly, as FLAC): any audio type is saved.
  const type = response.headers.get("content-type");
  if (!type?.toLowerCase().startsWith("audio/")) throw new UserFacingError(unsupportedDownloadType(type));
  const fileName = sourceFileName({
    serverName: fileNameFromContentDisposition(response.headers.get("content-disposition")),
    contentType: response.headers.get("content-type"),
    text: item.text,
    dateUnix: item.date_unix,
  });
  return { blob: await response.blob(), fileName };
}
