import { cn } from "#lib/cn";
import { methodBadge } from "../voice-method";

/**
 * What a workspace voice is made of (`labels.vocable_method`): "cloned", "designed",
 * "fine-tuned", or, amber, the stand-ins that say which engine is missing. Nothing for premade
 * voices.
 */
export function VoiceMethodBadge({ labels, className }: { labels: Record<string, string> | null | undefined; className?: string }) {
  const badge = methodBadge(labels);
  if (!badge) return null;
  return (
    <span
      data-testid="voice-method"
      data-method={badge.method}
      title="How this voice was made"
      className={cn(
        "rounded-full px-2 py-0.5 text-[11px] ring-1",
        badge.standIn
          ? "bg-amber-50 text-amber-800 ring-amber-300 dark:bg-amber-950/40 dark:text-amber-300 dark:ring-amber-800"
          : "bg-emerald-50 text-emerald-800 ring-emerald-300 dark:bg-emerald-950/40 dark:text-emerald-300 dark:ring-emerald-800",
        className,
      )}
    >
      {badge.text}
    </span>
  );
}
