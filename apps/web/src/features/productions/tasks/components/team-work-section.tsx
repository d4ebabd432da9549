import { APP_ROUTES } from "@vocable/domain";
import { useMemo } from "react";
import { Link } from "react-router";
import { LoadMoreFooter } from "#components/paged-list/load-more-footer";
import { LaterPageError, PagedListBody } from "#components/paged-list/paged-list-states";
import { Spinner } from "#components/ui/spinner";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useTeam } from "../api/use-team";
import { useTeamWork } from "../api/use-team-work";
import type { ClaimFlow } from "../hooks/use-claim-flow";
import { ClaimError } from "./claim-error";
import { OpenWorkRow } from "./open-work-row";

/** One team: its name and count of open work, then the work itself with "Load more". */
export function TeamWorkSection({ teamId, claim }: { teamId: string; claim: ClaimFlow }) {
  const team = useTeam(teamId);
  const list = useTeamWork(teamId);
  const nowUnix = useNowUnix();
  const work = useMemo(() => list.data?.pages.flatMap((p) => p.tasks) ?? [], [list.data]);
  const headingId = `team-${teamId}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="unclaimed-team" data-team-id={teamId}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold">
          {team.data?.name ?? teamId}
        </h2>
        {team.isPending ? <Spinner label="Loading the team" /> : null}
        {team.isSuccess ? (
          <span className="text-sm text-muted-foreground">
            {team.data.open_tasks === 1 ? "1 open task" : `${team.data.open_tasks} open tasks`}
            {team.data.qualified ? "" : " · you are not qualified for this team"}
          </span>
        ) : null}
      </div>
      {/* A refused claim whose work left the list (taken meanwhile) says why here instead. */}
      {claim.error && claim.attempted?.teamId === teamId && !work.some((w) => w.description_id === claim.attempted?.descriptionId) ? <ClaimError error={claim.error} /> : null}
      <PagedListBody
        list={list}
        loadingLabel={`Loading the open work of ${teamId}`}
        isEmpty={work.length === 0}
        emptyTestId="unclaimed-team-empty"
        empty={
          <>
            <p className="max-w-md">No open work in this team right now. New work arrives when customers order it; check back later or look at your active tasks.</p>
            <Link to={APP_ROUTES.productionsActive} className="font-medium underline">
              Active tasks
            </Link>
          </>
        }
      >
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" aria-busy={list.isFetching || undefined}>
          {work.map((item) => (
            <OpenWorkRow key={item.description_id} work={item} nowUnix={nowUnix} claim={claim} />
          ))}
        </ul>
      </PagedListBody>
      <LaterPageError list={list} />
      <LoadMoreFooter canLoadMore={!!list.hasNextPage && !list.isFetchNextPageError && work.length > 0} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </section>
  );
}
