import { APP_ROUTES, formatCalendarDate, formatPrice, tierDisplayName } from "@vocable/domain";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage, handleError } from "#lib/handle-error";
import { useBillingConfig } from "../api/use-billing-config";
import { useCheckoutSession } from "../api/use-checkout-session";
import { billingModeNotice, REQUESTED_MESSAGE } from "../billing-mode";
import { useCompleteCheckout } from "../api/use-complete-checkout";
import { periodWord } from "../current-subscription";
import { clearStoredPromo } from "../promo-code-store";

export const NOT_COLLECTED = "Not collected: this instance does not take card payments. The invoice is recorded for your records.";

function Line({ label, children, testId, strong }: { label: string; children: ReactNode; testId: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 text-sm ${strong ? "border-t border-zinc-200 pt-3 text-base font-semibold dark:border-zinc-800" : ""}`}>
      <dt className={strong ? "" : "text-muted-foreground"}>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

const backLink = (
  <Link to={APP_ROUTES.subscription} className="text-sm font-medium underline">
    Back to your subscription
  </Link>
);

/**
 * /app/checkout/{id}: the local provider's checkout (spec accounts §4 "create starts checkout"):
 * the order summary (plan, period, subtotal, discount and its description, total, and whether
 * payment is collected) and "Confirm subscription", which starts the plan and goes to the
 * subscription page.
 */
export function CheckoutPage({ checkoutSessionId }: { checkoutSessionId: string }) {
  const session = useCheckoutSession(checkoutSessionId);
  const complete = useCompleteCheckout(checkoutSessionId);
  const config = useBillingConfig();
  const navigate = useNavigate();
  // Under operator approval the confirmation sends the operators a request instead of starting the plan.
  const approval = config.data?.mode === "local_approval";

  let body: ReactNode;
  if (session.isPending) {
    body = <Spinner label="Loading checkout" />;
  } else if (session.isError) {
    const missing = session.error instanceof ApiError && session.error.status === 404;
    body = missing ? (
      <div className="flex flex-col items-start gap-3" data-testid="checkout-missing">
        <p className="text-sm">This checkout does not exist or belongs to another workspace.</p>
        {backLink}
      </div>
    ) : (
      <InlineError message={errorMessage(session.error)} onRetry={() => void session.refetch()} retrying={session.isFetching} />
    );
  } else {
    const s = session.data;
    const plan = tierDisplayName(s.tier);
    body = (
      <div className="flex flex-col gap-5">
        <dl className="flex flex-col gap-2" data-testid="checkout-summary">
          <Line label="Plan" testId="checkout-plan">
            {plan}
          </Line>
          <Line label="Billing" testId="checkout-period">
            {periodWord(s.billing_period) === "yearly" ? "Yearly" : "Monthly"} · {s.currency.toUpperCase()}
          </Line>
          <Line label="Subtotal" testId="checkout-subtotal">
            {formatPrice(s.subtotal_cents, s.currency)}
          </Line>
          {s.discount_cents > 0 || s.discount_description ? (
            <Line label="Discount" testId="checkout-discount">
              <span className="flex flex-col items-end">
                <span>{formatPrice(-s.discount_cents, s.currency)}</span>
                {s.discount_description ? (
                  <span className="text-xs text-emerald-700 dark:text-emerald-400" data-testid="checkout-discount-description">
                    {s.discount_description}
                  </span>
                ) : null}
              </span>
            </Line>
          ) : null}
          <Line label="Total due today" testId="checkout-total" strong>
            {formatPrice(s.amount_due_cents, s.currency)}
          </Line>
        </dl>
        {approval && s.status === "open" ? (
          <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200" data-testid="checkout-approval-note">
            {billingModeNotice("local_approval")}
          </p>
        ) : null}
        {!s.collects_payment ? (
          <p className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300" data-testid="checkout-not-collected">
            {NOT_COLLECTED}
          </p>
        ) : null}
        {s.status === "open" ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-xs text-muted-foreground">This checkout is open until {formatCalendarDate(s.expires_at_unix)}.</p>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={() => void navigate(APP_ROUTES.subscription)}>
                Cancel
              </Button>
              <Button
                disabled={complete.isPending}
                data-testid="checkout-confirm"
                onClick={() =>
                  complete.mutate(undefined, {
                    onSuccess: (done) => {
                      clearStoredPromo();
                      if (done.status === "requested") toast.success(`${REQUESTED_MESSAGE}: ${tierDisplayName(done.tier)}.`);
                      else toast.success(`You're subscribed to ${tierDisplayName(done.tier)}.`);
                      void navigate(APP_ROUTES.subscription, { replace: true });
                    },
                    onError: handleError,
                  })
                }
              >
                {complete.isPending ? <Spinner label="Confirming" /> : null}
                {approval ? "Send request" : "Confirm subscription"}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-2" data-testid={`checkout-${s.status}`}>
            <p className="text-sm">
              {s.status === "complete"
                ? `This checkout is complete: your workspace is on ${plan}.`
                : s.status === "requested"
                  ? `${REQUESTED_MESSAGE}: the operators decide on ${plan}, and you get an e-mail either way.`
                  : "This checkout expired. Pick a plan again to start a new one."}
            </p>
            {backLink}
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5" data-testid="checkout-page">
      <div>
        <h1 className="text-xl font-semibold">Checkout</h1>
        <p className="text-sm text-muted-foreground">Check your order, then confirm it.</p>
      </div>
      <div className="rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">{body}</div>
    </div>
  );
}
