import type { ReactNode } from "react";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";

/** A spinner where a page's content will be. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12 text-muted-foreground">
      <Spinner label={label} />
    </div>
  );
}

/** A failed read where the content would be, with Retry. */
export function PageError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return <InlineError message={errorMessage(error)} onRetry={onRetry} retrying={retrying} />;
}

/** A dashed box for nothing to show, with the next step. */
export function EmptyBox({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 px-4 py-10 text-center text-sm text-muted-foreground dark:border-zinc-700" data-testid={testId}>
      {children}
    </div>
  );
}
