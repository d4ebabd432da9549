import { useState } from "react";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import type { EditorTools } from "../hooks/use-editor-tools";

interface EditorToolbarProps {
  tools: EditorTools;
  editable: boolean;
  /** Align, resegment and retranscribe work on the media's speech (not a dub review's lines). */
  audioTools: boolean;
  editedCount: number;
  /** The segment being worked on (translate it alone), if any. */
  workingId: string | null;
  /** A transcription or dub review is submitted; a review gives a verdict instead. */
  canSubmit: boolean;
  changesShown: boolean;
  onToggleChanges: () => void;
}

/** The transcript's tools: align the edited text, cut again, translate, the changes, submit. */
export function EditorToolbar({ tools, editable, audioTools, editedCount, workingId, canSubmit, changesShown, onToggleChanges }: EditorToolbarProps) {
  const [confirming, setConfirming] = useState(false);
  const { running } = tools;
  const idle = editable && running === null;
  const spin = (key: string, label: string) => (running === key ? <Spinner label={label} /> : null);
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid="editor-toolbar">
      {audioTools ? (
        <>
          <Button variant="secondary" size="sm" disabled={!idle || editedCount === 0} onClick={tools.align} aria-describedby="editor-align-hint">
            {spin("align", "Aligning")}
            Align edited segments
          </Button>
          <span id="editor-align-hint" className="sr-only">
            {editedCount} segment{editedCount === 1 ? "" : "s"} with edited text
          </span>
          <Button variant="secondary" size="sm" disabled={!idle} onClick={tools.resegment}>
            {spin("resegment", "Resegmenting")}
            Resegment
          </Button>
        </>
      ) : null}
      <TranslateForm tools={tools} disabled={running !== null} workingId={workingId} />
      <Button variant="secondary" size="sm" aria-expanded={changesShown} onClick={onToggleChanges}>
        {changesShown ? "Hide changes" : "Show changes"}
      </Button>
      {canSubmit ? (
        <Button size="sm" disabled={!idle} onClick={() => setConfirming(true)}>
          {spin("submit", "Submitting")}
          Submit for review
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Submit for review?"
        description="The transcript is saved and handed in; you cannot change it unless the reviewer returns it."
        confirmText="Submit"
        onConfirm={() => {
          setConfirming(false);
          tools.submit();
        }}
      />
    </div>
  );
}

function TranslateForm({ tools, disabled, workingId }: { tools: EditorTools; disabled: boolean; workingId: string | null }) {
  const [to, setTo] = useState("");
  const [onlyWorking, setOnlyWorking] = useState(false);
  const code = to.trim().toLowerCase();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        tools.translate(code, onlyWorking && workingId ? [workingId] : undefined);
      }}
    >
      <label className="flex flex-col gap-1 text-xs font-medium">
        Translate into (language code)
        <span className="block w-24">
          <Input className="h-8" value={to} maxLength={16} placeholder="es" onChange={(e) => setTo(e.target.value)} />
        </span>
      </label>
      <label className="flex h-8 items-center gap-1.5 text-xs">
        <input type="checkbox" checked={onlyWorking} disabled={!workingId} onChange={(e) => setOnlyWorking(e.target.checked)} />
        Only the current segment
      </label>
      <Button type="submit" variant="secondary" size="sm" disabled={disabled || !/^[a-z0-9_-]{1,16}$/.test(code)}>
        {tools.running === "translate" ? <Spinner label="Translating" /> : null}
        Translate
      </Button>
    </form>
  );
}
