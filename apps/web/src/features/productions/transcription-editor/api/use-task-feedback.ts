import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { acknowledgeFeedback, fetchFeedback, type TaskRef } from "./task-calls";
import { isOtherProductionsKey, taskKeys } from "./task-keys";

/** GET …/feedback: the reviewers' notes on a task (asked for only where a task can have them). */
export function useTaskFeedback(ref: TaskRef, enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.feedback(ref.userId, ref.taskId),
    queryFn: ({ signal }) => fetchFeedback(ref, signal),
    enabled,
  });
}

/** PUT …/feedback/ack: marks the notes read; the answer replaces the list, and the task's count and the other productions pages (the lists' unread counts) are read again. */
export function useAcknowledgeFeedback(ref: TaskRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acknowledgeFeedback(ref),
    onSuccess: (list) => {
      queryClient.setQueryData(taskKeys.feedback(ref.userId, ref.taskId), list);
      void queryClient.invalidateQueries({ queryKey: taskKeys.task(ref.userId, ref.taskId), exact: true });
      void queryClient.invalidateQueries({ predicate: (query) => isOtherProductionsKey(query.queryKey, ref.userId, ref.taskId) });
    },
  });
}
