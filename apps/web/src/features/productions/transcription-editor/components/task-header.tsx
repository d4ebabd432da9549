import { APP_ROUTES, formatDuration } from "@vocable/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "#components/ui/icon";
import type { EditorTask } from "../api/task-types";
import { centsText, deadlineText, isEditable, kindLabel, stateLabel } from "../task-view";

const backLink =
  "inline-flex h-8 w-fit items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800";

/** The way back to the active tasks. */
export function BackToTasks() {
  return (
    <Link to={APP_ROUTES.productionsActive} className={backLink} data-testid="editor-back">
      <Icon name="chevronDown" className="rotate-90" />
      Active tasks
    </Link>
  );
}

/** The minute, kept current, for the deadline's "in 3 h 20 min". */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The task's media name (the page's h1), its kind and state, the deadline, the length and what it earns. */
export function TaskHeader({ task }: { task: EditorTask }) {
  const now = useMinute();
  return (
    <header className="flex flex-col gap-1">
      <h1 className="break-words text-2xl font-semibold">{task.media.name}</h1>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1">
          <dt>Kind:</dt>
          <dd>{kindLabel(task.kind)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>State:</dt>
          <dd data-testid="editor-task-state" data-state={task.state} className="font-medium text-zinc-900 dark:text-zinc-100">
            {stateLabel(task.state)}
          </dd>
        </div>
        {isEditable(task.state) ? (
          <div className="flex gap-1">
            <dt>Deadline:</dt>
            <dd data-testid="editor-deadline">{deadlineText(task.deadline_unix, now)}</dd>
          </div>
        ) : null}
        <div className="flex gap-1">
          <dt>Length:</dt>
          <dd>{formatDuration(task.media.duration_seconds)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Language:</dt>
          <dd>{task.language}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Earns:</dt>
          <dd>{centsText(task.earning_cents)} when accepted</dd>
        </div>
      </dl>
      <TaskBrief brief={task.brief} />
    </header>
  );
}

/** What the customer asked of the work: verbatim, SDH, their instructions; nothing when they asked nothing special. */
function TaskBrief({ brief }: { brief: EditorTask["brief"] }) {
  const asks = [
    brief.verbatim ? "Verbatim: keep every filler word, false start and repetition." : null,
    brief.sdh ? "For the deaf and hard of hearing: describe sounds and name speakers." : null,
  ].filter((a): a is string => a !== null);
  if (asks.length === 0 && !brief.instructions) return null;
  return (
    <section aria-label="The customer's brief" className="mt-1 rounded-lg border border-amber-200 bg-amber-50/60 px-3 py-2 text-sm dark:border-amber-900 dark:bg-amber-950/30" data-testid="editor-brief">
      {asks.map((a) => (
        <p key={a} className="font-medium">
          {a}
        </p>
      ))}
      {brief.instructions ? <p className="whitespace-pre-wrap">The customer's instructions: {brief.instructions}</p> : null}
    </section>
  );
}
