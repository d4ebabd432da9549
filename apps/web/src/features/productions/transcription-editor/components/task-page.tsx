import type { ReactNode } from "react";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";
import { useUser } from "#features/accounts/user/api/use-user";
import { useTask } from "../api/use-task";
import { BackToTasks, TaskHeader } from "./task-header";
import { TranscriptionEditor } from "./transcription-editor";

/** Shown for a task that is not the user's (or does not exist). */
export const TASK_NOT_FOUND = "This task was not found. It may belong to another producer, or have been given up.";

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4" data-testid="transcription-editor">
      <BackToTasks />
      {children}
    </div>
  );
}

/**
 * /app/productions/active/:taskId: the signed-in producer's task (GET /v1/user gives the user id,
 * then GET …/tasks/{task_id}), loading and failures in place, then the editor.
 */
export function TaskPage({ taskId }: { taskId: string }) {
  const user = useUser();
  const userId = user.data?.user_id ?? null;
  const task = useTask(userId ? { userId, taskId } : null);

  if (user.isPending || (userId && task.isPending)) {
    return (
      <Frame>
        <h1 className="text-2xl font-semibold">Task</h1>
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading the task" />
        </div>
      </Frame>
    );
  }
  const error = user.error ?? task.error;
  if (!userId || !task.data) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <Frame>
        <h1 className="text-2xl font-semibold">Task</h1>
        <InlineError
          data-testid="editor-load-error"
          title="The task could not be opened"
          message={notFound ? TASK_NOT_FOUND : errorMessage(error)}
          onRetry={notFound ? undefined : () => void (user.error ? user.refetch() : task.refetch())}
          retrying={user.isFetching || task.isFetching}
        />
      </Frame>
    );
  }
  return (
    <Frame>
      <TaskHeader task={task.data} />
      <TranscriptionEditor key={task.data.task_id} task={task.data} userId={userId} />
    </Frame>
  );
}
