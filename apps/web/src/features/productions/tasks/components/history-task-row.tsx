import { formatRelativeTime } from "@vocable/domain";
import { useId, useState } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { formatCents } from "#features/productions/payouts/money";
import { cn } from "#lib/cn";
import { unreadFeedbackText } from "../task-view";
import { TaskFeedback } from "./task-feedback";
import { TaskSummary, type TaskListItem } from "./task-summary";

/** One finished task: what it was, its state and earning, when it ended, and its feedback behind a disclosure. */
export function HistoryTaskRow({ task, userId, nowUnix }: { task: TaskListItem; userId: string; nowUnix: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const finished = task.finished_at_unix ?? task.created_at_unix;
  const unread = unreadFeedbackText(task.unacknowledged_feedback);

  return (
    <li className="flex flex-col gap-2 px-4 py-3" data-testid="history-task" data-task-id={task.task_id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <TaskSummary task={task} />
          <p className="text-xs text-muted-foreground">
            {task.state === "accepted" ? (
              <>
                earned <span className="font-medium text-emerald-800 dark:text-emerald-300">{formatCents(task.earning_cents)}</span>
              </>
            ) : (
              "no earning"
            )}
            <span aria-hidden> · </span>
            ended {formatRelativeTime(finished, Math.max(nowUnix, finished))}
          </p>
        </div>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} data-testid="history-task-feedback-toggle">
          <Icon name="chevronDown" className={cn("transition-transform", open && "rotate-180")} />
          {open ? "Hide feedback" : "Feedback"}
          {unread ? <span className="rounded-full bg-sky-100 px-1.5 text-[11px] text-sky-800 dark:bg-sky-950 dark:text-sky-200">{task.unacknowledged_feedback} unread</span> : null}
        </Button>
      </div>
      {open ? (
        <div id={panelId}>
          <TaskFeedback userId={userId} taskId={task.task_id} nowUnix={nowUnix} />
        </div>
      ) : null}
    </li>
  );
}
