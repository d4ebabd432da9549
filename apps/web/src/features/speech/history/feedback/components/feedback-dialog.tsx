import {
  FEEDBACK_TEXT_MAX,
  NEGATIVE_FEEDBACK_REASONS,
  NEGATIVE_FEEDBACK_REASON_LABELS,
  feedbackCounterLabel,
  validateFeedback,
  type FeedbackInput,
  type NegativeFeedbackReason,
} from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Textarea } from "#components/ui/textarea";

interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  thumbsUp: boolean;
  pending: boolean;
  onSubmit: (input: FeedbackInput) => void;
}

type Reasons = Record<NegativeFeedbackReason, boolean>;

const noReasons = (): Reasons =>
  Object.fromEntries(NEGATIVE_FEEDBACK_REASONS.map((r) => [r, false])) as Reasons;

/**
 * Feedback details (spec voices §5): a positive vote takes an optional text (counter n / 200,
 * a non-empty text under 20 characters blocks submission); a negative vote takes five reasons.
 */
export function FeedbackDialog({ open, onOpenChange, thumbsUp, pending, onSubmit }: FeedbackDialogProps) {
  const [text, setText] = useState("");
  const [reasons, setReasons] = useState<Reasons>(noReasons);

  // Each opening (and a switch of vote while open) starts empty; adjusted while rendering.
  const opening = open ? thumbsUp : null;
  const [openedFor, setOpenedFor] = useState<boolean | null>(null);
  if (opening !== openedFor) {
    setOpenedFor(opening);
    if (opening !== null) {
      setText("");
      setReasons(noReasons());
    }
  }

  const issues = thumbsUp ? validateFeedback({ thumbs_up: true, feedback: text }) : [];
  const error = issues[0]?.message ?? null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (error || pending) return;
    onSubmit(thumbsUp ? { thumbs_up: true, feedback: text } : { thumbs_up: false, ...reasons });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={thumbsUp ? "What did you like?" : "What went wrong?"}
      description={thumbsUp ? "Tell us what worked well (optional)." : "Select everything that applies."}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" data-testid="feedback-dialog">
        {thumbsUp ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor="feedback-text" className="sr-only">
              Feedback
            </label>
            <Textarea
              id="feedback-text"
              rows={4}
              value={text}
              maxLength={FEEDBACK_TEXT_MAX}
              onChange={(e) => setText(e.target.value)}
              placeholder="The voice sounded natural..."
              aria-invalid={error ? true : undefined}
              aria-describedby="feedback-text-help"
            />
            <div id="feedback-text-help" className="flex items-start justify-between gap-3 text-xs">
              <span role={error ? "alert" : undefined} className="text-red-600 dark:text-red-400">
                {error}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums dark:text-zinc-400" data-testid="feedback-counter">
                {feedbackCounterLabel(text)}
              </span>
            </div>
          </div>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Reasons</legend>
            {NEGATIVE_FEEDBACK_REASONS.map((reason) => (
              <label key={reason} className="flex items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-zinc-900 dark:accent-zinc-100"
                  checked={reasons[reason]}
                  onChange={(e) => setReasons((r) => ({ ...r, [reason]: e.target.checked }))}
                />
                {NEGATIVE_FEEDBACK_REASON_LABELS[reason]}
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={Boolean(error) || pending}>
            Submit feedback
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
