import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { Textarea } from "#components/ui/textarea";

interface ReviewPanelProps {
  general: string;
  onGeneral: (text: string) => void;
  /** Notes written, per segment and on the whole. */
  noteCount: number;
  running: string | null;
  disabled: boolean;
  onVerdict: (verdict: "accept" | "return") => void;
}

/**
 * A review's verdict: correct the segments above (saved as you go), write feedback at the segments
 * or on the whole work, then Accept (the work is delivered as corrected) or Return with feedback.
 */
export function ReviewPanel({ general, onGeneral, noteCount, running, disabled, onVerdict }: ReviewPanelProps) {
  return (
    <section aria-labelledby="editor-review-heading" className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800" data-testid="editor-review">
      <h2 id="editor-review-heading" className="font-semibold">
        Verdict
      </h2>
      <p className="text-sm text-muted-foreground">
        Correct the transcript where it is wrong: it is delivered as you leave it when you accept. To send the work back, write what to change at the segments or below.
      </p>
      <label htmlFor="editor-review-general" className="text-sm font-medium">
        Feedback on the whole work
      </label>
      <Textarea id="editor-review-general" rows={3} maxLength={2000} value={general} onChange={(e) => onGeneral(e.target.value)} readOnly={disabled} />
      <div className="flex flex-wrap items-center gap-2">
        <Button disabled={disabled || running !== null} onClick={() => onVerdict("accept")}>
          {running === "accept" ? <Spinner label="Accepting" /> : null}
          Accept
        </Button>
        <Button variant="secondary" disabled={disabled || running !== null || noteCount === 0} onClick={() => onVerdict("return")} aria-describedby="editor-review-return-hint">
          {running === "return" ? <Spinner label="Returning" /> : null}
          Return with feedback
        </Button>
        <p id="editor-review-return-hint" className="text-xs text-muted-foreground">
          {noteCount === 0 ? "Returning needs feedback: write it at a segment or on the whole work." : `${noteCount} note${noteCount === 1 ? "" : "s"} will be sent.`}
        </p>
      </div>
    </section>
  );
}
