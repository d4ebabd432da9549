import { formatDuration } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { useElapsedSeconds } from "#features/speech/speech-to-text/hooks/use-elapsed-seconds";
import { canRecordWav, useWavRecorder } from "../hooks/use-wav-recorder";

/**
 * Record a sample from the microphone: Record, a live level meter while recording, Stop adds the
 * recording (a WAV file) through `onRecorded`. Nothing shows where the browser cannot record.
 */
export function MicrophoneRecorder({
  onRecorded,
  disabled = false,
  recordLabel = "Record a sample",
}: {
  onRecorded: (file: File) => void;
  disabled?: boolean;
  /** The button's text before recording. */
  recordLabel?: string;
}) {
  const [canRecord] = useState(canRecordWav);
  const recorder = useWavRecorder(onRecorded);
  const seconds = useElapsedSeconds(recorder.startedAt);
  if (!canRecord) return null;
  const recording = recorder.state === "recording";
  const percent = Math.round(recorder.level * 100);

  return (
    <div className="flex flex-col gap-2" data-testid="mic-recorder">
      <div className="flex flex-wrap items-center gap-3">
        {/* One button that turns into Stop, so keyboard focus stays on it. */}
        <Button
          variant={recording ? "danger" : "secondary"}
          size="sm"
          onClick={recording ? recorder.stop : () => void recorder.start()}
          disabled={recorder.state === "starting" || (disabled && !recording)}
          data-testid="mic-record"
        >
          {recording ? (
            <>
              <Icon name="stop" /> Stop
            </>
          ) : (
            <>
              {recorder.state === "starting" ? <Spinner label="Starting the microphone" /> : <Icon name="mic" />}
              {recordLabel}
            </>
          )}
        </Button>
        {recording ? (
          <>
            <span className="inline-flex items-center gap-2 text-sm text-red-700 tabular-nums dark:text-red-400" data-testid="mic-elapsed">
              <span className="h-2 w-2 animate-pulse rounded-full bg-red-600" aria-hidden />
              {formatDuration(seconds)}
            </span>
            <div
              role="meter"
              aria-label="Microphone level"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 min-w-24 flex-1 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
            >
              <div data-testid="mic-level" className="h-full rounded-full bg-emerald-500 transition-[width] duration-75" style={{ width: `${percent}%` }} />
            </div>
          </>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {recording ? "Recording from the microphone. Select Stop to keep the recording." : ""}
      </p>
      {recorder.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="mic-error">
          {recorder.error}
        </p>
      ) : null}
    </div>
  );
}
