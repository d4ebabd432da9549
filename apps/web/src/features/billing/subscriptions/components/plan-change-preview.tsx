import type { BillingPeriod, TierId } from "@vocable/domain";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useSubscriptionChangePreview } from "../api/use-subscription-change-preview";
import { planChangePreviewView } from "../plan-change-preview-view";

/** The plan-change dialog's figures before confirming: the amount due now (or nothing until the period end) and who loses access. */
export function PlanChangePreview({ tier, billingPeriod }: { tier: TierId; billingPeriod: BillingPeriod }) {
  const preview = useSubscriptionChangePreview({ tier, billingPeriod });
  if (preview.isPending) {
    return (
      <span className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="plan-change-preview-loading">
        <Spinner label="Working out the amount" /> Working out the amount…
      </span>
    );
  }
  if (preview.error) {
    return (
      <span className="block text-sm text-red-600 dark:text-red-400" role="alert" data-testid="plan-change-preview-error">
        The amount could not be worked out: {errorMessage(preview.error)}
      </span>
    );
  }
  const view = planChangePreviewView(preview.data);
  return (
    <span className="flex flex-col gap-2">
      <span className="block text-sm font-medium text-zinc-900 dark:text-zinc-100" data-testid="plan-change-amount">
        {view.money}
      </span>
      {view.seats ? (
        <span className="block rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="plan-change-losing-access">
          {view.seats}
        </span>
      ) : null}
    </span>
  );
}
