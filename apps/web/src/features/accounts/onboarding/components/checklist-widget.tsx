import { APP_ROUTES, CHECKLIST_HIDE_ERROR, availableChecklistProgress, nextChecklistItem } from "@vocable/domain";
import { Link } from "react-router";
import { useUser } from "#features/accounts/user/api/use-user";
import { useChecklistCall } from "../api/use-checklist-call";

/**
 * The checklist in the shell's sidebar: progress over the steps this server can do, the next open
 * one (never a step the server says is not available), a link to the whole list, and Hide. Shown
 * while the checklist exists, is not hidden and is not completed.
 */
export function ChecklistWidget() {
  const { data: user } = useUser();
  const hide = useChecklistCall("hide", CHECKLIST_HIDE_ERROR);
  const checklist = user?.onboarding_checklist;
  if (!user || !checklist || checklist.hidden || user.is_onboarding_checklist_completed) return null;
  const progress = availableChecklistProgress(checklist.items);
  const next = nextChecklistItem(checklist.items);
  return (
    <section aria-label="Getting started" className="flex flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900" data-testid="checklist-widget">
      <div className="flex items-center justify-between gap-2">
        <Link to={APP_ROUTES.onboardingChecklist} className="text-sm font-medium hover:underline">
          Get started
        </Link>
        <button
          type="button"
          onClick={() => hide.mutate()}
          disabled={hide.isPending}
          className="rounded px-1 text-xs text-muted-foreground hover:text-zinc-900 disabled:opacity-50 dark:hover:text-zinc-100"
        >
          Hide
        </button>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-xs text-muted-foreground">
          {progress.completed} of {progress.available} done
          {progress.comingLater > 0 ? ` · ${progress.comingLater} coming later` : ""}
        </span>
        <div className="h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden>
          <div className="h-full rounded-full bg-emerald-500" style={{ width: `${progress.available ? (progress.completed / progress.available) * 100 : 0}%` }} />
        </div>
      </div>
      {next ? (
        <Link to={APP_ROUTES.onboardingChecklist} className="truncate text-xs text-zinc-600 hover:underline dark:text-zinc-300" data-testid="checklist-next">
          Next: {next.title}
        </Link>
      ) : null}
    </section>
  );
}
