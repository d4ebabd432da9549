import { fileNameFromContentDisposition } from "../../../lib/content-disposition";
import { apiRequest } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { saveBlob } from "../../../lib/save-blob";

/** Downloads a version of a dictionary as a .pls file. */
export async function downloadDictionary(id: string, versionId: string, fallbackName: string): Promise<void> {
  try {
    const response = await apiRequest(`/v1/pronunciation-dictionaries/${encodeURIComponent(id)}/${encodeURIComponent(versionId)}/download`);
    const name = fileNameFromContentDisposition(response.headers.get("content-disposition")) ?? `${fallbackName}.pls`;
    saveBlob(await response.blob(), name);
  } catch (error) {
    handleError(error);
  }
}
