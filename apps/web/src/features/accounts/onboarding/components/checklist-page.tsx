import {
  CHECKLIST_COMPLETE_ERROR,
  CHECKLIST_HIDE_ERROR,
  CHECKLIST_ITEM_COMING_LATER,
  ONBOARDING_CHECKLIST_ITEMS,
  availableChecklistProgress,
  isChecklistItemCompleted,
} from "@vocable/domain";
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

/**
 * /app/onboarding-checklist: the seven first steps, what is done, and hide / mark complete. A step
 * the server says it cannot do (`is_available` false) shows as coming later, not as an open task.
 */
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
  const available = availableChecklistProgress(checklist.items);
  const progress = { completed: available.completed, total: available.available };
  const isAvailable = (id: string) => checklist.items.find((i) => i.onboarding_checklist_item_id === id)?.is_available !== false;
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
          {available.comingLater > 0 ? (
            <p className="text-xs text-muted-foreground" data-testid="checklist-coming-later">
              {available.comingLater} more {available.comingLater === 1 ? "step comes" : "steps come"} later: {available.comingLater === 1 ? "its feature is" : "their features are"} not available on this server yet, and{" "}
              {available.comingLater === 1 ? "it ticks itself off" : "they tick themselves off"} once you use them.
            </p>
          ) : null}
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
          const later = !done && !isAvailable(item.id);
          return (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-3 px-4 py-3"
              data-testid={`checklist-item-${item.id}`}
              data-completed={done}
              data-available={!later}
            >
              <span
                className={cn(
                  "flex h-6 w-6 shrink-0 items-center justify-center rounded-full border",
                  done ? "border-emerald-500 bg-emerald-500 text-white" : later ? "border-dashed border-zinc-300 dark:border-zinc-700" : "border-zinc-300 dark:border-zinc-700",
                )}
                aria-hidden
              >
                {done ? <Icon name="check" className="h-4 w-4" /> : null}
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <span className={cn("text-sm font-medium", (done || later) && "text-muted-foreground", done && "line-through dark:text-zinc-400")}>{item.title}</span>
                <span className="text-xs text-muted-foreground">{item.description}</span>
              </div>
              <span className="sr-only">{done ? "Done" : later ? "Coming later" : "Not done yet"}</span>
              {done ? null : later ? (
                <span className="text-xs text-muted-foreground" data-testid="checklist-item-unavailable">
                  {CHECKLIST_ITEM_COMING_LATER}
                </span>
              ) : (
                <ChecklistItemLink item={item} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
