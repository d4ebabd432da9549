import type { Voice } from "@vocable/contract";
import type { ReactNode } from "react";
import { Button } from "#components/ui/button";
import { VoiceLabels } from "#features/speech/tts/components/voice-labels";
import { VoicePreviewButton } from "#features/speech/tts/components/voice-preview-button";
import { isListed } from "#features/voices/voice-library/share-form";

interface VoiceCardProps {
  voice: Voice;
  onUse: (voice: Voice) => void;
  /** Further actions after "Use" (Edit, Delete for the workspace's own voices). */
  actions?: ReactNode;
  /** Takes the place of "Use" (e.g. "Continue setup" for a professional voice not trained yet). */
  primaryAction?: ReactNode;
}

/** One voice: preview, name, what it is made of, its labels, whether it is in the voice library, and its actions. */
export function VoiceCard({ voice, onUse, actions, primaryAction }: VoiceCardProps) {
  const inLibrary = voice.is_owner && isListed(voice);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="voice-card" data-voice-id={voice.voice_id}>
      <div className="flex items-start gap-3">
        <VoicePreviewButton voice={voice} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-start justify-between gap-2">
            <h3 className="truncate text-sm font-semibold" data-testid="voice-card-name" title={voice.name}>
              {voice.name}
            </h3>
            {inLibrary ? (
              <span
                className="shrink-0 rounded-full bg-sky-50 px-2 py-0.5 text-[11px] font-medium text-sky-800 ring-1 ring-sky-300 dark:bg-sky-950/40 dark:text-sky-300 dark:ring-sky-800"
                data-testid="voice-in-library"
                title={voice.sharing?.status === "copied_disabled" ? "Listed in the voice library; new copies are not allowed" : "Shared in the voice library"}
              >
                In library
              </span>
            ) : null}
          </div>
          <VoiceLabels voice={voice} />
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-1">
        {primaryAction ?? (
          <Button size="sm" onClick={() => onUse(voice)} data-testid="voice-use" aria-label={`Use ${voice.name}`}>
            Use
          </Button>
        )}
        {actions}
      </div>
    </li>
  );
}
