import { Dialog } from "#components/ui/dialog";
import { PlanLock } from "#features/billing/subscriptions/components/plan-lock";
import { cn } from "#lib/cn";
import { creationLock, VOICE_CREATION_OPTIONS, type VoiceCreationKind } from "../voice-creation-options";

interface AddVoiceChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What each available way does when chosen; the ways without one are shown as coming soon. */
  handlers: Partial<Record<VoiceCreationKind, () => void>>;
  /** The workspace's plan (null while loading): a way its plan lacks is locked with an upgrade prompt. */
  tier: string | null;
}

/** "Add a new voice": the ways to make one, each a large button; a way the plan lacks is locked, with a link to the plans. */
export function AddVoiceChooser({ open, onOpenChange, handlers, tier }: AddVoiceChooserProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add a new voice" description="Choose how to make it." className="max-w-lg">
      <ul className="flex flex-col gap-2" aria-label="Ways to add a voice">
        {VOICE_CREATION_OPTIONS.map((option) => {
          const lock = creationLock(option, tier);
          const handler = lock ? undefined : handlers[option.kind];
          return (
            <li key={option.kind} className="flex flex-col gap-1">
              <button
                type="button"
                disabled={!handler}
                data-testid={`add-voice-${option.kind}`}
                aria-describedby={lock ? `add-voice-${option.kind}-lock` : undefined}
                onClick={() => {
                  onOpenChange(false);
                  handler?.();
                }}
                className={cn(
                  "flex w-full flex-col items-start gap-0.5 rounded-lg border border-zinc-200 px-4 py-3 text-left dark:border-zinc-800",
                  handler ? "hover:border-zinc-400 hover:bg-zinc-50 dark:hover:border-zinc-600 dark:hover:bg-zinc-800/60" : "cursor-not-allowed opacity-60",
                )}
              >
                <span className="flex w-full items-center justify-between gap-2 text-sm font-medium">
                  {option.title}
                  {lock ? (
                    <span className="text-xs font-normal text-zinc-600 dark:text-zinc-300">Locked</span>
                  ) : handler ? null : (
                    <span className="text-xs font-normal text-muted-foreground">Coming soon</span>
                  )}
                </span>
                <span className="text-xs text-muted-foreground">{option.description}</span>
              </button>
              {lock && option.capability ? (
                <PlanLock
                  capability={option.capability}
                  id={`add-voice-${option.kind}-lock`}
                  data-testid={`add-voice-${option.kind}-upgrade`}
                  onNavigate={() => onOpenChange(false)}
                  className="px-1"
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
