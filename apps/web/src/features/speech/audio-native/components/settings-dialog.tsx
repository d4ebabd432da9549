import { useState } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { useAudioNativeSettings } from "../api/use-audio-native-settings";
import { useUpdateAudioNativeSettings } from "../api/use-update-audio-native-settings";

const HEX = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

interface Draft {
  title: string;
  author: string;
  textColor: string;
  backgroundColor: string;
  small: boolean;
  pageUrl: string;
  enabled: boolean;
}

interface Project {
  id: string;
  name: string;
  pageUrl: string | null;
  enabled: boolean;
}

/** The player's settings: title, author, colours, size, whether it shows, and the page that embeds it. */
export function SettingsDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const settings = useAudioNativeSettings(project?.id ?? null);
  const loaded = settings.data?.settings;
  return (
    <Dialog open={project !== null} onOpenChange={(o) => (o ? undefined : onClose())} title={project ? `Player of ${project.name}` : "Player"} className="max-w-xl">
      {!project || !loaded || settings.isFetching ? (
        <div className="flex justify-center py-8 text-muted-foreground">
          <Spinner label="Loading the player's settings" />
        </div>
      ) : (
        // Keyed by the project: each opening starts from its settings, and the list polling behind it does not undo edits.
        <SettingsForm
          key={project.id}
          projectId={project.id}
          initial={{ title: loaded.title, author: loaded.author, textColor: loaded.text_color, backgroundColor: loaded.background_color, small: loaded.small, pageUrl: project.pageUrl ?? "", enabled: project.enabled }}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function SettingsForm({ projectId, initial, onDone }: { projectId: string; initial: Draft; onDone: () => void }) {
  const update = useUpdateAudioNativeSettings();
  const [draft, setDraft] = useState<Draft>(initial);
  const colourError = !HEX.test(draft.textColor) || !HEX.test(draft.backgroundColor) ? "Colours are written as #rgb or #rrggbb." : null;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (colourError) return;
        const change = {
          title: draft.title.trim(),
          author: draft.author.trim(),
          text_color: draft.textColor,
          background_color: draft.backgroundColor,
          small: draft.small,
          enabled: draft.enabled,
          page_url: draft.pageUrl.trim() === "" ? null : draft.pageUrl.trim(),
        };
        // Saving refetches the project, which can remount this form before a per-call onSuccess
        // runs (React Query then drops it): awaiting the mutation closes the dialog either way.
        update.mutateAsync({ projectId, change }).then(onDone, () => {
          // The hook's onError has told the person.
        });
      }}
    >
      <Field id="player-title" label="Title">
        <Input id="player-title" maxLength={300} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
      </Field>
      <Field id="player-author" label="Author">
        <Input id="player-author" maxLength={200} value={draft.author} onChange={(e) => setDraft({ ...draft, author: e.target.value })} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="player-text-color" label="Text colour" error={colourError}>
          <Input id="player-text-color" value={draft.textColor} onChange={(e) => setDraft({ ...draft, textColor: e.target.value })} />
        </Field>
        <Field id="player-background-color" label="Background colour">
          <Input id="player-background-color" value={draft.backgroundColor} onChange={(e) => setDraft({ ...draft, backgroundColor: e.target.value })} />
        </Field>
      </div>
      <Field id="player-page-url" label="Page that embeds the player" hint="The SDK's updateContentFromUrl finds the project by this address.">
        <Input id="player-page-url" type="url" maxLength={2000} value={draft.pageUrl} onChange={(e) => setDraft({ ...draft, pageUrl: e.target.value })} placeholder="https://example.com/articles/tides" />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.small} onChange={(e) => setDraft({ ...draft, small: e.target.checked })} /> Small player (one line)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} /> Show the player (off: the embedded player shows nothing)
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending || colourError !== null}>
          {update.isPending ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}
