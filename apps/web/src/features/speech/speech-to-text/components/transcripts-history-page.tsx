import type { TranscriptSummary } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useDeleteTranscript } from "../api/use-delete-transcript";
import { useTranscriptList } from "../api/use-transcript-list";
import { TranscriptRow } from "./transcript-row";

/** /app/speech-synthesis/speech-to-text/history: the workspace's transcripts, newest first, with Delete. */
export function TranscriptsHistoryPage() {
  const list = useTranscriptList();
  const remove = useDeleteTranscript();
  const nowUnix = useNowUnix();
  const [pendingDelete, setPendingDelete] = useState<TranscriptSummary | null>(null);
  const transcripts = useMemo(() => list.data?.pages.flatMap((p) => p.transcripts) ?? [], [list.data]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Transcripts</h1>
          <p className="text-sm text-muted-foreground">Audio you transcribed, newest first.</p>
        </div>
        <Link
          to={APP_ROUTES.speechToText}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          New transcription
        </Link>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading the transcripts" />
        </div>
      ) : list.isError && !list.data ? (
        <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : transcripts.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700"
          data-testid="transcripts-empty"
        >
          <p>Nothing here yet. Audio you transcribe appears here.</p>
          <Link to={APP_ROUTES.speechToText} className="font-medium text-zinc-900 underline dark:text-zinc-100">
            Go to Speech to Text
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="transcripts-list">
          {transcripts.map((t) => (
            <TranscriptRow key={t.transcription_id} transcript={t} nowUnix={nowUnix} onDelete={() => setPendingDelete(t)} />
          ))}
        </ul>
      )}

      {/* A later page (or a refresh) failed: what was loaded stays, with the error under it. */}
      {list.isError && list.data ? (
        <InlineError
          message={errorMessage(list.error)}
          onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
          retrying={list.isFetching}
        />
      ) : null}

      {list.hasNextPage && !list.isFetchNextPageError ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} data-testid="transcripts-more">
            {list.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete this transcript?"
        description={pendingDelete ? `The transcript of “${pendingDelete.file_name}” and its audio are removed. This cannot be undone.` : undefined}
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete.transcription_id, { onSuccess: () => setPendingDelete(null) });
        }}
      />
    </div>
  );
}
