import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useTranscriptionDiff } from "../api/use-transcription-diff";
import type { TaskRef } from "../api/task-calls";
import type { TranscriptionDiff } from "../api/task-types";
import { diffParts, diffSummary } from "../diff-view";

/** What changed in the saved transcript: against the machine's, and against the last reviewed version; Refresh saves first. */
export function ChangesPanel({ taskRef, flush }: { taskRef: TaskRef; flush: () => Promise<boolean> }) {
  const diff = useTranscriptionDiff(taskRef, true);
  return (
    <section aria-labelledby="editor-changes-heading" className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800" data-testid="editor-changes">
      <div className="flex items-center justify-between gap-2">
        <h2 id="editor-changes-heading" className="font-semibold">
          Changes
        </h2>
        <Button size="sm" variant="ghost" disabled={diff.isFetching} onClick={() => void flush().then(() => diff.refetch())}>
          Refresh changes
        </Button>
      </div>
      {diff.isPending ? (
        <Spinner label="Loading the changes" />
      ) : diff.error && !diff.data ? (
        <InlineError title="The changes could not be loaded" message={errorMessage(diff.error)} onRetry={() => void diff.refetch()} retrying={diff.isFetching} />
      ) : (
        <>
          <WordDiff title="Against the machine transcript" diff={diff.data.against_machine} />
          {diff.data.against_reviewed ? <WordDiff title="Against the reviewed version" diff={diff.data.against_reviewed} /> : null}
        </>
      )}
    </section>
  );
}

function WordDiff({ title, diff }: { title: string; diff: TranscriptionDiff["against_machine"] }) {
  const parts = diffParts(diff.ops);
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-medium">{title}</h3>
      <p className="text-xs text-muted-foreground">
        {diffSummary(diff)}
        {diff.coarse ? " (compared line by line: the transcript is long)" : ""}
      </p>
      <p className="max-h-64 overflow-y-auto leading-relaxed" data-testid="editor-diff">
        {diff.inserted + diff.deleted === 0 ? <span className="text-muted-foreground">No changes.</span> : parts.map((p, i) =>
          p.kind === "gap" ? (
            <span key={i} className="text-muted-foreground"> … {p.count} unchanged words … </span>
          ) : p.kind === "insert" ? (
            <ins key={i} className="rounded bg-green-100 px-0.5 text-green-900 no-underline dark:bg-green-900/50 dark:text-green-100">
              <span className="sr-only">inserted: </span>
              {p.text}{" "}
            </ins>
          ) : p.kind === "delete" ? (
            <del key={i} className="rounded bg-red-100 px-0.5 text-red-900 dark:bg-red-900/50 dark:text-red-100">
              <span className="sr-only">deleted: </span>
              {p.text}{" "}
            </del>
          ) : (
            <span key={i}>{p.text} </span>
          ),
        )}
      </p>
    </div>
  );
}
