import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import type { StudioTask } from "../hooks/use-studio-task";

/**
 * What the studio's change is doing ("Speaking the line…", "Rendering the video…") and how it
 * ended, kept in view at the bottom of the page while it runs; a failure says why (the server's words).
 */
export function StudioStatus({ task }: { task: StudioTask }) {
  const { running, stage, outcome } = task;
  const state = running ? "working" : (outcome?.kind ?? "idle");
  return (
    <div className="sticky bottom-4 z-10" data-testid="dub-studio-status" data-state={state}>
      <p role="status" aria-live="polite" className="sr-only">
        {running ? stage : outcome?.kind === "done" ? outcome.message : ""}
      </p>
      {running ? (
        <div className="flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm font-medium text-sky-900 shadow-sm dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100">
          <Spinner label="Working" />
          <span data-testid="dub-studio-stage">{stage}</span>
        </div>
      ) : outcome?.kind === "done" ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 shadow-sm dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
          <span className="flex items-center gap-2" data-testid="dub-studio-done">
            <Icon name="check" /> {outcome.message}
          </span>
          <Button variant="ghost" size="sm" onClick={task.dismiss} aria-label="Dismiss">
            <Icon name="close" />
          </Button>
        </div>
      ) : outcome?.kind === "failed" ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 shadow-sm dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          data-testid="dub-studio-error"
        >
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{outcome.title}</p>
            <p className="whitespace-pre-line" data-testid="dub-studio-error-message">
              {outcome.message}
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={task.dismiss} aria-label="Dismiss the error">
            <Icon name="close" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
