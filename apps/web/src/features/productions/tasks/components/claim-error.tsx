import { errorMessage } from "#lib/handle-error";

/** Why a claim was refused, in the server's words (one task at a time, taken by someone else…). */
export function ClaimError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-300" data-testid="open-work-claim-error">
      Could not claim this work: {errorMessage(error)}
    </p>
  );
}
