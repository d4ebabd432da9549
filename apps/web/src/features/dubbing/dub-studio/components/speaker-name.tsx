import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useRenameSpeaker } from "../api/use-rename-speaker";
import type { SpeakerView } from "../studio-view";

/** The longest speaker name the server takes. */
const MAX_NAME = 100;

/** A speaker's name, with Rename (PATCH …/speaker/{id} speaker_name; how they sound does not change). */
export function SpeakerName({ dubbingId, speaker, disabled }: { dubbingId: string; speaker: SpeakerView; disabled: boolean }) {
  const rename = useRenameSpeaker(dubbingId);
  const [draft, setDraft] = useState<string | null>(null);
  const id = `dub-speaker-name-${speaker.id}`;

  function save(event: FormEvent) {
    event.preventDefault();
    const name = draft?.trim() ?? "";
    if (rename.isPending || !name) return;
    if (name === speaker.name) return setDraft(null);
    rename.mutate({ speakerId: speaker.id, name }, { onSuccess: () => setDraft(null) });
  }

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h3 className="truncate text-sm font-semibold" data-testid="dub-speaker-name">
          {speaker.name}
        </h3>
        <Button variant="ghost" size="icon" className="h-7 w-7" disabled={disabled} onClick={() => setDraft(speaker.name)} aria-label={`Rename ${speaker.name}`} data-testid="dub-speaker-rename">
          <Icon name="pencil" />
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          Name of {speaker.name}
        </label>
        <Input
          id={id}
          value={draft}
          maxLength={MAX_NAME}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") setDraft(null);
          }}
          autoFocus
          className="h-8 w-48"
          data-testid="dub-speaker-name-input"
        />
        <Button type="submit" size="sm" disabled={rename.isPending || !draft.trim()} data-testid="dub-speaker-name-save">
          {rename.isPending ? <Spinner label="Saving the name" /> : null}
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDraft(null)} disabled={rename.isPending}>
          Cancel
        </Button>
      </div>
      {rename.error ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          The name could not be saved: {errorMessage(rename.error)}
        </p>
      ) : null}
    </form>
  );
}
