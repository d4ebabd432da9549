import { formatBytes, formatDuration } from "@vocable/domain";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { useElapsedSeconds } from "#features/speech/speech-to-text/hooks/use-elapsed-seconds";
import { useAddLocalModel } from "../api/use-add-local-model";
import { ADD_FAILED_TITLE, MODEL_ARCHIVE_ACCEPT, addModelErrorText, archiveFileError, modelIdError, sha256Error } from "../local-model-labels";
import { AddedModelNotice } from "./added-model-notice";

const FILE_ID = "local-model-file";
const SHA_ID = "local-model-sha256";
const MODEL_ID_ID = "local-model-id";

/** `aria-describedby` of a control with a hint (id `${id}-hint`) that an error (id `${id}-error`) replaces. */
function describedBy(id: string, error: string | null) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : `${id}-hint` } as const;
}

/**
 * Adds a model: a sherpa-onnx archive, optionally its SHA-256 and the id to install it under.
 * The server unpacks it and loads it once in a separate process before it answers (up to a couple
 * of minutes), then says whether it works; a broken model is installed all the same, and its reason
 * is shown here and in the list.
 */
export function AddLocalModelForm() {
  const upload = useAddLocalModel();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input (its value cannot be set) after an upload.
  const [inputKey, setInputKey] = useState(0);
  const [sha256, setSha256] = useState("");
  const [modelId, setModelId] = useState("");
  const [shaTouched, setShaTouched] = useState(false);
  const [idTouched, setIdTouched] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const uploading = upload.isPending;
  // Ticks only while the upload is under way.
  const elapsed = useElapsedSeconds(uploading ? startedAt : null);
  const shaRef = useRef<HTMLInputElement>(null);
  const idRef = useRef<HTMLInputElement>(null);

  const fileError = archiveFileError(file?.name ?? null);
  const shaError = shaTouched ? sha256Error(sha256) : null;
  const idError = idTouched ? modelIdError(modelId) : null;
  const failure = upload.error ? addModelErrorText(upload.error) : null;

  function choose(next: File | null) {
    setFile(next);
    upload.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || fileError || uploading) return;
    setShaTouched(true);
    setIdTouched(true);
    if (sha256Error(sha256)) {
      shaRef.current?.focus();
      return;
    }
    if (modelIdError(modelId)) {
      idRef.current?.focus();
      return;
    }
    setStartedAt(Date.now());
    upload.add(
      { file, sha256, modelId },
      {
        onSuccess: () => {
          setFile(null);
          setInputKey((k) => k + 1);
          setSha256("");
          setModelId("");
          setShaTouched(false);
          setIdTouched(false);
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="local-model-add-heading"
      aria-busy={uploading}
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
      data-testid="local-model-form"
    >
      <div>
        <h3 id="local-model-add-heading" className="text-base font-semibold">
          Add a model
        </h3>
        <p className="text-sm text-muted-foreground">
          Upload a sherpa-onnx model archive, such as a Piper voice from the sherpa-onnx releases. The server unpacks it and loads it once in a separate
          process to check it, which can take up to a couple of minutes.
        </p>
      </div>

      <Field
        id={FILE_ID}
        label="Model archive"
        error={fileError}
        hint={
          <span id={`${FILE_ID}-hint`}>
            A .tar.bz2, .tar.gz or .tgz file.
            {file ? (
              <>
                {" "}
                Chosen: <span className="font-medium break-all">{file.name}</span> ({formatBytes(file.size)}).
              </>
            ) : null}
          </span>
        }
      >
        <input
          key={inputKey}
          id={FILE_ID}
          type="file"
          accept={MODEL_ARCHIVE_ACCEPT}
          disabled={uploading}
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          {...describedBy(FILE_ID, fileError)}
          data-testid="local-model-file"
          className="max-w-full text-sm file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-zinc-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-zinc-900 hover:file:bg-zinc-100 disabled:opacity-50 dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-100 dark:hover:file:bg-zinc-800"
        />
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={SHA_ID}
          label="SHA-256 (optional)"
          error={shaError}
          hint={
            <span id={`${SHA_ID}-hint`}>
              The archive&apos;s checksum, 64 hex digits, as published beside the download. The server checks it before unpacking anything.
            </span>
          }
        >
          <Input
            ref={shaRef}
            id={SHA_ID}
            value={sha256}
            onChange={(e) => setSha256(e.target.value)}
            onBlur={() => setShaTouched(true)}
            disabled={uploading}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            {...describedBy(SHA_ID, shaError)}
            data-testid="local-model-sha256"
          />
        </Field>
        <Field
          id={MODEL_ID_ID}
          label="Model id (optional)"
          error={idError}
          hint={
            <span id={`${MODEL_ID_ID}-hint`}>
              Lower-case letters, digits, . _ and -. Left empty, the server names it after the archive. Its engine is local-&lt;id&gt;.
            </span>
          }
        >
          <Input
            ref={idRef}
            id={MODEL_ID_ID}
            value={modelId}
            onChange={(e) => setModelId(e.target.value)}
            onBlur={() => setIdTouched(true)}
            disabled={uploading}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            {...describedBy(MODEL_ID_ID, idError)}
            data-testid="local-model-id-input"
          />
        </Field>
      </div>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {uploading ? (
          <span className="text-sm text-muted-foreground tabular-nums dark:text-zinc-400" role="timer" data-testid="local-model-elapsed">
            {formatDuration(elapsed)}
          </span>
        ) : null}
        <Button type="submit" disabled={!file || fileError !== null || uploading} className="min-w-28" data-testid="local-model-add">
          {uploading ? (
            <>
              <Spinner label="Uploading and checking the model" /> Adding…
            </>
          ) : (
            "Add"
          )}
        </Button>
      </div>

      <div aria-live="polite" className="flex flex-col gap-2">
        {uploading ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="local-model-uploading">
            Uploading the archive, then checking the model in a separate process. This can take up to a couple of minutes; keep this page open.
          </p>
        ) : null}
        {upload.data && !uploading ? <AddedModelNotice model={upload.data} /> : null}
      </div>

      {failure ? (
        <div
          role="alert"
          data-testid="local-model-add-error"
          className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
        >
          <p className="font-semibold">{ADD_FAILED_TITLE}</p>
          <p className="break-words whitespace-pre-line">{failure}</p>
        </div>
      ) : null}
    </form>
  );
}
