import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { Textarea } from "#components/ui/textarea";
import { errorMessage } from "#lib/handle-error";
import { dubLanguageName } from "#features/dubbing/dubs/dub-languages";
import { useUpdateSegment } from "../api/use-update-segment";
import type { SegmentView } from "../studio-view";

/** The longest line the server takes. */
const MAX_LINE = 5000;

interface SegmentEditorProps {
  dubbingId: string;
  segment: SegmentView;
  language: string;
  /** Another change is running: saving waits for it. */
  busy: boolean;
  onClose: () => void;
}

/** A segment's line in a text box: Save sends it (the line then needs a re-dub), Cancel leaves it as it was. */
export function SegmentEditor({ dubbingId, segment, language, busy, onClose }: SegmentEditorProps) {
  const update = useUpdateSegment(dubbingId);
  const [text, setText] = useState(segment.line?.text ?? "");
  const id = `dub-segment-text-${segment.id}`;
  const unchanged = text === (segment.line?.text ?? "");

  function save(event: FormEvent) {
    event.preventDefault();
    if (update.isPending || busy || unchanged) return;
    update.mutate({ segmentId: segment.id, language, text }, { onSuccess: onClose });
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-2" data-testid="dub-segment-editor">
      <label htmlFor={id} className="text-xs font-medium text-zinc-700 dark:text-zinc-300">
        The {dubLanguageName(language)} line
      </label>
      <Textarea
        id={id}
        rows={2}
        maxLength={MAX_LINE}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onClose();
        }}
        autoFocus
        data-testid="dub-segment-text"
      />
      {update.error ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400" data-testid="dub-segment-save-error">
          The line could not be saved: {errorMessage(update.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={update.isPending || busy || unchanged} data-testid="dub-segment-save">
          {update.isPending ? <Spinner label="Saving the line" /> : null}
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <span className="text-xs text-muted-foreground">Saved lines are heard once re-dubbed.</span>
      </div>
    </form>
  );
}
