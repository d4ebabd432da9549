import { useQuery } from "@tanstack/react-query";
import { fetchTask, type TaskRef } from "./task-calls";
import { taskKeys } from "./task-keys";

/** GET …/tasks/{task_id} once the signed-in user is known (the editor's calls put their answers here too). */
export function useTask(ref: TaskRef | null) {
  return useQuery({
    queryKey: taskKeys.task(ref?.userId ?? "", ref?.taskId ?? ""),
    queryFn: ({ signal }) => fetchTask(ref!, signal),
    enabled: ref !== null,
  });
}
