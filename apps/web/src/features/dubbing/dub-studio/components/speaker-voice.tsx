import { useState } from "react";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { Select } from "#features/dubbing/dubs/components/select";
import { dubLanguageName } from "#features/dubbing/dubs/dub-languages";
import { useSimilarVoices } from "../api/use-similar-voices";
import type { StudioActions } from "../hooks/use-studio-actions";
import { CURRENT_VOICE, voiceChoices } from "../studio-texts";
import type { SpeakerView } from "../studio-view";

interface SpeakerVoiceProps {
  dubbingId: string;
  speaker: SpeakerView;
  language: string;
  actions: StudioActions;
}

/**
 * The voice speaking for a speaker in the language, in words, and "Change voice": the speaker's
 * own voice (approximated) or a library voice close to theirs; choosing one sets it, re-dubs their
 * lines and renders the language.
 */
export function SpeakerVoice({ dubbingId, speaker, language, actions }: SpeakerVoiceProps) {
  const [open, setOpen] = useState(false);
  const similar = useSimilarVoices(dubbingId, speaker.id, open);
  const { running } = actions.task;
  const key = `voice:${speaker.id}`;
  const id = `dub-speaker-voice-${speaker.id}`;
  const choices = voiceChoices(speaker.voiceLabel, similar.data?.voices ?? []);
  const name = dubLanguageName(language);

  return (
    <div className="flex min-w-0 flex-col items-start gap-1.5 sm:items-end">
      <p className="text-xs text-muted-foreground" data-testid="dub-speaker-voice-label">
        Voice in {name}: <span className="text-zinc-800 dark:text-zinc-200">{speaker.voiceLabel ?? "made from the speaker's own voice when the lines are dubbed"}</span>
      </p>
      {open ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="sr-only">
            Voice of {speaker.name} in {name}
          </label>
          <Select
            id={id}
            className="w-64"
            value={CURRENT_VOICE}
            disabled={running !== null}
            onChange={(e) => {
              const voiceId = e.target.value;
              if (voiceId === CURRENT_VOICE) return;
              setOpen(false);
              actions.changeVoice(speaker, voiceId, language);
            }}
            data-testid="dub-speaker-voice"
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value} disabled={choice.value === CURRENT_VOICE}>
                {choice.label}
              </option>
            ))}
          </Select>
          {similar.isFetching ? <Spinner label="Finding voices like the speaker's" /> : null}
          <Button variant="ghost" size="sm" onClick={() => setOpen(false)} aria-label={`Cancel changing the voice of ${speaker.name}`}>
            Cancel
          </Button>
          {similar.error ? (
            <p role="alert" className="w-full text-xs text-red-600 dark:text-red-400">
              Similar voices could not be found: {errorMessage(similar.error)}
            </p>
          ) : null}
        </div>
      ) : (
        <Button variant="secondary" size="sm" disabled={running !== null} onClick={() => setOpen(true)} aria-label={`Change the voice of ${speaker.name}`} data-testid="dub-speaker-change-voice">
          {running === key ? <Spinner label="Changing the voice" /> : null}
          Change voice
        </Button>
      )}
    </div>
  );
}
