import { formatRelativeTime } from "@vocable/domain";
import { useMemo } from "react";
import { LoadMoreFooter } from "#components/paged-list/load-more-footer";
import { LaterPageError, PagedListBody } from "#components/paged-list/paged-list-states";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { usePayouts } from "../api/use-payout-lists";
import { formatCents } from "../money";
import { payoutStateLabel } from "../payout-view";

/** The payouts asked for, newest first: amount, state, when, and a failed one's reason. */
export function PayoutsList({ userId }: { userId: string }) {
  const list = usePayouts(userId);
  const nowUnix = useNowUnix();
  const payouts = useMemo(() => list.data?.pages.flatMap((p) => p.payouts) ?? [], [list.data]);
  const ago = (unix: number) => formatRelativeTime(unix, Math.max(nowUnix, unix));
  return (
    <section aria-labelledby="payouts-heading" className="flex flex-col gap-3">
      <h2 id="payouts-heading" className="text-base font-semibold">
        Payouts
      </h2>
      <PagedListBody
        list={list}
        loadingLabel="Loading your payouts"
        isEmpty={payouts.length === 0}
        emptyTestId="payouts-empty"
        empty={<p className="max-w-md">No payouts yet. Once you have a balance, "Request payout" above pays it out.</p>}
      >
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="payouts-list">
          {payouts.map((p) => (
            <li key={p.payout_id} className="flex flex-col gap-1 px-4 py-2.5 text-sm" data-state={p.state}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {payoutStateLabel(p.state)}
                  <span className="text-muted-foreground"> · requested {ago(p.created_at_unix)}</span>
                  {p.paid_at_unix ? <span className="text-muted-foreground"> · paid {ago(p.paid_at_unix)}</span> : null}
                </span>
                <span className="font-medium tabular-nums">{formatCents(p.amount_cents)}</span>
              </div>
              {p.error ? <p className="text-xs text-red-700 dark:text-red-400">{p.error}</p> : null}
            </li>
          ))}
        </ul>
      </PagedListBody>
      <LaterPageError list={list} />
      <LoadMoreFooter canLoadMore={!!list.hasNextPage && !list.isFetchNextPageError && payouts.length > 0} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </section>
  );
}
