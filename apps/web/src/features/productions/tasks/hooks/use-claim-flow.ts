import { APP_ROUTES } from "@vocable/domain";
import { useRef, useState } from "react";
import { generatePath, useNavigate } from "react-router";
import { useClaimTask } from "../api/use-claim-task";

/**
 * One claim at a time on the Unclaimed page: a second click (or another row's button) while a
 * claim is on its way does nothing; a claimed task opens in the editor; a refusal is kept with
 * the work it was for, so its row can say why.
 */
export function useClaimFlow(userId: string) {
  const claim = useClaimTask(userId);
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [attempted, setAttempted] = useState<{ descriptionId: string; teamId: string } | null>(null);

  const start = (descriptionId: string, teamId: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setAttempted({ descriptionId, teamId });
    claim.mutate(descriptionId, {
      onSuccess: (task) => void navigate(generatePath(APP_ROUTES.productionsTask, { taskId: task.task_id })),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return {
    start,
    pending: claim.isPending,
    /** The work being claimed now, or last tried, and its team. */
    attempted,
    error: claim.isError ? claim.error : null,
  };
}

export type ClaimFlow = ReturnType<typeof useClaimFlow>;
