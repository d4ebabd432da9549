import { formatCents } from "#features/productions/payouts/money";
import { languageName, mediaLengthText, taskKindLabel, type TaskState } from "../task-view";
import { TaskStateBadge } from "./task-state-badge";

export interface TaskListItem {
  task_id: string;
  kind: string;
  language: string;
  state: TaskState;
  deadline_unix: number;
  extended: boolean;
  media: { name: string; duration_seconds: number };
  earning_cents: number;
  unacknowledged_feedback: number;
  created_at_unix: number;
  finished_at_unix: number | null;
}

/** The first lines of a task in a list: kind and language, its state, the media, and what it pays. */
export function TaskSummary({ task }: { task: TaskListItem }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium">
          {taskKindLabel(task.kind)} · {languageName(task.language)}
        </p>
        <TaskStateBadge state={task.state} />
      </div>
      <p className="text-xs text-muted-foreground">
        <span className="break-all">{task.media.name || "Untitled media"}</span>
        <span aria-hidden> · </span>
        <span className="tabular-nums">{mediaLengthText(task.media.duration_seconds)}</span>
        <span aria-hidden> · </span>
        pays <span className="font-medium text-zinc-900 dark:text-zinc-100">{formatCents(task.earning_cents)}</span>
      </p>
    </div>
  );
}
