import { formatBytes } from "@vocable/domain";
import { useId, useState, type DragEvent } from "react";
import { Button } from "#components/ui/button";
import { cn } from "#lib/cn";
import { AUDIO_ACCEPT } from "#features/speech/speech-to-text/accepted-audio";
import { ClipButton } from "#features/voices/voice-pvc/components/clip-button";
import { useClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import { addSampleFiles } from "../sample-files";

interface SampleUploaderProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** The input's test id (the edit dialog has its own). */
  testId?: string;
}

const fileKey = (file: File) => `${file.name}-${file.size}-${file.lastModified}`;

/**
 * Audio files by drag and drop, the file picker or a recording, listed with their sizes, a Play
 * each (heard before anything is uploaded, from the file itself) and a Remove each.
 */
export function SampleUploader({ files, onChange, disabled = false, testId = "voice-sample-input" }: SampleUploaderProps) {
  const inputId = useId();
  const clips = useClipPlayer();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A new key empties the file input (its value cannot be set), so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);

  function add(added: File[]) {
    const next = addSampleFiles(files, added);
    setProblem(next.problem);
    onChange(next.files);
    setInputKey((k) => k + 1);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  }

  return (
    <div className="flex flex-col gap-2">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="voice-sample-dropzone"
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm transition-colors",
          dragging ? "border-zinc-500 bg-zinc-50 dark:bg-zinc-800/60" : "border-zinc-300 dark:border-zinc-700",
          disabled && "opacity-50",
        )}
      >
        <p className="text-zinc-600 dark:text-zinc-400">Drop audio files here, or</p>
        <label
          htmlFor={inputId}
          className={cn(
            "inline-flex h-8 items-center rounded-lg border border-zinc-300 bg-white px-3 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800",
            disabled ? "pointer-events-none" : "cursor-pointer",
          )}
        >
          Choose files
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          multiple
          accept={AUDIO_ACCEPT}
          disabled={disabled}
          className="sr-only"
          data-testid={testId}
          onChange={(e) => add(Array.from(e.target.files ?? []))}
        />
        <p className="text-xs text-muted-foreground">MP3, WAV, FLAC, M4A, Ogg, WebM… Clear speech of one speaker, at least a few seconds.</p>
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      {files.length ? (
        <ul className="flex flex-col divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" aria-label="Chosen samples">
          {files.map((file, index) => (
            <li key={fileKey(file)} className="flex items-center gap-2 px-3 py-1.5 text-sm" data-testid="voice-sample-file">
              <ClipButton clips={clips} clipKey={fileKey(file)} load={() => Promise.resolve(file)} label={file.name} testId="voice-sample-play" />
              <span className="min-w-0 flex-1 truncate font-medium" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums dark:text-zinc-400">{formatBytes(file.size)}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  setProblem(null);
                  if (clips.playing === fileKey(file) || clips.loading === fileKey(file)) clips.toggle(fileKey(file), () => Promise.resolve(file));
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {clips.error ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400" data-testid="voice-sample-play-error">
          The browser could not play this sample ({clips.error}); the server may still read it.
        </p>
      ) : null}
    </div>
  );
}
