import type { VoiceDesignPreviewResponse } from "@vocable/contract";
import { voicePreviewFileName } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { usePlayerStatus } from "#features/speech/player/hooks/use-player-status";
import { newPlayerItemId } from "#features/speech/player/player-item";
import { previewSource } from "../design-form";

type DesignPreview = VoiceDesignPreviewResponse["previews"][number];

interface DesignPreviewRowProps {
  preview: DesignPreview;
  /** "Preview 1", "Preview 2"… */
  label: string;
  onKeep: (preview: DesignPreview) => void;
}

/** One design preview: play it through the persistent player, or keep it as a voice. */
export function DesignPreviewRow({ preview, label, onKeep }: DesignPreviewRowProps) {
  const player = usePlayer();
  const { item, status } = usePlayerStatus();
  const src = previewSource(preview);
  const isCurrent = item?.type === "voicePreview" && item.src === src;
  const playing = isCurrent && (status === "playing" || status === "loading");

  return (
    <li className="flex items-center gap-3 rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-800" data-testid="design-preview" data-generated-voice-id={preview.generated_voice_id}>
      <button
        type="button"
        aria-label={playing ? `Pause ${label}` : `Play ${label}`}
        data-testid="design-preview-play"
        data-playing={playing ? "true" : "false"}
        onClick={() => {
          if (isCurrent) player.togglePlay();
          else
            player.load({
              id: newPlayerItemId("design"),
              type: "voicePreview",
              src,
              fileName: voicePreviewFileName(label),
              title: label,
              voiceName: label,
              autoStart: true,
            });
        }}
        className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-zinc-300 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
      >
        <Icon name={playing ? "pause" : "play"} className="h-3.5 w-3.5" />
      </button>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium">{label}</span>
        <span className="text-xs text-muted-foreground">
          {preview.duration_secs.toFixed(1)} s · {preview.language}
        </span>
      </div>
      <Button size="sm" variant="secondary" onClick={() => onKeep(preview)} data-testid="design-preview-keep">
        Keep this voice
      </Button>
    </li>
  );
}
