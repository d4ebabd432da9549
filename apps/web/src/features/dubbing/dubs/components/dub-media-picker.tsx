import { formatBytes, formatDuration } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { FileDropZone } from "#components/ui/file-drop-zone";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { cn } from "#lib/cn";
import { DUB_MEDIA_ACCEPT, DUB_MEDIA_TYPES_TEXT, pickDubFile } from "../dub-media";

export type MediaMode = "file" | "url";

interface DubMediaPickerProps {
  mode: MediaMode;
  onModeChange: (mode: MediaMode) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The chosen file's length as the browser read it (null while unknown or unreadable here). */
  duration: number | null;
  url: string;
  onUrlChange: (url: string) => void;
  /** Why the media cannot be sent, once the form was submitted. */
  error: string | null;
  disabled: boolean;
}

const modeButton = "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition-colors disabled:opacity-50";

/**
 * The media to dub: a file dropped on the box or chosen (with its size and length, and Remove), or
 * the public address of one, which the server fetches. Files of other types are refused here.
 */
export function DubMediaPicker({ mode, onModeChange, file, onFileChange, duration, url, onUrlChange, error, disabled }: DubMediaPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);

  function choose(files: File[]) {
    const picked = pickDubFile(files);
    setProblem(picked.problem);
    if (picked.file) onFileChange(picked.file);
  }

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Video or audio</legend>
      <div className="flex w-fit gap-1 rounded-lg border border-zinc-200 p-0.5 dark:border-zinc-800" role="group" aria-label="Where the media comes from">
        {(
          [
            ["file", "Upload a file", "upload"],
            ["url", "From a web address", "globe"],
          ] as const
        ).map(([value, label, icon]) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => onModeChange(value)}
            data-testid={`dub-mode-${value}`}
            className={cn(
              modeButton,
              mode === value ? "bg-zinc-900 text-white dark:bg-white dark:text-zinc-900" : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800",
            )}
          >
            <Icon name={icon} />
            {label}
          </button>
        ))}
      </div>

      {mode === "file" ? (
        <>
          {file ? (
            <div className="flex flex-wrap items-center gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm dark:border-zinc-800" data-testid="dub-selected">
              <Icon name={file.type.startsWith("audio/") ? "soundWave" : "monitor"} className="text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate font-medium" title={file.name} data-testid="dub-selected-name">
                {file.name}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums" data-testid="dub-selected-details">
                {formatBytes(file.size)}
                {duration !== null ? ` · ${formatDuration(duration)}` : ""}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  setProblem(null);
                  onFileChange(null);
                }}
              >
                Remove
              </Button>
            </div>
          ) : (
            <FileDropZone
              onFiles={choose}
              disabled={disabled}
              accept={DUB_MEDIA_ACCEPT}
              icon="upload"
              prompt="Drop a video or an audio file here, or"
              browseText="Choose a file"
              hint={`${DUB_MEDIA_TYPES_TEXT}; up to 30 minutes are dubbed at a time.`}
              data-testid="dub-dropzone"
              inputTestId="dub-file"
            />
          )}
          {problem ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="dub-file-problem">
              {problem}
            </p>
          ) : null}
        </>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="dub-source-url" className="sr-only">
            Address of the video or audio file
          </label>
          <Input
            id="dub-source-url"
            type="url"
            inputMode="url"
            placeholder="https://example.com/video.mp4"
            value={url}
            onChange={(e) => onUrlChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby="dub-source-url-hint"
            data-testid="dub-source-url"
          />
          <p id="dub-source-url-hint" className="text-xs text-muted-foreground">
            A public address of the file itself; the server fetches it. Addresses on private networks are refused.
          </p>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="dub-media-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
