import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useDeliverableText } from "../api/use-deliverables";

/** A delivered transcript's text, read when shown. */
export function TranscriptPreview({ orderId, itemId, mediaId, language }: { orderId: string; itemId: string; mediaId: string; language: string }) {
  const text = useDeliverableText({ orderId, itemId, mediaId, language }, true);
  if (text.isPending) return <Spinner label="Loading the transcript" />;
  if (text.isError) return <InlineError message={errorMessage(text.error)} onRetry={() => void text.refetch()} retrying={text.isFetching} />;
  return (
    <pre
      className="max-h-80 overflow-y-auto rounded-lg bg-zinc-50 p-3 font-sans text-sm whitespace-pre-wrap dark:bg-zinc-900"
      tabIndex={0}
      aria-label="Transcript preview"
      data-testid="order-transcript-preview"
    >
      {text.data.trim() || "The transcript is empty."}
    </pre>
  );
}
