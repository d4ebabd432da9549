import { APP_ROUTES } from "@vocable/domain";
import { useCallback } from "react";
import { Link, useSearchParams } from "react-router";
import { Icon } from "#components/ui/icon";
import { TRANSCRIPT_PARAM } from "../transcript-href";
import { TranscriptView } from "./transcript-view";
import { UploadForm } from "./upload-form";

/**
 * /app/speech-synthesis/speech-to-text: upload (or record) audio and transcribe it; the transcript
 * opens below the form (`?transcript=<id>`) and follows the job until it is done.
 */
export function SpeechToTextPage() {
  const [params, setParams] = useSearchParams();
  const transcriptionId = params.get(TRANSCRIPT_PARAM);

  const open = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(TRANSCRIPT_PARAM, id);
        return next;
      }),
    [setParams],
  );
  // Replaces the entry: Back must not lead to a transcript that is gone.
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(TRANSCRIPT_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Speech to Text</h1>
          <p className="text-sm text-muted-foreground">
            Turn a recording into text with word timings: follow along while it plays, and download it as text or subtitles.
          </p>
        </div>
        <Link
          to={APP_ROUTES.speechToTextHistory}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          data-testid="stt-history-link"
        >
          <Icon name="history" />
          History
        </Link>
      </div>
      <UploadForm onAccepted={open} />
      {transcriptionId ? <TranscriptView key={transcriptionId} transcriptionId={transcriptionId} onDeleted={close} onClose={close} /> : null}
    </div>
  );
}
