import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * GET /v1/engines: the server's speech engines with their last health check. Instance operators
 * only; anyone else gets 403 instance_admin_required (not retried: a 4xx never is).
 */
export function useEngines() {
  return useQuery({
    queryKey: queryKeys.engines,
    queryFn: ({ signal }) => data(api.GET("/v1/engines", { signal })),
  });
}
