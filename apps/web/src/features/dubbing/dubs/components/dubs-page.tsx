import { useMemo, useState } from "react";
import { LoadMoreFooter } from "#components/paged-list/load-more-footer";
import { LaterPageError, PagedListBody } from "#components/paged-list/paged-list-states";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useDubList } from "../api/use-dub-list";
import { DubRow } from "./dub-row";
import { NewDubDialog } from "./new-dub-dialog";

/**
 * /app/dubbing: the workspace's dubs, newest first ("Load more" for older ones), each with its
 * status and, while it is worked on, its progress (the list is polled meanwhile); a row opens the
 * dub. "New dub" opens the form.
 */
export function DubsPage() {
  const list = useDubList();
  const nowUnix = useNowUnix();
  const [creating, setCreating] = useState(false);
  const dubs = useMemo(() => list.data?.pages.flatMap((p) => p.dubs) ?? [], [list.data]);
  const canLoadMore = list.hasNextPage && !list.isFetchNextPageError;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold">Dubbing</h1>
          <p className="text-sm text-muted-foreground">
            Your workspace's dubs, newest first: a video or an audio file spoken again in another language, over its own background.
          </p>
        </div>
        <Button onClick={() => setCreating(true)} data-testid="dubbing-new">
          <Icon name="upload" />
          New dub
        </Button>
      </div>

      <PagedListBody
        list={list}
        loadingLabel="Loading the dubs"
        isEmpty={dubs.length === 0}
        emptyTestId="dubbing-empty"
        empty={
          <>
            <Icon name="globe" className="h-6 w-6" />
            <p className="max-w-md">
              No dubs yet. Upload a video or an audio file and hear it in another language, or re-voiced in its own; subtitles come with it.
            </p>
            <Button variant="secondary" onClick={() => setCreating(true)} data-testid="dubbing-empty-new">
              New dub
            </Button>
          </>
        }
      >
        <ul
          className="divide-y divide-zinc-200 overflow-hidden rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
          aria-busy={list.isFetching || undefined}
          data-testid="dubbing-list"
        >
          {dubs.map((dub) => (
            <DubRow key={dub.dubbing_id} dub={dub} nowUnix={nowUnix} />
          ))}
        </ul>
      </PagedListBody>

      <LaterPageError list={list} />

      <LoadMoreFooter
        canLoadMore={canLoadMore && dubs.length > 0}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        data-testid="dubbing-more"
      />

      <NewDubDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
