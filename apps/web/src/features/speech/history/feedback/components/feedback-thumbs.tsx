import type { ThumbState } from "@vocable/domain";
import { Icon } from "#components/ui/icon";
import { cn } from "#lib/cn";

interface FeedbackThumbsProps {
  thumb: ThumbState;
  onVote: (thumbsUp: boolean) => void;
  disabled?: boolean;
  testIdPrefix?: string;
}

/** Thumbs up / down toggle buttons (aria-pressed shows the current vote). */
export function FeedbackThumbs({ thumb, onVote, disabled, testIdPrefix = "feedback" }: FeedbackThumbsProps) {
  const base =
    "inline-flex h-8 w-8 items-center justify-center rounded-lg transition-colors hover:bg-zinc-100 dark:hover:bg-zinc-800 disabled:opacity-50";
  return (
    <div className="flex items-center gap-0.5" role="group" aria-label="Rate this audio">
      <button
        type="button"
        aria-label="Thumbs up"
        aria-pressed={thumb === true}
        data-testid={`${testIdPrefix}-thumbs-up`}
        disabled={disabled}
        onClick={() => onVote(true)}
        className={cn(base, thumb === true ? "text-emerald-600 dark:text-emerald-400" : "text-muted-foreground")}
      >
        <Icon name="thumbUp" className={cn("h-4 w-4", thumb === true && "fill-current/20")} />
      </button>
      <button
        type="button"
        aria-label="Thumbs down"
        aria-pressed={thumb === false}
        data-testid={`${testIdPrefix}-thumbs-down`}
        disabled={disabled}
        onClick={() => onVote(false)}
        className={cn(base, thumb === false ? "text-red-600 dark:text-red-400" : "text-muted-foreground")}
      >
        <Icon name="thumbDown" className="h-4 w-4" />
      </button>
    </div>
  );
}
