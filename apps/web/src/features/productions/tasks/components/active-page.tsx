import { APP_ROUTES } from "@vocable/domain";
import { useMemo } from "react";
import { Link } from "react-router";
import { LoadMoreFooter } from "#components/paged-list/load-more-footer";
import { LaterPageError, PagedListBody } from "#components/paged-list/paged-list-states";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useProducerTasks } from "../api/use-producer-tasks";
import { ActiveTaskRow } from "./active-task-row";
import { ProducerGate } from "./producer-gate";
import { ProductionsFrame } from "./productions-frame";

/** /app/productions/active: the tasks the producer is working on, and those handed in and waiting for review. */
export function ActivePage() {
  return (
    <ProductionsFrame title="Active tasks" description="The work you claimed, returned to you for changes, or handed in and waiting for a reviewer. Open a task to work on it in the editor.">
      <ProducerGate>{(producer) => <ActiveTasks userId={producer.userId} />}</ProducerGate>
    </ProductionsFrame>
  );
}

function ActiveTasks({ userId }: { userId: string }) {
  const list = useProducerTasks(userId, "active");
  const nowUnix = useNowUnix();
  const tasks = useMemo(() => list.data?.pages.flatMap((p) => p.tasks) ?? [], [list.data]);
  return (
    <>
      <PagedListBody
        list={list}
        loadingLabel="Loading your active tasks"
        isEmpty={tasks.length === 0}
        emptyTestId="active-empty"
        empty={
          <>
            <p className="max-w-md">You are not working on any task. Claim open work in your teams to start earning.</p>
            <Link to={APP_ROUTES.productionsUnclaimed} className="font-medium underline">
              Find work to claim
            </Link>
          </>
        }
      >
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" aria-busy={list.isFetching || undefined} data-testid="active-list">
          {tasks.map((task) => (
            <ActiveTaskRow key={task.task_id} task={task} userId={userId} nowUnix={nowUnix} />
          ))}
        </ul>
      </PagedListBody>
      <LaterPageError list={list} />
      <LoadMoreFooter canLoadMore={!!list.hasNextPage && !list.isFetchNextPageError && tasks.length > 0} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </>
  );
}
