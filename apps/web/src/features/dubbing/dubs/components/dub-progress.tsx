import type { DubbingMetadata } from "@vocable/contract";
import { ProgressBar } from "#components/ui/progress-bar";
import { cn } from "#lib/cn";
import { dubProgressAnnouncement, dubProgressPercent, dubProgressText } from "../dub-status";

interface DubProgressProps {
  dub: Pick<DubbingMetadata, "name" | "status" | "progress" | "progress_message">;
  /** "sm" in a list row, "md" on the dub's page (with a live region for screen readers). */
  size?: "sm" | "md";
}

/** An unfinished dub's progress: the step the server is on and a bar, updated as the dub is polled. */
export function DubProgress({ dub, size = "md" }: DubProgressProps) {
  const percent = dubProgressPercent(dub);
  const text = dubProgressText(dub);
  return (
    <div className="flex flex-col gap-1.5" data-testid="dub-progress" data-percent={percent}>
      <div className={cn("flex items-center justify-between gap-3", size === "sm" ? "text-xs" : "text-sm")}>
        <span className={cn("min-w-0 truncate", size === "md" && "font-medium")} data-testid="dub-progress-message" title={text}>
          {text}
          {dub.status === "queued" ? "" : "…"}
        </span>
        <span className="shrink-0 text-muted-foreground tabular-nums" aria-hidden>
          {percent}%
        </span>
      </div>
      <ProgressBar percent={percent} label={`Progress of ${dub.name}`} valueText={`${text}, ${percent}%`} size={size} waiting={dub.status === "queued"} />
      {size === "md" ? (
        <p role="status" aria-live="polite" className="sr-only">
          {dubProgressAnnouncement(dub)}
        </p>
      ) : null}
    </div>
  );
}
