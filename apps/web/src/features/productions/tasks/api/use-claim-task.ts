import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { taskKeys } from "./task-keys";

/**
 * POST /v1/productions/producers/{user_id}/tasks: claim open work. Whatever the answer, the
 * teams' open work and the producer's tasks are read again (a refusal often means the list is
 * stale: the work was taken). The refusal's text shows beside the work, not as a toast.
 */
export function useClaimTask(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (descriptionId: string) =>
      data(api.POST("/v1/productions/producers/{user_id}/tasks", { params: { path: { user_id: userId } }, body: { description_id: descriptionId } })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.teamsAll });
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
