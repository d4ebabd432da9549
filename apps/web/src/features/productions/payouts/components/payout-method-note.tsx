import { Button } from "#components/ui/button";
import { errorMessage } from "#lib/handle-error";
import { useConnectAccount } from "../api/use-payout-actions";
import { payoutMethodText, type PayoutSummaryView } from "../payout-view";

/** How this server pays (or that it cannot), and for Stripe Connect the connected account: set it up, or manage it. */
export function PayoutMethodNote({ summary }: { summary: PayoutSummaryView }) {
  const connect = useConnectAccount();
  const stripe = summary.method === "stripe_connect";
  const connected = summary.payout_account === true;
  return (
    <section aria-labelledby="payout-method" className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800" data-testid="payout-method" data-method={summary.method}>
      <h2 id="payout-method" className="text-base font-semibold">
        How you are paid
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">{payoutMethodText(summary.method)}</p>
      {stripe && !connected ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">Payouts need a connected Stripe account, where Stripe sends your money. Set it up once; Stripe brings you back here.</p>
      ) : null}
      {stripe ? (
        <Button variant={connected ? "secondary" : "primary"} className="w-fit" disabled={connect.isPending || connect.isSuccess} onClick={() => connect.mutate(connected)} data-testid="payout-connect">
          {connect.isPending || connect.isSuccess ? "Opening Stripe…" : connected ? "Manage your payout account" : "Connect a payout account"}
        </Button>
      ) : null}
      {connect.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(connect.error)}
        </p>
      ) : null}
    </section>
  );
}
