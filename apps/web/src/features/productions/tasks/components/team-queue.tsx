import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useTeam } from "../api/use-team";
import { heldLanguages, producerTeams } from "../producer-teams";
import type { ProducerContext } from "./producer-gate";
import { EmptyBox } from "./page-states";

/** The queue: how much open work waits in each of the producer's teams, with the way to claim it. */
export function TeamQueue({ status }: { status: ProducerContext["status"] }) {
  const teams = producerTeams(heldLanguages(status.qualifications), status.is_in_probation);
  return (
    <section aria-labelledby="queue-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="queue-heading" className="text-base font-semibold">
          The queue
        </h2>
        <Link to={APP_ROUTES.productionsUnclaimed} className="text-sm font-medium underline">
          Claim work
        </Link>
      </div>
      {teams.length === 0 ? (
        <EmptyBox testId="queue-no-teams">
          <p className="max-w-md">You hold no language qualification, so no team's work is open to you. Pass a language's test to join its teams.</p>
          <Link to={APP_ROUTES.productionsQualifications} className="font-medium underline">
            Qualification tests
          </Link>
        </EmptyBox>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="queue">
          {teams.map((teamId) => (
            <TeamQueueRow key={teamId} teamId={teamId} />
          ))}
        </ul>
      )}
      {status.is_in_probation ? <p className="text-xs text-muted-foreground">Review teams open to you once your probation ends.</p> : null}
    </section>
  );
}

function TeamQueueRow({ teamId }: { teamId: string }) {
  const team = useTeam(teamId);
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm" data-testid="queue-team" data-team-id={teamId}>
      <span className="font-medium">{team.data?.name ?? teamId}</span>
      {team.isPending ? (
        <Spinner label={`Loading ${teamId}`} />
      ) : team.isError ? (
        <span className="text-red-700 dark:text-red-400">{errorMessage(team.error)}</span>
      ) : (
        <span className="tabular-nums text-muted-foreground">{team.data.open_tasks === 1 ? "1 open task" : `${team.data.open_tasks} open tasks`}</span>
      )}
    </li>
  );
}
