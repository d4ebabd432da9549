import type { Voice } from "@vocable/contract";
import { voicePreviewFileName } from "@vocable/domain";
import { Icon } from "#components/ui/icon";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { usePlayerStatus } from "#features/speech/player/hooks/use-player-status";
import { newPlayerItemId } from "#features/speech/player/player-item";

/** Plays a voice's preview through the persistent player (type voicePreview); toggles when it is loaded. */
export function VoicePreviewButton({ voice }: { voice: Voice }) {
  const player = usePlayer();
  const { item, status } = usePlayerStatus();
  if (!voice.preview_url) return null;
  const src = voice.preview_url;
  const isCurrent = item?.type === "voicePreview" && item.src === src;
  const playing = isCurrent && (status === "playing" || status === "loading");
  return (
    <button
      type="button"
      aria-label={playing ? `Pause preview of ${voice.name}` : `Play preview of ${voice.name}`}
      data-testid="voice-preview"
      onClick={(event) => {
        event.stopPropagation();
        if (isCurrent) player.togglePlay();
        else
          player.load({
            id: newPlayerItemId("preview"),
            type: "voicePreview",
            src,
            fileName: voicePreviewFileName(voice.name),
            title: voice.name,
            voiceName: voice.name,
            autoStart: true,
          });
      }}
      className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-zinc-300 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      <Icon name={playing ? "pause" : "play"} className="h-3.5 w-3.5" />
    </button>
  );
}
