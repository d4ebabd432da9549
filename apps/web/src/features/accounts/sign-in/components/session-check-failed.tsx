import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";

interface SessionCheckFailedProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * The session could not be checked (rate limited, offline, server error): this is not "signed
 * out", so the user stays on the page they asked for and can try again.
 */
export function SessionCheckFailed({ error, retrying, onRetry }: SessionCheckFailedProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center" data-testid="session-check-failed">
      <p role="alert" className="max-w-sm text-sm text-zinc-700 dark:text-zinc-300">
        {errorMessage(error)}
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner label="Retrying" /> : null}
        Retry
      </Button>
    </div>
  );
}
