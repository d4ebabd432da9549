import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { taskKeys } from "./task-keys";

type Action = "extend-deadline" | "revoke";

/**
 * PUT …/tasks/{task_id}/extend-deadline (once, 12 hours) or …/revoke (give the work back: it is
 * open again for others). The lists and the teams' open work are read again afterwards; a
 * refusal's text is the mutation's error, shown beside the task.
 */
export function useTaskAction(userId: string, action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => {
      const params = { path: { user_id: userId, task_id: taskId } };
      return action === "revoke"
        ? data(api.PUT("/v1/productions/producers/{user_id}/tasks/{task_id}/revoke", { params }))
        : data(api.PUT("/v1/productions/producers/{user_id}/tasks/{task_id}/extend-deadline", { params }));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      if (action === "revoke") void queryClient.invalidateQueries({ queryKey: taskKeys.teamsAll });
    },
  });
}
