import type { RefObject } from "react";
import type { MediaPlayer } from "../hooks/use-media-player";
import type { TaskRef } from "../api/task-calls";
import type { EditorSegment } from "../segment-edits";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Waveform } from "./waveform";

interface MediaPlayerBarProps {
  src: string;
  name: string;
  mediaRef: RefObject<HTMLAudioElement | null>;
  player: MediaPlayer;
  taskRef: TaskRef;
  duration: number;
  segments: readonly EditorSegment[];
  active: number;
}

/**
 * The media: an <audio> the browser streams by byte ranges (preload="metadata": a one-hour file
 * is never downloaded whole), Play/Pause, and the waveform of the window around the playhead.
 */
export function MediaPlayerBar({ src, name, mediaRef, player, taskRef, duration, segments, active }: MediaPlayerBarProps) {
  return (
    <section aria-label="Media" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <Button size="icon" variant="secondary" onClick={player.toggle} aria-label={player.playing ? "Pause" : "Play"}>
          <Icon name={player.playing ? "pause" : "play"} />
        </Button>
        <audio ref={mediaRef} src={src} controls preload="metadata" className="h-10 min-w-0 flex-1" aria-label={`The media: ${name}`} data-testid="editor-audio" />
      </div>
      <Waveform taskRef={taskRef} duration={duration} mediaRef={mediaRef} player={player} segments={segments} active={active} />
    </section>
  );
}
