import { cn } from "#lib/cn";
import { taskStateLabel, taskStateTone, type BadgeTone, type TaskState } from "../task-view";

const look: Record<BadgeTone, string> = {
  neutral: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
  progress: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  attention: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  good: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  bad: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
};

/** A task's state as a coloured badge; `data-state` carries the API's value. */
export function TaskStateBadge({ state }: { state: TaskState }) {
  return (
    <span className={cn("inline-flex w-fit items-center rounded-full px-2 py-0.5 text-[11px] font-medium", look[taskStateTone(state)])} data-testid="task-state" data-state={state}>
      {taskStateLabel(state)}
    </span>
  );
}
