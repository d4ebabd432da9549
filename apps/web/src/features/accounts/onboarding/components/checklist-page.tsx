import { CHECKLIST_COMPLETE_ERROR, CHECKLIST_HIDE_ERROR, ONBOARDING_CHECKLIST_ITEMS, checklistProgress, isChecklistItemCompleted } from "@vocable/domain";
import { useEffect } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { errorMessage } from "#lib/handle-error";
import { useUser } from "#features/accounts/user/api/use-user";
import { useChecklistCall } from "../api/use-checklist-call";
import { ChecklistItemLink } from "./checklist-item-link";
import { ChecklistProgress } from "./checklist-progress";

/** /app/onboarding-checklist: the seven first steps, what is done, and hide / mark complete. */
export function ChecklistPage() {
  const user = useUser();
  const initiate = useChecklistCall("initiate");
  const hide = useChecklistCall("hide", CHECKLIST_HIDE_ERROR);
  const markComplete = useChecklistCall("mark-complete", CHECKLIST_COMPLETE_ERROR);
  const checklist = user.data?.onboarding_checklist ?? null;
  const needsInitiate = user.data !== undefined && checklist === null;
  const { mutate: initiateChecklist, isIdle: initiateIdle } = initiate;

  // A user who never answered the survey (an older account) gets a checklist on their first visit.
  useEffect(() => {
    if (needsInitiate && initiateIdle) initiateChecklist();
  }, [needsInitiate, initiateIdle, initiateChecklist]);

  if (user.error) {
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        {errorMessage(user.error)}
      </p>
    );
  }
  if (!checklist) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading the checklist" />
      </div>
    );
  }
  const progress = checklistProgress(checklist);
  const completed = user.data?.is_onboarding_checklist_completed ?? false;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5" data-testid="checklist-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-60 flex-1 flex-col gap-3">
          <div>
            <h1 className="text-xl font-semibold">Get started with Vocable</h1>
            <p className="text-sm text-muted-foreground">
              {completed ? "You finished the checklist. The steps stay here if you want to come back to them." : "Each step ticks itself off when you do it."}
            </p>
          </div>
          <ChecklistProgress {...progress} />
        </div>
        <div className="flex gap-2">
          {!checklist.hidden && !completed ? (
            <Button variant="ghost" size="sm" onClick={() => hide.mutate()} disabled={hide.isPending}>
              Hide from sidebar
            </Button>
          ) : null}
          {!completed ? (
            <Button variant="secondary" size="sm" onClick={() => markComplete.mutate()} disabled={markComplete.isPending}>
              Mark as complete
            </Button>
          ) : null}
        </div>
      </div>
      <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
        {ONBOARDING_CHECKLIST_ITEMS.map((item) => {
          const done = isChecklistItemCompleted(checklist, item.id);
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-testid={`checklist-item-${item.id}`} data-completed={done}>
              <span
                className={cn(
                  "flex h-6 w-6 shrink-0 items-center justify-center rounded-full border",
                  done ? "border-emerald-500 bg-emerald-500 text-white" : "border-zinc-300 dark:border-zinc-700",
                )}
                aria-hidden
              >
                {done ? <Icon name="check" className="h-4 w-4" /> : null}
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <span className={cn("text-sm font-medium", done && "text-muted-foreground line-through dark:text-zinc-400")}>{item.title}</span>
                <span className="text-xs text-muted-foreground">{item.description}</span>
                {!done && !item.featureAvailable ? (
                  <span className="text-xs text-muted-foreground" data-testid="checklist-item-unavailable">
                    Not available on this server yet: this step stays open until it is.
                  </span>
                ) : null}
              </div>
              <span className="sr-only">{done ? "Done" : "Not done yet"}</span>
              {done ? null : <ChecklistItemLink item={item} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
