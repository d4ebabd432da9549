import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { FileDropZone } from "#components/ui/file-drop-zone";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { uploadPercent } from "#lib/upload-with-progress";
import { useRegisterMedia } from "../api/use-register-media";
import { MEDIA_SOURCE_LABELS, mediaSourceProblem, type MediaSource, type MediaSourceKind } from "../order-media";
import { HistoryItemPicker } from "./history-item-picker";
import { LanguageSelect } from "./language-select";
import { MediaUploadProgress } from "./media-upload-progress";

const KINDS = Object.keys(MEDIA_SOURCE_LABELS) as MediaSourceKind[];

/** "Add media": where it comes from (a file, an address, a history item, a transcript or a dub), the language spoken, then Add media. */
export function AddMediaForm({ orderId }: { orderId: string }) {
  const register = useRegisterMedia(orderId);
  const [kind, setKind] = useState<MediaSourceKind>("upload");
  const [language, setLanguage] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const busy = register.isPending;

  const source: MediaSource | null = kind === "upload" ? (file ? { kind, file } : null) : kind === "url" ? { kind, url: text } : { kind, id: text };

  function submit(event: FormEvent) {
    event.preventDefault();
    const why = source ? mediaSourceProblem(source) : "Choose a file first.";
    setProblem(why);
    if (why || !source || !language) return;
    register.fire(
      { source, language },
      {
        onSuccess: () => {
          setFile(null);
          setText("");
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-label="Add media" data-testid="order-add-media">
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2" disabled={busy}>
        <legend className="mb-1 text-sm font-medium">Where the media comes from</legend>
        {KINDS.map((k) => (
          <label key={k} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="radio"
              name="order-media-source"
              value={k}
              checked={kind === k}
              onChange={() => {
                setKind(k);
                setText("");
                setProblem(null);
              }}
            />
            {MEDIA_SOURCE_LABELS[k]}
          </label>
        ))}
      </fieldset>

      {kind === "upload" ? (
        <FileDropZone
          onFiles={(files) => setFile(files[0] ?? null)}
          disabled={busy}
          accept="audio/*,video/*"
          prompt={file ? `Chosen: ${file.name}` : "Drop an audio or video file here, or"}
          browseText="Choose a file"
          hint="Audio or video of at most 3 hours."
          data-testid="order-media-drop"
          inputTestId="order-media-file"
        />
      ) : kind === "history" ? (
        <HistoryItemPicker value={text} onChange={setText} disabled={busy} />
      ) : (
        <Field id="order-media-text" label={kind === "url" ? "Address of the file" : kind === "transcript" ? "Transcript ID" : "Dub ID"} hint={sourceHint(kind)}>
          <Input id="order-media-text" value={text} onChange={(e) => setText(e.target.value)} disabled={busy} type={kind === "url" ? "url" : "text"} placeholder={kind === "url" ? "https://" : undefined} />
        </Field>
      )}

      <LanguageSelect id="order-media-language" label="Language spoken" kind="transcription" value={language} onChange={setLanguage} disabled={busy} />

      {busy ? <MediaUploadProgress upload={kind === "upload"} percent={register.progress ? uploadPercent(register.progress) : 0} /> : null}
      {problem || register.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="order-media-error">
          {problem ?? errorMessage(register.error)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy || !language || !source} data-testid="order-media-add">
          {busy ? <Spinner label="Adding the media" /> : null}
          Add media
        </Button>
      </div>
    </form>
  );
}

function sourceHint(kind: MediaSourceKind): string {
  if (kind === "url") return "A public https address of an audio or video file; the server fetches it.";
  if (kind === "transcript") return "The ID of one of your speech-to-text transcripts: its audio is used.";
  return "The ID of one of the workspace's dubs: its source media is used. A dub review needs media added this way.";
}
