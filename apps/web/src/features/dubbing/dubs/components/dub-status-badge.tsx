import { cn } from "#lib/cn";
import { DUB_STATUS_LABELS, type DubStatus } from "../dub-status";

const look: Record<DubStatus, string> = {
  queued: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
  preparing: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  dubbing: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  dubbed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
};

/** A dub's status as a coloured badge ("Dubbing", "Dubbed"…); `data-status` carries the API's value. */
export function DubStatusBadge({ status, className }: { status: DubStatus; className?: string }) {
  return (
    <span className={cn("inline-flex w-fit items-center rounded-full px-2 py-0.5 text-[11px] font-medium", look[status], className)} data-testid="dub-status" data-status={status}>
      {DUB_STATUS_LABELS[status]}
    </span>
  );
}
