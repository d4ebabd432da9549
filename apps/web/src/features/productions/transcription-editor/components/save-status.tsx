import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import type { SaveStatus } from "../hooks/use-autosave";

/** The autosave's state beside the tools: Saving…, Saved, or why not with Retry. */
export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  return (
    <div className="flex min-h-8 items-center gap-2 text-sm" data-testid="editor-save-status" data-state={status.kind}>
      {status.kind === "saving" ? (
        <p role="status" className="flex items-center gap-1.5 text-muted-foreground">
          <Spinner label="Saving" /> Saving…
        </p>
      ) : status.kind === "saved" ? (
        <p role="status" className="text-muted-foreground">
          Saved
        </p>
      ) : status.kind === "waiting" ? (
        <p role="status" className="text-muted-foreground">
          Unsaved changes
        </p>
      ) : (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-red-700 dark:text-red-400">
          <p>{status.kind === "error" ? `Couldn't save: ${status.message}` : `Not saved: ${status.message}`}</p>
          {status.kind === "error" ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
