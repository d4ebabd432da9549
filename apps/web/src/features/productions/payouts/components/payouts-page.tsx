import { useUser } from "#features/accounts/user/api/use-user";
import { PageError, PageLoading } from "#features/productions/tasks/components/page-states";
import { ProductionsFrame } from "#features/productions/tasks/components/productions-frame";
import { usePayoutSummary } from "../api/use-payout-summary";
import { AgreementStep } from "./agreement-step";
import { EarningsList } from "./earnings-list";
import { PayoutMethodNote } from "./payout-method-note";
import { PayoutSummaryCard } from "./payout-summary-card";
import { PayoutsList } from "./payouts-list";
import { RequestPayout } from "./request-payout";

/**
 * /app/payouts: the producer's balance and totals, how this server pays, the publishing and
 * payouts agreement (first, until accepted), "Request payout", then the earnings and the payouts.
 */
export function PayoutsPage() {
  const user = useUser();
  return (
    <ProductionsFrame title="Payouts" description="What you earned for accepted work, what was paid out, and how to be paid.">
      {user.isPending ? (
        <PageLoading label="Loading your payouts" />
      ) : user.isError ? (
        <PageError error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />
      ) : (
        <Payouts userId={user.data.user_id} />
      )}
    </ProductionsFrame>
  );
}

function Payouts({ userId }: { userId: string }) {
  const summary = usePayoutSummary(userId);
  if (summary.isPending) return <PageLoading label="Loading your balance" />;
  if (summary.isError) return <PageError error={summary.error} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />;
  const s = summary.data;
  return (
    <div className="flex flex-col gap-6">
      {/* The agreement comes first until it is accepted (nothing can be paid without it; with no payout provider it has no use). */}
      {s.agreement_accepted_unix === null && s.method !== "none" ? <AgreementStep userId={userId} /> : null}
      <PayoutSummaryCard summary={s} />
      <PayoutMethodNote summary={s} />
      <RequestPayout userId={userId} summary={s} />
      <EarningsList userId={userId} />
      <PayoutsList userId={userId} />
    </div>
  );
}
