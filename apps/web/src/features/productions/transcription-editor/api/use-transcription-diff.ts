import { useQuery } from "@tanstack/react-query";
import { fetchDiff, type TaskRef } from "./task-calls";
import { taskKeys } from "./task-keys";

/** GET …/diff of the saved transcript, while the changes panel is open (read again each time it opens). */
export function useTranscriptionDiff(ref: TaskRef, enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.diff(ref.userId, ref.taskId),
    queryFn: ({ signal }) => fetchDiff(ref, signal),
    enabled,
    staleTime: 0,
  });
}
