import { APP_ROUTES } from "@vocable/domain";
import { useMemo } from "react";
import { Link } from "react-router";
import { LoadMoreFooter } from "#components/paged-list/load-more-footer";
import { LaterPageError, PagedListBody } from "#components/paged-list/paged-list-states";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useProducerTasks } from "../api/use-producer-tasks";
import { HistoryTaskRow } from "./history-task-row";
import { ProducerGate } from "./producer-gate";
import { ProductionsFrame } from "./productions-frame";

/** /app/productions/history: finished tasks (accepted, given back, expired, cancelled), newest first, each with its reviewers' feedback. */
export function HistoryPage() {
  return (
    <ProductionsFrame title="Task history" description="Your finished tasks, newest first, with what each earned and what reviewers said about it.">
      <ProducerGate>{(producer) => <HistoryTasks userId={producer.userId} />}</ProducerGate>
    </ProductionsFrame>
  );
}

function HistoryTasks({ userId }: { userId: string }) {
  const list = useProducerTasks(userId, "history");
  const nowUnix = useNowUnix();
  const tasks = useMemo(() => list.data?.pages.flatMap((p) => p.tasks) ?? [], [list.data]);
  return (
    <>
      <PagedListBody
        list={list}
        loadingLabel="Loading your finished tasks"
        isEmpty={tasks.length === 0}
        emptyTestId="history-empty"
        empty={
          <>
            <p className="max-w-md">No finished tasks yet. Tasks show here once they are accepted, given back, expired or cancelled.</p>
            <Link to={APP_ROUTES.productionsUnclaimed} className="font-medium underline">
              Find work to claim
            </Link>
          </>
        }
      >
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" aria-busy={list.isFetching || undefined} data-testid="history-list">
          {tasks.map((task) => (
            <HistoryTaskRow key={task.task_id} task={task} userId={userId} nowUnix={nowUnix} />
          ))}
        </ul>
      </PagedListBody>
      <LaterPageError list={list} />
      <LoadMoreFooter canLoadMore={!!list.hasNextPage && !list.isFetchNextPageError && tasks.length > 0} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </>
  );
}
