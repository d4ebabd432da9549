import { apiRequest } from "../../../lib/api-client";
import { fileNameFromContentDisposition } from "../../../lib/content-disposition";
import { handleError } from "../../../lib/handle-error";
import { saveBlob } from "../../../lib/save-blob";
import { usageQuery, type UsageParams } from "./usage-query";

/** Downloads GET /v1/usage/character-stats.csv for the page's choices. */
export async function downloadUsageCsv(params: UsageParams): Promise<void> {
  try {
    const response = await apiRequest("/v1/usage/character-stats.csv", { query: usageQuery(params) });
    const name = fileNameFromContentDisposition(response.headers.get("content-disposition")) ?? "vocable-usage.csv";
    saveBlob(await response.blob(), name);
  } catch (error) {
    handleError(error);
  }
}
