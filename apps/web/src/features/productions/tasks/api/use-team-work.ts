import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { taskKeys } from "./task-keys";

export const TEAM_WORK_PAGE_SIZE = 10;

/** GET /v1/productions/teams/{team_id}/tasks: the team's open work, most urgent first, "Load more" pages. */
export function useTeamWork(teamId: string) {
  return useInfiniteQuery({
    queryKey: taskKeys.teamWork(teamId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(
        api.GET("/v1/productions/teams/{team_id}/tasks", {
          params: { path: { team_id: teamId }, query: { page_size: TEAM_WORK_PAGE_SIZE, page_token: pageParam ?? undefined } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more && last.next_page_token ? last.next_page_token : null),
  });
}
