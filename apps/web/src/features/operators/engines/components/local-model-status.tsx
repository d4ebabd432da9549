import { formatDateTime } from "@vocable/domain";
import type { LocalModelInfo } from "@vocable/contract";
import { cn } from "#lib/cn";
import { timeAgo } from "#lib/relative-time";
import { LOCAL_MODEL_STATUS_LABELS } from "../local-model-labels";

const BADGE_STYLES: Record<LocalModelInfo["status"], string> = {
  ok: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  broken: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  unchecked: "bg-zinc-100 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300",
};

/** A model's check: the badge and when it ran (the reason is shown by {@link LocalModelReason}). */
export function LocalModelStatus({ status, checkedAt }: { status: LocalModelInfo["status"]; checkedAt: number | null }) {
  return (
    <div className="flex flex-col items-end gap-1 text-right">
      <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", BADGE_STYLES[status])} data-testid="local-model-status" data-status={status}>
        {LOCAL_MODEL_STATUS_LABELS[status]}
      </span>
      {checkedAt !== null ? (
        <span className="text-xs text-muted-foreground" data-testid="local-model-checked-at" title={formatDateTime(checkedAt)}>
          Checked {timeAgo(checkedAt)}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Why a model is broken (prominent: it does not work), or why a model that passed is not in use
 * (a kind not supported yet) or has not been checked: nothing when the server gave no reason.
 */
export function LocalModelReason({ status, reason }: { status: LocalModelInfo["status"]; reason: string | null }) {
  if (!reason) return null;
  if (status === "broken") {
    return (
      <div
        className="rounded-lg border border-red-200 bg-red-50/60 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300"
        data-testid="local-model-reason"
      >
        <p className="font-semibold">This model does not work</p>
        <p className="break-words whitespace-pre-line">{reason}</p>
      </div>
    );
  }
  return (
    <p className="text-sm break-words text-zinc-600 dark:text-zinc-400" data-testid="local-model-reason">
      {reason}
    </p>
  );
}
