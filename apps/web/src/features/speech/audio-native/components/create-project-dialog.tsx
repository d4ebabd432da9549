import { useState } from "react";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { useCreateAudioNativeProject } from "../api/use-create-audio-native-project";

/** The most bytes of an article file (the server's MAX_ARTICLE_FILE_BYTES). */
const MAX_ARTICLE_FILE_BYTES = 5 * 1024 * 1024;

/** New Audio Native project: a name, the player's title and author, and the article as a .txt or HTML file. */
export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateAudioNativeProject();
  const [name, setName] = useState("");
  const [title, setTitle] = useState("");
  const [author, setAuthor] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [convert, setConvert] = useState(true);
  const tooLarge = file !== null && file.size > MAX_ARTICLE_FILE_BYTES;
  const canSubmit = name.trim() !== "" && file !== null && !tooLarge && !create.isPending;

  function close() {
    onOpenChange(false);
    setName("");
    setTitle("");
    setAuthor("");
    setFile(null);
    setConvert(true);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title="New Audio Native project"
      description="An article read aloud by a player you embed in your own page. The conversion is charged as text to speech."
      className="max-w-xl"
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!canSubmit) return;
          create.mutateAsync({ name: name.trim(), title, author, file, convert }).then(close, () => {
            // The hook's onError has told the person.
          });
        }}
      >
        <Field id="audio-native-name" label="Name">
          <Input id="audio-native-name" data-testid="audio-native-name" maxLength={200} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </Field>
        <Field id="audio-native-title" label="Title (spoken first and shown in the player)">
          <Input id="audio-native-title" maxLength={300} value={title} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field id="audio-native-author" label="Author">
          <Input id="audio-native-author" maxLength={200} value={author} onChange={(e) => setAuthor(e.target.value)} />
        </Field>
        <Field
          id="audio-native-file"
          label="Article (.txt in UTF-8, or an HTML page)"
          error={tooLarge ? "The file is larger than 5 MB." : undefined}
          hint="From an HTML page only the article is read: scripts, styles, navigation and hidden parts are left out."
        >
          <input id="audio-native-file" data-testid="audio-native-file" type="file" accept=".txt,.html,.htm,text/plain,text/html" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={convert} onChange={(e) => setConvert(e.target.checked)} /> Convert now and publish when done
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit} data-testid="audio-native-create-submit">
            {create.isPending ? "Creating…" : "Create"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
