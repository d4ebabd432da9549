import { formatDateTime } from "@vocable/domain";
import type { EngineInfo } from "@vocable/contract";
import { cn } from "#lib/cn";
import { timeAgo } from "#lib/relative-time";
import { HEALTH_LABELS } from "../engine-labels";

const BADGE_STYLES: Record<EngineInfo["health"]["status"], string> = {
  healthy: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  unhealthy: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  unknown: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
};

/** The last health check: the badge, when it ran, and why the engine is unhealthy. */
export function EngineHealthStatus({ health }: { health: EngineInfo["health"] }) {
  const checkedAt = health.checked_at_unix;
  return (
    <div className="flex flex-col items-end gap-1 text-right">
      <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", BADGE_STYLES[health.status])} data-testid="engine-health" data-status={health.status}>
        {HEALTH_LABELS[health.status]}
      </span>
      {checkedAt !== null ? (
        <span className="text-xs text-muted-foreground" data-testid="engine-checked-at" title={formatDateTime(checkedAt)}>
          Checked {timeAgo(checkedAt)}
        </span>
      ) : null}
      {health.status === "unhealthy" && health.detail ? (
        <span className="max-w-xs text-xs break-words text-red-700 dark:text-red-300" data-testid="engine-health-detail">
          {health.detail}
        </span>
      ) : null}
    </div>
  );
}
