import { api } from "#lib/api";
import { fileNameFromContentDisposition } from "#lib/content-disposition";
import { handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";

/** Downloads a version of a dictionary as a .pls file. */
export async function downloadDictionary(id: string, versionId: string, fallbackName: string): Promise<void> {
  try {
    const { data: blob, response } = await api.GET("/v1/pronunciation-dictionaries/{dictionary_id}/{version_id}/download", {
      params: { path: { dictionary_id: id, version_id: versionId } },
      parseAs: "blob",
    });
    const name = fileNameFromContentDisposition(response.headers.get("content-disposition")) ?? `${fallbackName}.pls`;
    // An empty answer comes back without a body (openapi-fetch): it is still an (empty) file.
    saveBlob(blob ?? new Blob([]), name);
  } catch (error) {
    handleError(error);
  }
}
