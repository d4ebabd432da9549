import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { taskKeys } from "./task-keys";

export const TASK_PAGE_SIZE = 20;

/** GET /v1/productions/producers/{user_id}/tasks?view=: the producer's work now (active) or finished (history), newest first, "Load more" pages. */
export function useProducerTasks(userId: string, view: "active" | "history") {
  return useInfiniteQuery({
    queryKey: taskKeys.list(view),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(
        api.GET("/v1/productions/producers/{user_id}/tasks", {
          params: { path: { user_id: userId }, query: { view, page_size: TASK_PAGE_SIZE, page_token: pageParam ?? undefined } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more && last.next_page_token ? last.next_page_token : null),
  });
}
