import type { VoiceSample } from "@vocable/contract";
import { formatDuration } from "@vocable/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { fetchSpeakerAudio } from "../api/fetch-pvc-audio";
import { useSelectSpeakers } from "../api/use-select-speakers";
import { useSeparateSpeakers } from "../api/use-separate-speakers";
import { useSpeakerSeparation, type SpeakerSeparation } from "../api/use-speaker-separation";
import type { ClipPlayer } from "../hooks/use-clip-player";
import { ClipButton } from "./clip-button";

interface PvcSpeakersProps {
  voiceId: string;
  sample: VoiceSample;
  clips: ClipPlayer;
  disabled?: boolean;
}

/**
 * A sample's speakers: "Separate speakers" starts the job, its status is read every 2 s, then
 * each speaker (how long they speak, their turns) can be heard and picked; the picked ones are
 * what the voice trains on.
 */
export function PvcSpeakers({ voiceId, sample, clips, disabled }: PvcSpeakersProps) {
  const [started, setStarted] = useState(false);
  const separate = useSeparateSpeakers();
  const separation = useSpeakerSeparation(voiceId, sample.sample_id, started || sample.speaker_separation !== null);
  const status = separation.data?.status ?? (started ? "pending" : (sample.speaker_separation?.status ?? "not_started"));

  const start = () =>
    separate.mutate({ voiceId, sampleId: sample.sample_id }, { onSuccess: () => setStarted(true) });

  return (
    <div className="flex flex-col gap-2 rounded-lg bg-zinc-50 p-3 text-sm dark:bg-zinc-800/40" data-testid="pvc-speakers" data-status={status}>
      {status === "not_started" ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground">More than one person in this recording? Separate the speakers and keep the one to train on.</span>
          <Button size="sm" variant="secondary" disabled={disabled || separate.isPending} onClick={start} data-testid="pvc-separate">
            {separate.isPending ? <Spinner label="Starting" /> : null}
            Separate speakers
          </Button>
        </div>
      ) : status === "pending" ? (
        <p className="flex items-center gap-2 text-zinc-600 dark:text-zinc-300" role="status">
          <Spinner label="Separating speakers" /> Finding who speaks when…
        </p>
      ) : status === "failed" ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="alert" className="text-red-600 dark:text-red-400">
            The speakers could not be separated.
          </p>
          <Button size="sm" variant="secondary" disabled={disabled || separate.isPending} onClick={start}>
            Try again
          </Button>
        </div>
      ) : separation.data ? (
        <SpeakerPicker key={(separation.data.selected_speaker_ids ?? []).join(",")} voiceId={voiceId} sampleId={sample.sample_id} separation={separation.data} clips={clips} disabled={disabled} onSeparateAgain={start} />
      ) : separation.error ? (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {errorMessage(separation.error)}
        </p>
      ) : (
        <Spinner label="Loading the speakers" />
      )}
    </div>
  );
}

interface SpeakerPickerProps {
  voiceId: string;
  sampleId: string;
  separation: SpeakerSeparation;
  clips: ClipPlayer;
  disabled?: boolean;
  onSeparateAgain: () => void;
}

function SpeakerPicker({ voiceId, sampleId, separation, clips, disabled, onSeparateAgain }: SpeakerPickerProps) {
  const speakers = Object.values(separation.speakers ?? {}).sort((a, b) => b.duration_secs - a.duration_secs);
  const [picked, setPicked] = useState<string[]>(() => separation.selected_speaker_ids ?? speakers.map((s) => s.speaker_id));
  const select = useSelectSpeakers();
  const saved = separation.selected_speaker_ids;
  const changed = saved === null || saved.length !== picked.length || saved.some((id) => !picked.includes(id));

  if (speakers.length === 0) return <p className="text-zinc-600 dark:text-zinc-300">No speech was found to separate.</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted-foreground">
        {speakers.length === 1 ? "One speaker was found." : `${speakers.length} speakers were found.`} The voice trains on the speakers you keep.
      </p>
      <ul className="flex flex-col gap-1" aria-label="Speakers">
        {speakers.map((speaker) => (
          <li key={speaker.speaker_id} className="flex items-center gap-2" data-testid="pvc-speaker" data-speaker-id={speaker.speaker_id}>
            <input
              type="checkbox"
              id={`${sampleId}-${speaker.speaker_id}`}
              checked={picked.includes(speaker.speaker_id)}
              disabled={disabled || select.isPending}
              onChange={(e) => setPicked((p) => (e.target.checked ? [...p, speaker.speaker_id] : p.filter((id) => id !== speaker.speaker_id)))}
              data-testid="pvc-speaker-keep"
            />
            <ClipButton
              clips={clips}
              clipKey={`speaker:${sampleId}:${speaker.speaker_id}`}
              load={(signal) => fetchSpeakerAudio(voiceId, sampleId, speaker.speaker_id, signal)}
              label={speaker.speaker_id.replace(/_/g, " ")}
              testId="pvc-speaker-play"
            />
            <label htmlFor={`${sampleId}-${speaker.speaker_id}`} className="flex-1">
              <span className="font-medium capitalize">{speaker.speaker_id.replace(/_/g, " ")}</span>{" "}
              <span className="text-xs text-muted-foreground tabular-nums dark:text-zinc-400">
                {formatDuration(Math.round(speaker.duration_secs))} of speech · {speaker.utterances.length} {speaker.utterances.length === 1 ? "turn" : "turns"}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="ghost" disabled={disabled} onClick={onSeparateAgain}>
          Separate again
        </Button>
        <Button
          size="sm"
          disabled={disabled || select.isPending || picked.length === 0 || !changed}
          onClick={() => select.mutate({ voiceId, sampleId, speakerIds: picked }, { onSuccess: () => toast.success("The sample keeps the speakers you picked.") })}
          data-testid="pvc-speakers-save"
        >
          {select.isPending ? <Spinner label="Saving" /> : null}
          {saved === null ? "Keep these speakers" : changed ? "Save the choice" : "Kept"}
        </Button>
      </div>
    </div>
  );
}
