import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { DUB_POLL_MS, isDubFinished } from "../dub-status";

/**
 * GET /v1/dubbing/{id}, asked again every 2 seconds until it is dubbed or failed. When it settles
 * the list is refreshed, and so are the user's characters (a failed dub gives them back).
 */
export function useDub(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.dub(id),
    queryFn: ({ signal }) => data(api.GET("/v1/dubbing/{dubbing_id}", { params: { path: { dubbing_id: id } }, signal })),
    refetchInterval: (q) => (q.state.data && !isDubFinished(q.state.data.status) ? DUB_POLL_MS : false),
    // A finished dub changes no more; an unfinished one is polled anyway.
    staleTime: (q) => (q.state.data && isDubFinished(q.state.data.status) ? Infinity : 0),
  });

  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current !== undefined && !isDubFinished(previous.current) && status !== undefined && isDubFinished(status)) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dubList });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
    }
    previous.current = status;
  }, [status, queryClient]);

  return query;
}
