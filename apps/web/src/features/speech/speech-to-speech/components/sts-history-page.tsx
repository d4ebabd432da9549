import type { HistoryItem } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { useDownloadHistory } from "#features/speech/history/api/use-download-history";
import { useHistoryList } from "#features/speech/history/api/use-history-list";
import { HistoryPagedList } from "#features/speech/history/components/history-paged-list";
import { NO_FILTERS, historyPageSize, type HistoryFilters } from "#features/speech/history/history-filters";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useStsModels } from "../api/use-sts-models";
import { useClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import { fetchSourceAudio } from "../api/download-source-audio";
import { StsHistoryRow } from "./sts-history-row";

/** The history list's filter: the voice changer's items only. */
const STS_ONLY: HistoryFilters = { ...NO_FILTERS, source: "STS" };

/**
 * /app/speech-synthesis/speech-to-speech/history: the voice changer's conversions (GET /v1/history
 * ?source=STS), newest first under date headings, loaded as the list scrolls; each plays and
 * downloads converted or original, and can be deleted.
 */
export function StsHistoryPage() {
  const [pageSize] = useState(() => historyPageSize(window.innerHeight));
  const list = useHistoryList(STS_ONLY, pageSize);
  const models = useStsModels();
  const clips = useClipPlayer();
  const nowUnix = useNowUnix();
  const download = useDownloadHistory();
  const [downloading, setDownloading] = useState<{ id: string; what: "converted" | "original" } | null>(null);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.history) ?? [], [list.data]);
  const modelNames = useMemo(() => new Map((models.data ?? []).map((m) => [m.model_id, m.name])), [models.data]);

  function downloadConverted(item: HistoryItem) {
    setDownloading({ id: item.history_item_id, what: "converted" });
    download.mutate([item.history_item_id], { onSettled: () => setDownloading(null) });
  }

  async function downloadOriginal(item: HistoryItem) {
    setDownloading({ id: item.history_item_id, what: "original" });
    try {
      const file = await fetchSourceAudio(item);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      handleError(error);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Voice changer history</h1>
          <p className="text-sm text-muted-foreground">Your conversions, newest first, each with the speech it was made from.</p>
        </div>
        <Link
          to={APP_ROUTES.speechToSpeech}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          New conversion
        </Link>
      </div>

      <HistoryPagedList
        list={list}
        items={items}
        nowUnix={nowUnix}
        loadingLabel="Loading the conversions"
        emptyTestId="sts-history-empty"
        empty={
          <>
            <p>Nothing here yet. Speech you convert with the voice changer appears here.</p>
            <Link to={APP_ROUTES.speechToSpeech} className="font-medium text-zinc-900 underline dark:text-zinc-100">
              Go to the voice changer
            </Link>
          </>
        }
        idPrefix="sts-history-group"
        data-testid="sts-history-list"
        renderItem={(item, onDelete) => (
          <StsHistoryRow
            key={item.history_item_id}
            item={item}
            nowUnix={nowUnix}
            clips={clips}
            modelName={modelNames.get(item.model_id)}
            downloading={downloading?.id === item.history_item_id ? downloading.what : null}
            onDownloadConverted={() => downloadConverted(item)}
            onDownloadOriginal={() => void downloadOriginal(item)}
            onDelete={onDelete}
          />
        )}
        notice={
          clips.error ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              The original could not be played: {clips.error}
            </p>
          ) : null
        }
        deleteTitle="Delete this conversion?"
        deleteDescription="The converted speech and its original are removed from your history. This cannot be undone."
      />
    </div>
  );
}
