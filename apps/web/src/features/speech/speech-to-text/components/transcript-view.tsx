import { useState } from "react";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";
import { useDeleteTranscript } from "../api/use-delete-transcript";
import { useTranscript } from "../api/use-transcript";
import { TranscriptPanel } from "./transcript-panel";

/** Shown for a transcript that does not exist (deleted, mistyped, or another workspace's). */
export const TRANSCRIPT_NOT_FOUND = "This transcript was not found. It may have been deleted.";

/**
 * A transcript by id, polled while it is processing, with Delete (confirmed). `onDeleted` runs
 * once it is gone, and `onClose` lets a transcript that cannot be found be put away.
 */
export function TranscriptView({ transcriptionId, onDeleted, onClose }: { transcriptionId: string; onDeleted: () => void; onClose?: () => void }) {
  const transcript = useTranscript(transcriptionId);
  const remove = useDeleteTranscript();
  const [confirming, setConfirming] = useState(false);

  if (transcript.isPending) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading the transcript" />
      </div>
    );
  }

  if (!transcript.data) {
    const notFound = transcript.error instanceof ApiError && transcript.error.status === 404;
    return (
      <InlineError
        data-testid="transcript-error"
        title="The transcript could not be opened"
        message={notFound ? TRANSCRIPT_NOT_FOUND : errorMessage(transcript.error)}
        onRetry={notFound ? undefined : () => void transcript.refetch()}
        retrying={transcript.isFetching}
        actions={
          onClose ? (
            <button type="button" className="text-sm font-medium underline" onClick={onClose}>
              Close
            </button>
          ) : null
        }
      />
    );
  }

  const data = transcript.data;
  // The poll failed but will try again: say so, keep what is shown.
  const notice =
    transcript.isRefetchError && data.status === "processing" ? `The progress could not be checked: ${errorMessage(transcript.error)} Trying again…` : null;

  return (
    <>
      <TranscriptPanel transcript={data} onDelete={() => setConfirming(true)} notice={notice} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this transcript?"
        description={`The transcript of “${data.file_name}” and its audio are removed. This cannot be undone.`}
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(data.transcription_id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted();
            },
          })
        }
      />
    </>
  );
}
