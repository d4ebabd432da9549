import type { StudioActions } from "../hooks/use-studio-actions";
import type { SpeakerView } from "../studio-view";
import { SegmentRow } from "./segment-row";
import { SpeakerName } from "./speaker-name";
import { SpeakerVoice } from "./speaker-voice";

interface SpeakerTimelineProps {
  dubbingId: string;
  speaker: SpeakerView;
  language: string;
  original: boolean;
  activeId: string | null;
  actions: StudioActions;
  onSeek: (seconds: number) => void;
}

/** One speaker: their name (renamed here), their voice in the language (changed here), and their segments in time order. */
export function SpeakerTimeline({ dubbingId, speaker, language, original, activeId, actions, onSeek }: SpeakerTimelineProps) {
  const busy = actions.task.running !== null;
  return (
    <li className="overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800" data-testid="dub-speaker" data-speaker-id={speaker.id}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-zinc-200 bg-zinc-50 px-3 py-2.5 dark:border-zinc-800 dark:bg-zinc-900/60">
        <SpeakerName dubbingId={dubbingId} speaker={speaker} disabled={busy} />
        <SpeakerVoice dubbingId={dubbingId} speaker={speaker} language={language} actions={actions} />
      </div>
      {speaker.segments.length === 0 ? (
        <p className="px-3 py-2.5 text-sm text-muted-foreground">No lines.</p>
      ) : (
        <ol className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={`Lines of ${speaker.name}`}>
          {speaker.segments.map((segment) => (
            <SegmentRow
              key={segment.id}
              dubbingId={dubbingId}
              segment={segment}
              speakerName={speaker.name}
              language={language}
              original={original}
              active={segment.id === activeId}
              actions={actions}
              onSeek={onSeek}
            />
          ))}
        </ol>
      )}
    </li>
  );
}
