import { countRestartNote, usageCountRestartNote } from "@vocable/domain";
import { useSubscription } from "#features/accounts/user/api/use-subscription";

/**
 * Under the shell's credit meter: "Count restarted on Mar 3, 2026 with your new plan", while the
 * plan's count runs from a new plan's start (so "0 / 2M" beside a usage page that counts earlier
 * characters is explained). Nothing otherwise.
 */
export function MeterCountRestartNote() {
  const { data: sub } = useSubscription();
  const note = sub ? countRestartNote(sub) : null;
  if (!note) return null;
  return (
    <p className="px-1 text-[11px] text-muted-foreground" data-testid="credit-restart-note">
      {note}
    </p>
  );
}

/** The usage page's same note, with what the page counts and what the plan's count is. */
export function UsageCountRestartNote() {
  const { data: sub } = useSubscription();
  const note = sub ? usageCountRestartNote(sub) : null;
  if (!note) return null;
  return (
    <p className="rounded-lg border border-zinc-200 px-3 py-2 text-sm text-zinc-700 dark:border-zinc-800 dark:text-zinc-300" data-testid="usage-restart-note">
      {note}
    </p>
  );
}
