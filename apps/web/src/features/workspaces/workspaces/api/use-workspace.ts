import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/workspace: the workspace the user acts in (seats, training opt-out, whether they administer it). */
export function useWorkspace() {
  return useQuery({ queryKey: queryKeys.workspace, queryFn: ({ signal }) => data(api.GET("/v1/workspace", { signal })) });
}
