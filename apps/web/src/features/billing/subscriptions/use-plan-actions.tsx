import type { Subscription } from "@vocable/contract";
import {
  APP_ROUTES,
  formatCalendarDate,
  isPricedTier,
  subscriptionChangeDialog,
  subscriptionChangeError,
  tierDisplayName,
  type BillingPeriod,
  type Currency,
  type TierId,
} from "@vocable/domain";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Dialog } from "#components/ui/dialog";
import { handleError } from "#lib/handle-error";
import { apiErrorOf } from "#features/accounts/account-security/api/error-type";
import { useChangeSubscription } from "./api/use-change-subscription";
import { REQUESTED_MESSAGE } from "./billing-mode";
import { useStartCheckout } from "./api/use-start-checkout";
import { useSubscriptionCall } from "./api/use-subscription-call";
import { ContactSalesForm } from "./components/contact-sales-form";
import { PlanChangePreview } from "./components/plan-change-preview";
import { currentPeriodEndUnix, toCurrentSubscription } from "./current-subscription";
import { newIdempotencyKey } from "./idempotency-key";
import type { PlanCardView } from "./plan-card-view";
import { getStoredPromo } from "./promo-code-store";
import { forgetRememberedPlan, rememberPlan } from "./remembered-plan";

type OpenDialog =
  | { kind: "cancel" }
  | { kind: "change"; action: "upgrade" | "downgrade"; tier: TierId; billingPeriod: BillingPeriod; idempotencyKey: string }
  | { kind: "contactSales" }
  | null;

function dateOr(unix: number | null | undefined, fallback: string): string {
  return unix ? formatCalendarDate(unix) : fallback;
}

/**
 * What a plan card's button does (spec accounts §4 "Plan action", click behaviour): logged out,
 * remember the pick and go to sign-up (a free pick just signs up); create, checkout; cancel, the
 * cancellation dialog; renew and cancel-downgrade, the call at once; upgrade and downgrade, the
 * confirmation dialog with the change's texts and the server's preview (the prorated amount, who
 * loses access); Enterprise, the contact-sales form. Also the
 * current-plan section's "Do Not Cancel" and "Cancel downgrade". Failures show the §8 toasts.
 */
export function usePlanActions({ sub, currency }: { sub: Subscription | null; currency: Currency }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const checkout = useStartCheckout();
  const change = useChangeSubscription();
  const call = useSubscriptionCall();

  const renew = () =>
    call.mutate(
      { kind: "renew" },
      {
        onSuccess: () => toast.success("Your subscription continues: it will renew at the end of the period."),
        onError: () => toast.error(subscriptionChangeError("renew")),
      },
    );
  const cancelDowngrade = () =>
    call.mutate(
      { kind: "cancelDowngrade" },
      {
        onSuccess: () => toast.success("The scheduled downgrade was canceled: your plan stays as it is."),
        onError: () => toast.error(subscriptionChangeError("cancel the downgrade of your")),
      },
    );

  const pick = (view: PlanCardView, billingPeriod: BillingPeriod) => {
    const tier = view.entry.tier;
    switch (view.click) {
      case "contactSales":
        setDialog({ kind: "contactSales" });
        return;
      case "signUp":
        if (isPricedTier(tier)) rememberPlan({ tier, billingPeriod, currency });
        else forgetRememberedPlan();
        void navigate(APP_ROUTES.signUp);
        return;
      case "checkout": {
        const promocode = getStoredPromo()?.promocode;
        checkout.mutate({ subscription_type: tier, billing_period: billingPeriod, currency, ...(promocode ? { promocode } : {}) });
        return;
      }
      case "cancellationFlow":
        setDialog({ kind: "cancel" });
        return;
      case "callBackend":
        if (view.action === "renewSubscription") renew();
        else cancelDowngrade();
        return;
      case "confirmDialog":
        if (view.action === "upgrade" || view.action === "downgrade") {
          setDialog({ kind: "change", action: view.action, tier, billingPeriod, idempotencyKey: newIdempotencyKey() });
        }
        return;
      case "nothing":
        return;
    }
  };

  const close = () => setDialog(null);
  const periodEnd = sub ? currentPeriodEndUnix(sub) : null;
  let dialogs: ReactNode = null;

  if (dialog?.kind === "contactSales") {
    dialogs = (
      <Dialog open onOpenChange={(open) => !open && close()} title="Contact sales" description="Tell us about your team and we will put together an Enterprise plan: custom limits, seats and terms.">
        <ContactSalesForm onDone={close} />
      </Dialog>
    );
  } else if (dialog?.kind === "cancel" && sub) {
    const plan = tierDisplayName(sub.tier);
    const until = dateOr(periodEnd, "the end of the current billing period");
    dialogs = (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && close()}
        title="Cancel your subscription?"
        description={`Your ${plan} plan stays until ${until}, the end of the current billing period. Then the workspace moves to the Free plan and its limits. You can change your mind until then with "Do Not Cancel".`}
        confirmText="Cancel Subscription"
        cancelText="Keep my plan"
        destructive
        pending={call.isPending}
        onConfirm={() =>
          call.mutate(
            { kind: "cancel" },
            {
              onSuccess: (answer) => {
                close();
                const at = (answer as { cancel_at_unix?: number }).cancel_at_unix;
                toast.success(`Your subscription will be canceled on ${dateOr(at, until)}.`);
              },
              // Spec §8: a failed cancellation shows the server's detail.message.
              onError: (error) => handleError(error),
            },
          )
        }
      />
    );
  } else if (dialog?.kind === "change" && sub) {
    const current = toCurrentSubscription(sub);
    const texts = subscriptionChangeDialog(
      dialog.action,
      { tier: current.tier, billingPeriod: current.billingPeriod, currentPeriodEnd: periodEnd },
      { tier: dialog.tier, billingPeriod: dialog.billingPeriod },
    );
    dialogs = (
      <ConfirmDialog
        open
        onOpenChange={(open) => !open && close()}
        title={texts.title}
        description={
          <span className="flex flex-col gap-3">
            <span className="block">{texts.description}</span>
            {/* The server's figures for this change: the prorated amount and who loses access. */}
            <PlanChangePreview tier={dialog.tier} billingPeriod={dialog.billingPeriod} />
          </span>
        }
        confirmText={texts.confirmText}
        pending={change.isPending}
        onConfirm={() =>
          change.mutate(
            { subscription_type: dialog.tier, billing_period: dialog.billingPeriod, idempotency_key: dialog.idempotencyKey },
            {
              onSuccess: (result) => {
                close();
                if (result.status === "requested") {
                  toast.success(`${REQUESTED_MESSAGE}: ${tierDisplayName(dialog.tier)}.`);
                  return;
                }
                toast.success(
                  dialog.action === "upgrade"
                    ? `Your plan is now ${tierDisplayName(result.tier)}.`
                    : `Your plan changes to ${tierDisplayName(dialog.tier)} on ${dateOr(result.effective_at_unix, "the end of the current billing period")}.`,
                );
              },
              // A request already open for another plan: the server says which and what to do.
              onError: (error) => (apiErrorOf(error, "plan_request_open") ? handleError(error) : toast.error(subscriptionChangeError(dialog.action))),
            },
          )
        }
      />
    );
  }

  const busy = checkout.isPending || change.isPending || call.isPending;
  return { pick, renew, cancelDowngrade, dialogs, busy };
}
