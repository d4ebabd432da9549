import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { taskKeys } from "./task-keys";

/** GET …/tasks/{task_id}/feedback: the reviewers' notes on the task (read when the task's feedback is opened). */
export function useTaskFeedback(userId: string, taskId: string) {
  return useQuery({
    queryKey: taskKeys.feedback(taskId),
    queryFn: ({ signal }) => data(api.GET("/v1/productions/producers/{user_id}/tasks/{task_id}/feedback", { params: { path: { user_id: userId, task_id: taskId } }, signal })),
  });
}

/** PUT …/tasks/{task_id}/feedback/ack: the producer read the notes; the answer is the notes, now acknowledged, and the lists' unread counts are read again. */
export function useAcknowledgeFeedback(userId: string, taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.PUT("/v1/productions/producers/{user_id}/tasks/{task_id}/feedback/ack", { params: { path: { user_id: userId, task_id: taskId } } })),
    onSuccess: (feedback) => {
      queryClient.setQueryData(taskKeys.feedback(taskId), feedback);
      void queryClient.invalidateQueries({ queryKey: ["productions", "tasks", "list"] });
    },
    onError: handleError,
  });
}
