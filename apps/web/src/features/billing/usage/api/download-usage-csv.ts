import { api } from "#lib/api";
import { fileNameFromContentDisposition } from "#lib/content-disposition";
import { handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { usageQuery, type UsageParams } from "./usage-query";

/** Downloads GET /v1/usage/character-stats.csv for the page's choices. */
export async function downloadUsageCsv(params: UsageParams): Promise<void> {
  try {
    const { data: csv, response } = await api.GET("/v1/usage/character-stats.csv", { params: { query: usageQuery(params) }, parseAs: "blob" });
    const name = fileNameFromContentDisposition(response.headers.get("content-disposition")) ?? "vocable-usage.csv";
    // An empty answer (Content-Length: 0) has no data: an empty file.
    saveBlob(csv ?? new Blob(), name);
  } catch (error) {
    handleError(error);
  }
}
