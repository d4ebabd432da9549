import type { ReactNode } from "react";
import { cn } from "#lib/cn";
import { Button } from "./button";
import { Spinner } from "./spinner";

interface InlineErrorProps {
  /** What went wrong, in the user's terms. */
  message: string;
  /** Tries again (refetch, re-import); the button shows a spinner while `retrying`. */
  onRetry?: () => void;
  retrying?: boolean;
  /** Further actions after Retry (e.g. "Reload page"). */
  actions?: ReactNode;
  title?: string;
  className?: string;
  "data-testid"?: string;
}

/**
 * A failure shown where the content would be, with a way to try again, so one failed request or
 * page never takes the rest of the app (sidebar, player, other panels) down with it.
 */
export function InlineError({ message, onRetry, retrying = false, actions, title, className, ...rest }: InlineErrorProps) {
  return (
    <div
      role="alert"
      data-testid={rest["data-testid"] ?? "inline-error"}
      className={cn(
        "flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50/60 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300",
        className,
      )}
    >
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{message}</p>
      </div>
      {onRetry || actions ? (
        <div className="flex flex-wrap items-center gap-2">
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
              {retrying ? <Spinner label="Retrying" /> : null}
              Retry
            </Button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
