import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * GET /v1/admin/models: the local neural models in MODELS_DIR with their check's outcome.
 * Instance operators only; anyone else gets 403 instance_admin_required (not retried).
 */
export function useLocalModels() {
  return useQuery({
    queryKey: queryKeys.localModels,
    queryFn: ({ signal }) => data(api.GET("/v1/admin/models", { signal })),
  });
}
