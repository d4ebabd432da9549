import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { errorMessage } from "#lib/handle-error";
import { useAcceptAgreement } from "../api/use-payout-actions";

/** The first step before any payout: the publishing and payouts agreement, accepted with a checkbox. */
export function AgreementStep({ userId }: { userId: string }) {
  const [checked, setChecked] = useState(false);
  const accept = useAcceptAgreement(userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked && !accept.isPending) accept.mutate();
  };
  return (
    <section aria-labelledby="payout-agreement" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50/60 p-5 dark:border-amber-800 dark:bg-amber-950/20" data-testid="payout-agreement">
      <h2 id="payout-agreement" className="text-base font-semibold">
        Step 1: the publishing and payouts agreement
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Before you can be paid for your work, accept the publishing and payouts agreement. You accept it once; payouts can be requested after that.
      </p>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={checked} onChange={(e) => setChecked(e.target.checked)} data-testid="payout-agreement-check" />
          I accept the publishing and payouts agreement
        </label>
        <Button type="submit" className="w-fit" disabled={!checked || accept.isPending} data-testid="payout-agreement-accept">
          {accept.isPending ? "Saving…" : "Accept"}
        </Button>
        {accept.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errorMessage(accept.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
