import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { taskKeys } from "./task-keys";

/** GET /v1/productions/teams/{team_id}: the team's name, how much open work waits, and whether the caller may take it. */
export function useTeam(teamId: string) {
  return useQuery({
    queryKey: taskKeys.team(teamId),
    queryFn: ({ signal }) => data(api.GET("/v1/productions/teams/{team_id}", { params: { path: { team_id: teamId } }, signal })),
  });
}
