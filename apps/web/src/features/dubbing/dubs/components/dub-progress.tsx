import type { DubbingMetadata } from "@vocable/contract";
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
      <div
        role="progressbar"
        aria-label={`Progress of ${dub.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${text}, ${percent}%`}
        className={cn("w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800", size === "sm" ? "h-1.5" : "h-2")}
      >
        <div
          className={cn("h-full rounded-full bg-zinc-900 transition-[width] duration-500 dark:bg-white", dub.status === "queued" && "motion-safe:animate-pulse")}
          style={{ width: `${dub.status === "queued" ? 100 : percent}%`, opacity: dub.status === "queued" ? 0.25 : undefined }}
        />
      </div>
      {size === "md" ? (
        <p role="status" aria-live="polite" className="sr-only">
          {dubProgressAnnouncement(dub)}
        </p>
      ) : null}
    </div>
  );
}
