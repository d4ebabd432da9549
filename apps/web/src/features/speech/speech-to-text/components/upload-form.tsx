import { formatBytes, formatDuration } from "@vocable/domain";
import { useCallback, useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { usePersistedState } from "#lib/use-persisted-state";
import { useTranscribe } from "../api/use-transcribe";
import { useElapsedSeconds } from "../hooks/use-elapsed-seconds";
import { canRecordAudio, useMicrophoneRecorder } from "../hooks/use-microphone-recorder";
import { AUDIO_ACCEPT } from "../accepted-audio";
import { uploadErrorText } from "../transcribe-error";
import { TRANSCRIPTION_LANGUAGES } from "../transcription-languages";

const isLanguageChoice = (value: unknown): value is string => typeof value === "string" && TRANSCRIPTION_LANGUAGES.some((l) => l.code === value);

const selectClass =
  "h-10 w-full appearance-none rounded-lg border border-zinc-300 bg-white pr-9 pl-3 text-sm focus:border-zinc-500 focus:ring-2 focus:ring-zinc-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900";

/**
 * The audio to transcribe (a file, or a recording from the microphone where the browser can
 * record) and its language; Transcribe uploads it and hands the new transcription's id to
 * `onAccepted`. The language choice is remembered (`xi:stt-language`).
 */
export function UploadForm({ onAccepted }: { onAccepted: (transcriptionId: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input (its value cannot be set) after a recording or an upload.
  const [inputKey, setInputKey] = useState(0);
  const [language, setLanguage] = usePersistedState<string>("stt-language", "", isLanguageChoice);
  const [canRecord] = useState(canRecordAudio);
  const upload = useTranscribe();
  const resetUpload = upload.reset;

  const recorder = useMicrophoneRecorder(
    useCallback(
      (recorded: File) => {
        setFile(recorded);
        setInputKey((k) => k + 1);
        resetUpload();
      },
      [resetUpload],
    ),
  );
  const recordedSeconds = useElapsedSeconds(recorder.startedAt);
  const recording = recorder.state !== "idle";
  const canSubmit = file !== null && !upload.isPending && !recording;
  const failure = upload.error ? uploadErrorText(upload.error) : null;

  function choose(next: File | null) {
    setFile(next);
    upload.reset();
    recorder.clearError();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit || !file) return;
    upload.transcribe(
      { file, languageCode: language },
      {
        onSuccess: (accepted) => {
          setFile(null);
          setInputKey((k) => k + 1);
          onAccepted(accepted.transcription_id);
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="stt-form-heading"
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
      data-testid="stt-form"
    >
      <h2 id="stt-form-heading" className="sr-only">
        Audio to transcribe
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="stt-file" className="text-sm font-medium">
          Audio file
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            key={inputKey}
            id="stt-file"
            type="file"
            accept={AUDIO_ACCEPT}
            disabled={recording || upload.isPending}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            aria-describedby="stt-file-hint"
            data-testid="stt-file"
            className="max-w-full text-sm file:mr-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-zinc-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-zinc-900 hover:file:bg-zinc-100 disabled:opacity-50 dark:file:border-zinc-700 dark:file:bg-zinc-900 dark:file:text-zinc-100 dark:hover:file:bg-zinc-800"
          />
          {canRecord ? (
            <>
              <span className="text-sm text-muted-foreground" aria-hidden>
                or
              </span>
              {/* One button that turns into Stop, so keyboard focus stays on it. */}
              <Button
                variant={recorder.state === "recording" ? "danger" : "secondary"}
                size="sm"
                onClick={recorder.state === "recording" ? recorder.stop : () => void recorder.start()}
                disabled={recorder.state === "starting" || upload.isPending}
                data-testid="stt-record"
              >
                {recorder.state === "recording" ? (
                  <>
                    <Icon name="stop" />
                    Stop
                  </>
                ) : (
                  <>
                    {recorder.state === "starting" ? <Spinner label="Starting the microphone" /> : <Icon name="mic" />}
                    Record
                  </>
                )}
              </Button>
            </>
          ) : null}
        </div>
        <p id="stt-file-hint" className="text-xs text-muted-foreground">
          AAC, AIFF, FLAC, M4A, MP3, MP4, Ogg, Opus, WAV or WebM.
        </p>
        {recorder.state === "recording" ? (
          <p className="inline-flex items-center gap-2 text-sm text-red-700 dark:text-red-400" data-testid="stt-recording">
            <span className="h-2 w-2 animate-pulse rounded-full bg-red-600" aria-hidden />
            Recording <span className="tabular-nums">{formatDuration(recordedSeconds)}</span>
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {recorder.state === "recording" ? "Recording from the microphone. Select Stop to finish." : ""}
        </p>
        {recorder.error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="stt-record-error">
            {recorder.error}
          </p>
        ) : null}
        {file ? (
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="stt-selected">
            <span className="font-medium break-all">{file.name}</span>
            <span className="text-muted-foreground">{formatBytes(file.size)}</span>
            <Button
              variant="ghost"
              size="sm"
              disabled={upload.isPending}
              onClick={() => {
                choose(null);
                setInputKey((k) => k + 1);
              }}
              aria-label={`Remove ${file.name}`}
            >
              Remove
            </Button>
          </div>
        ) : null}
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full flex-col gap-1.5 sm:w-64">
          <label htmlFor="stt-language" className="text-sm font-medium">
            Language
          </label>
          <div className="relative">
            <select id="stt-language" value={language} onChange={(e) => setLanguage(e.target.value)} className={selectClass} data-testid="stt-language">
              {TRANSCRIPTION_LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground" />
          </div>
        </div>
        <Button type="submit" disabled={!canSubmit} className="min-w-36" data-testid="stt-transcribe">
          {upload.isPending ? (
            <>
              <Spinner label="Uploading" /> Uploading…
            </>
          ) : (
            "Transcribe"
          )}
        </Button>
      </div>

      {failure ? (
        <div
          role="alert"
          data-testid={failure.noRecogniser ? "stt-no-recogniser" : "stt-upload-error"}
          className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
        >
          <p className="font-semibold">{failure.title}</p>
          <p className="whitespace-pre-line">{failure.message}</p>
        </div>
      ) : null}
    </form>
  );
}
