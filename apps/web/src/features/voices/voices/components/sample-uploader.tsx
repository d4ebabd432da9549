import { formatBytes } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { FileDropZone } from "#components/ui/file-drop-zone";
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
  const clips = useClipPlayer();
  const [problem, setProblem] = useState<string | null>(null);

  function add(added: File[]) {
    const next = addSampleFiles(files, added);
    setProblem(next.problem);
    onChange(next.files);
  }

  return (
    <div className="flex flex-col gap-2">
      <FileDropZone
        onFiles={add}
        disabled={disabled}
        accept={AUDIO_ACCEPT}
        multiple
        prompt="Drop audio files here, or"
        browseText="Choose files"
        hint="MP3, WAV, FLAC, M4A, Ogg, WebM… Clear speech of one speaker, at least a few seconds."
        data-testid="voice-sample-dropzone"
        inputTestId={testId}
      />
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
