import type { OnboardingChecklistState } from "@vocable/contract";
import { checklistItemCompletedMessage, newlyCompletedItems } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { userQueryOptions } from "#features/accounts/user/api/user-query";

/** While a checklist is open, the user is re-read this often, so a step done elsewhere (an API call, another tab) is noticed. */
const POLL_MS = 20_000;

/**
 * The congratulation toast when a checklist item completes (spec §4), unless the checklist is
 * hidden. Mounted once in the signed-in layout; renders nothing. Completion happens on the
 * server, so this watches the user: it is refetched after generating speech and polled while the
 * checklist is open.
 */
export function ChecklistCongratulations() {
  const { data: user } = useQuery({
    ...userQueryOptions,
    refetchInterval: (query) => {
      const current = query.state.data;
      return current?.onboarding_checklist && !current.onboarding_checklist.hidden && !current.is_onboarding_checklist_completed ? POLL_MS : false;
    },
  });
  const previous = useRef<OnboardingChecklistState | null>(null);
  const checklist = user?.onboarding_checklist ?? null;

  useEffect(() => {
    for (const id of newlyCompletedItems(previous.current, checklist)) toast.success(checklistItemCompletedMessage(id));
    previous.current = checklist;
  }, [checklist]);

  return null;
}
