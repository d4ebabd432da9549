import { Button } from "#components/ui/button";
import { errorMessage } from "#lib/handle-error";
import { useRequestPayout } from "../api/use-payout-actions";
import { formatCents } from "../money";
import { payoutBlocker, payoutStateLabel, type PayoutSummaryView } from "../payout-view";

/** "Request payout" of the whole balance: off (with why) while the balance is zero or a step is missing; the result or the refusal under it. */
export function RequestPayout({ userId, summary }: { userId: string; summary: PayoutSummaryView }) {
  const request = useRequestPayout(userId);
  const blocker = payoutBlocker(summary);
  return (
    <section aria-labelledby="request-payout" className="flex flex-col gap-2">
      <h2 id="request-payout" className="text-base font-semibold">
        Request a payout
      </h2>
      <p className="text-sm text-muted-foreground" id="request-payout-why">
        {blocker ?? `Pays out your whole balance of ${formatCents(summary.balance_cents)}.`}
      </p>
      <Button className="w-fit" disabled={blocker !== null || request.isPending} aria-describedby="request-payout-why" onClick={() => request.mutate()} data-testid="payout-request">
        {request.isPending ? "Requesting…" : "Request payout"}
      </Button>
      {request.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300" data-testid="payout-request-result">
          Payout of {formatCents(request.data.amount_cents)}: {payoutStateLabel(request.data.state).toLowerCase()}.
        </p>
      ) : null}
      {request.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="payout-request-error">
          {errorMessage(request.error)}
        </p>
      ) : null}
    </section>
  );
}
