import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "#lib/query-keys";

/**
 * After a model is added or removed: the models list, and what a local model turns into, its
 * engine (`local-<id>`, GET /v1/engines), its speech model (GET /v1/models) and its voices.
 */
export function invalidateAfterModelChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.localModels }),
    queryClient.invalidateQueries({ queryKey: queryKeys.engines }),
    queryClient.invalidateQueries({ queryKey: queryKeys.models }),
    queryClient.invalidateQueries({ queryKey: queryKeys.voicesAll }),
  ]);
}
