import type { LanguagePageSpeaker } from "@vocable/domain";

/**
 * Who the listener hears, beside the sample's player: the row's note, and where the engines have
 * no voice for the accent a visible "Approximation" label first (never pass one off as native).
 */
export function SpeakerNote({ speaker }: { speaker: LanguagePageSpeaker }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5" data-testid="speaker-note">
      {speaker.fidelity === "approximate" ? (
        <p className="w-fit rounded-full border border-amber-600/50 bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-200">
          Approximation
        </p>
      ) : null}
      <p className="text-sm text-pretty text-zinc-700 dark:text-zinc-300">{speaker.note}</p>
    </div>
  );
}
