import type { Voice } from "@vocable/contract";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { VoiceLabels } from "../../tts/components/voice-labels";
import { VoicePreviewButton } from "../../tts/components/voice-preview-button";

interface VoiceCardProps {
  voice: Voice;
  onUse: (voice: Voice) => void;
  /** Further actions after "Use" (Edit, Delete for the workspace's own voices). */
  actions?: ReactNode;
}

/** One voice: preview, name, what it is made of, its labels and its actions. */
export function VoiceCard({ voice, onUse, actions }: VoiceCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="voice-card" data-voice-id={voice.voice_id}>
      <div className="flex items-start gap-3">
        <VoicePreviewButton voice={voice} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h3 className="truncate text-sm font-semibold" data-testid="voice-card-name" title={voice.name}>
            {voice.name}
          </h3>
          <VoiceLabels voice={voice} />
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-1">
        <Button size="sm" onClick={() => onUse(voice)} data-testid="voice-use" aria-label={`Use ${voice.name}`}>
          Use
        </Button>
        {actions}
      </div>
    </li>
  );
}
