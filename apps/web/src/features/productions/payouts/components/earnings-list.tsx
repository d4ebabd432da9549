import { APP_ROUTES, formatRelativeTime } from "@vocable/domain";
import { useMemo } from "react";
import { Link } from "react-router";
import { LoadMoreFooter } from "#components/paged-list/load-more-footer";
import { LaterPageError, PagedListBody } from "#components/paged-list/paged-list-states";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useEarnings } from "../api/use-payout-lists";
import { formatCents } from "../money";
import { earningRoleLabel } from "../payout-view";

/** Each accepted task's earning, newest first, paid out or not. */
export function EarningsList({ userId }: { userId: string }) {
  const list = useEarnings(userId);
  const nowUnix = useNowUnix();
  const earnings = useMemo(() => list.data?.pages.flatMap((p) => p.earnings) ?? [], [list.data]);
  return (
    <section aria-labelledby="earnings-heading" className="flex flex-col gap-3">
      <h2 id="earnings-heading" className="text-base font-semibold">
        Earnings
      </h2>
      <PagedListBody
        list={list}
        loadingLabel="Loading your earnings"
        isEmpty={earnings.length === 0}
        emptyTestId="earnings-empty"
        empty={
          <>
            <p className="max-w-md">No earnings yet. You earn when a reviewer accepts work you handed in.</p>
            <Link to={APP_ROUTES.productionsUnclaimed} className="font-medium underline">
              Find work to claim
            </Link>
          </>
        }
      >
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="earnings-list">
          {earnings.map((e) => (
            <li key={e.earning_id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5 text-sm">
              <span>
                {earningRoleLabel(e.role)}
                <span className="text-muted-foreground"> · {formatRelativeTime(e.created_at_unix, Math.max(nowUnix, e.created_at_unix))}</span>
              </span>
              <span className="flex items-center gap-3">
                <span className="text-xs text-muted-foreground">{e.paid ? "Paid out" : "In your balance"}</span>
                <span className="font-medium tabular-nums">{formatCents(e.amount_cents)}</span>
              </span>
            </li>
          ))}
        </ul>
      </PagedListBody>
      <LaterPageError list={list} />
      <LoadMoreFooter canLoadMore={!!list.hasNextPage && !list.isFetchNextPageError && earnings.length > 0} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </section>
  );
}
