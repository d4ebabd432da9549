import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { cn } from "#lib/cn";
import { handleError } from "#lib/handle-error";
import { usePlanRequest } from "../api/use-plan-request";
import { useWithdrawPlanRequest } from "../api/use-withdraw-plan-request";
import { planRequestView, requestedPlanName } from "../billing-mode";

const TONES = {
  pending: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200",
  good: "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200",
  bad: "border-red-200 bg-red-50/60 text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300",
};

/**
 * The subscription page's line about the workspace's plan request (operator approval): open with
 * Withdraw for its admins, or the operators' answer (approved, or denied with their reason).
 */
export function PlanRequestNotice({ canManage }: { canManage: boolean }) {
  const request = usePlanRequest(true);
  const withdraw = useWithdrawPlanRequest();
  const current = request.data?.plan_request ?? null;
  const view = planRequestView(current);
  if (!view || !current) return null;
  return (
    <div role="status" className={cn("flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm", TONES[view.tone])} data-testid="plan-request">
      <p data-testid={`plan-request-${current.status}`}>{view.text}</p>
      {view.canWithdraw && canManage ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={withdraw.isPending}
          data-testid="plan-request-withdraw"
          onClick={() =>
            withdraw.mutate(current.plan_request_id, {
              onSuccess: () => toast.success(`Your request for ${requestedPlanName(current)} was withdrawn.`),
              onError: handleError,
            })
          }
        >
          Withdraw request
        </Button>
      ) : null}
    </div>
  );
}
