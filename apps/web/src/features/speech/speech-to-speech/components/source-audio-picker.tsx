import { formatBytes, formatDuration } from "@vocable/domain";
import { useCallback, useState } from "react";
import { Button } from "#components/ui/button";
import { FileDropZone } from "#components/ui/file-drop-zone";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { AUDIO_ACCEPT } from "#features/speech/speech-to-text/accepted-audio";
import { useElapsedSeconds } from "#features/speech/speech-to-text/hooks/use-elapsed-seconds";
import { canRecordAudio, useMicrophoneRecorder } from "#features/speech/speech-to-text/hooks/use-microphone-recorder";
import { ClipButton } from "#features/voices/voice-pvc/components/clip-button";
import { useClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import { SOURCE_TYPES_TEXT, pickSourceFile, sourceDurationProblem } from "../source-audio";

interface SourceAudioPickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The chosen file's length as the browser read it (null while unknown). */
  duration: number | null;
  disabled: boolean;
}

/**
 * The speech to convert: dropped on the box, chosen with the file picker, or recorded from the
 * microphone (where the browser can); the chosen file with its size and length, a Play to hear it
 * first and Remove. Files of other types, empty or too large ones, and audio over five minutes are
 * refused here with the reason.
 */
export function SourceAudioPicker({ file, onChange, duration, disabled }: SourceAudioPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [canRecord] = useState(canRecordAudio);
  const clips = useClipPlayer();
  const tooLong = sourceDurationProblem(duration);

  const choose = useCallback(
    (files: File[]) => {
      const picked = pickSourceFile(files);
      setProblem(picked.problem);
      if (picked.file) onChange(picked.file);
    },
    [onChange],
  );

  const recorder = useMicrophoneRecorder(useCallback((recorded: File) => choose([recorded]), [choose]));
  const recordedSeconds = useElapsedSeconds(recorder.startedAt);
  const recording = recorder.state !== "idle";
  const busy = disabled || recording;

  // One button that turns into Stop, so keyboard focus stays on it.
  const recordButton = canRecord ? (
    <Button
      variant={recorder.state === "recording" ? "danger" : "secondary"}
      size="sm"
      onClick={recorder.state === "recording" ? recorder.stop : () => void recorder.start()}
      disabled={recorder.state === "starting" || disabled}
      data-testid="sts-record"
    >
      {recorder.state === "recording" ? (
        <>
          <Icon name="stop" />
          Stop recording
        </>
      ) : (
        <>
          {recorder.state === "starting" ? <Spinner label="Starting the microphone" /> : <Icon name="mic" />}
          Record
        </>
      )}
    </Button>
  ) : null;

  return (
    <div className="flex flex-col gap-2">
      <FileDropZone
        onFiles={choose}
        disabled={busy}
        accept={AUDIO_ACCEPT}
        size="lg"
        icon="upload"
        prompt="Drop a recording of speech here, or"
        browseText="Choose a file"
        hint={`${SOURCE_TYPES_TEXT}; up to 5 minutes of one person speaking.`}
        actions={recordButton}
        data-testid="sts-dropzone"
        inputTestId="sts-file"
      />

      {recorder.state === "recording" ? (
        <p className="inline-flex items-center gap-2 text-sm text-red-700 dark:text-red-400" data-testid="sts-recording">
          <span className="h-2 w-2 animate-pulse rounded-full bg-red-600" aria-hidden />
          Recording <span className="tabular-nums">{formatDuration(recordedSeconds)}</span>
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {recorder.state === "recording" ? "Recording from the microphone. Select Stop recording to finish." : ""}
      </p>
      {recorder.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="sts-record-error">
          {recorder.error}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="sts-file-problem">
          {problem}
        </p>
      ) : null}

      {file ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm dark:border-zinc-800" data-testid="sts-selected">
          <ClipButton clips={clips} clipKey="source" load={() => Promise.resolve(file)} label={file.name} testId="sts-source-play" />
          <span className="min-w-0 flex-1 truncate font-medium" title={file.name} data-testid="sts-selected-name">
            {file.name}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {formatBytes(file.size)}
            {duration !== null ? ` · ${formatDuration(duration)}` : ""}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            onClick={() => {
              if (clips.playing === "source" || clips.loading === "source") clips.toggle("source", () => Promise.resolve(file));
              setProblem(null);
              onChange(null);
            }}
          >
            Remove
          </Button>
        </div>
      ) : null}
      {tooLong ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="sts-too-long">
          {tooLong}
        </p>
      ) : null}
      {clips.error ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          The browser could not play this file ({clips.error}); the server may still read it.
        </p>
      ) : null}
    </div>
  );
}

