import { formatDateTime } from "@vocable/domain";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import type { EditorSegment } from "../segment-edits";
import type { FeedbackItem, FeedbackList } from "../api/task-types";

interface FeedbackPanelProps {
  feedback: UseQueryResult<FeedbackList>;
  acknowledge: UseMutationResult<FeedbackList, Error, void>;
  segments: readonly EditorSegment[];
  onGoTo: (index: number) => void;
}

/**
 * The reviewer's feedback on a returned task: the notes on the whole work here, each note on a
 * segment at its segment (and listed here to go to it), and "Acknowledge" while some are unread.
 */
export function FeedbackPanel({ feedback, acknowledge, segments, onGoTo }: FeedbackPanelProps) {
  if (feedback.isPending) return <Spinner label="Loading the reviewer's feedback" />;
  if (feedback.error && !feedback.data) {
    return <InlineError title="The reviewer's feedback could not be loaded" message={errorMessage(feedback.error)} onRetry={() => void feedback.refetch()} retrying={feedback.isFetching} />;
  }
  const items = feedback.data.feedback;
  if (items.length === 0) return null;
  const unread = items.filter((f) => !f.acknowledged).length;
  return (
    <section aria-labelledby="editor-feedback-heading" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100" data-testid="editor-feedback">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="editor-feedback-heading" className="font-semibold">
          Reviewer's feedback{unread ? ` (${unread} new)` : ""}
        </h2>
        {unread ? (
          <Button size="sm" variant="secondary" disabled={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
            {acknowledge.isPending ? <Spinner label="Acknowledging" /> : null}
            Acknowledge
          </Button>
        ) : (
          <p className="text-xs">Acknowledged</p>
        )}
      </div>
      {acknowledge.error ? <p role="alert" className="text-red-700 dark:text-red-400">{errorMessage(acknowledge.error)}</p> : null}
      <ul className="flex max-h-48 flex-col gap-1.5 overflow-y-auto">
        {items.map((f) => (
          <FeedbackLine key={f.feedback_id} item={f} index={f.segment_id ? segments.findIndex((s) => s.id === f.segment_id) : -1} onGoTo={onGoTo} />
        ))}
      </ul>
    </section>
  );
}

function FeedbackLine({ item, index, onGoTo }: { item: FeedbackItem; index: number; onGoTo: (index: number) => void }) {
  return (
    <li className="flex flex-wrap items-baseline gap-2">
      <span className="font-medium">{item.segment_id === null ? "On the whole work" : index >= 0 ? `Segment ${index + 1}` : "A segment no longer in the transcript"}:</span>
      <span className="min-w-0 flex-1">{item.text}</span>
      <span className="text-xs opacity-80">{formatDateTime(item.created_at_unix)}</span>
      {index >= 0 ? (
        <Button size="sm" variant="ghost" className="h-7" onClick={() => onGoTo(index)}>
          Go to segment {index + 1}
        </Button>
      ) : null}
    </li>
  );
}
