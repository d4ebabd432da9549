import { APP_ROUTES, EXTENSION_HOURS } from "@vocable/domain";
import { useState } from "react";
import { Link, generatePath } from "react-router";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { errorMessage } from "#lib/handle-error";
import { cn } from "#lib/cn";
import { useTaskAction } from "../api/use-task-actions";
import { deadlineIsNear, deadlineText, isTaskWorkable, unreadFeedbackText } from "../task-view";
import { TaskSummary, type TaskListItem } from "./task-summary";

/** One active task: what it is, its deadline and unread feedback, Open, "Extend deadline" (once) and "Give back" (confirmed). */
export function ActiveTaskRow({ task, userId, nowUnix }: { task: TaskListItem; userId: string; nowUnix: number }) {
  const extend = useTaskAction(userId, "extend-deadline");
  const revoke = useTaskAction(userId, "revoke");
  const [confirming, setConfirming] = useState(false);
  const workable = isTaskWorkable(task.state);
  const unread = unreadFeedbackText(task.unacknowledged_feedback);
  const failure = extend.error ?? revoke.error;

  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-testid="active-task" data-task-id={task.task_id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <TaskSummary task={task} />
          <p className="text-xs">
            {workable ? (
              <span className={cn(deadlineIsNear(task.deadline_unix, nowUnix) ? "font-medium text-amber-800 dark:text-amber-300" : "text-muted-foreground")} data-testid="active-task-deadline">
                <time dateTime={new Date(task.deadline_unix * 1000).toISOString()} title={new Date(task.deadline_unix * 1000).toLocaleString()}>
                  {deadlineText(task.deadline_unix, nowUnix)}
                </time>
                {task.extended ? " (extended)" : ""}
              </span>
            ) : (
              <span className="text-muted-foreground">Handed in: a reviewer checks it next.</span>
            )}
            {unread ? <span className="ml-2 font-medium text-sky-800 dark:text-sky-300">{unread}</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={generatePath(APP_ROUTES.productionsTask, { taskId: task.task_id })}
            className="inline-flex h-8 items-center rounded-lg bg-zinc-900 px-3 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
            data-testid="active-task-open"
          >
            Open
          </Link>
          {workable && !task.extended ? (
            <Button variant="secondary" size="sm" title={`Adds ${EXTENSION_HOURS} hours; a task can be extended once`} disabled={extend.isPending} onClick={() => extend.mutate(task.task_id)} data-testid="active-task-extend">
              {extend.isPending ? "Extending…" : "Extend deadline"}
            </Button>
          ) : null}
          {workable ? (
            <Button variant="ghost" size="sm" disabled={revoke.isPending} onClick={() => setConfirming(true)} data-testid="active-task-revoke">
              Give back
            </Button>
          ) : null}
        </div>
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-300">
          {errorMessage(failure)}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Give this task back?"
        description="The work goes back to the open list for any producer, and your changes to it are dropped. You earn nothing for it."
        confirmText="Give back"
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(task.task_id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}
