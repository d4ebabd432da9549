import { formatRelativeTime } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { useAcknowledgeFeedback, useTaskFeedback } from "../api/use-task-feedback";
import { PageError } from "./page-states";

/** A task's feedback from its reviewers, in the order it was written, with "Acknowledge" while some is unread. */
export function TaskFeedback({ userId, taskId, nowUnix }: { userId: string; taskId: string; nowUnix: number }) {
  const feedback = useTaskFeedback(userId, taskId);
  const ack = useAcknowledgeFeedback(userId, taskId);
  if (feedback.isPending) return <Spinner label="Loading the feedback" />;
  if (feedback.isError) return <PageError error={feedback.error} onRetry={() => void feedback.refetch()} retrying={feedback.isFetching} />;
  const notes = feedback.data.feedback;
  if (notes.length === 0) return <p className="text-sm text-muted-foreground">No feedback on this task: its reviewer left no notes.</p>;
  const unread = notes.some((n) => !n.acknowledged);

  return (
    <div className="flex flex-col gap-2 rounded-lg bg-zinc-50 p-3 dark:bg-zinc-900/60" data-testid="task-feedback">
      <ul className="flex flex-col gap-2">
        {notes.map((note) => (
          <li key={note.feedback_id} className="flex flex-col gap-0.5 text-sm" data-acknowledged={note.acknowledged}>
            <p className="whitespace-pre-wrap">{note.text}</p>
            <p className="text-xs text-muted-foreground">
              {note.segment_id ? "On one segment" : "On the whole task"}
              <span aria-hidden> · </span>
              {formatRelativeTime(note.created_at_unix, Math.max(nowUnix, note.created_at_unix))}
              {note.acknowledged ? "" : " · unread"}
            </p>
          </li>
        ))}
      </ul>
      {unread ? (
        <Button size="sm" className="w-fit" disabled={ack.isPending} onClick={() => ack.mutate()} data-testid="task-feedback-ack">
          {ack.isPending ? "Acknowledging…" : "Acknowledge"}
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">You have read all of it.</p>
      )}
    </div>
  );
}
