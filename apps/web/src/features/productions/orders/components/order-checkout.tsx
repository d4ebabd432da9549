import type { Order } from "../order-types";
import { APP_ROUTES } from "@vocable/domain";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Spinner } from "#components/ui/spinner";
import { useCancelOrder, useSubmitOrder } from "../api/use-order-changes";
import { submitFailure } from "../order-errors";
import { formatUsd } from "../order-money";
import { cancelRefunds, canCancelOrder, isOrderDraft } from "../order-status";

/**
 * The order's price (the sum of its items' quotes), Submit order while a draft (charged at once;
 * a declined payment shows the billing error with a link to the subscription page) and Cancel
 * order until it is delivered (a paid order's undelivered work is refunded), and what was refunded.
 */
export function OrderCheckout({ order }: { order: Order }) {
  const submit = useSubmitOrder(order.order_id);
  const cancel = useCancelOrder(order.order_id);
  const [confirming, setConfirming] = useState(false);
  const draft = isOrderDraft(order.state);
  const failure = submit.error ? submitFailure(submit.error) : null;
  const busy = submit.isPending || cancel.isPending;

  return (
    <section aria-labelledby="order-price-title" className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="order-checkout">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-price-title" className="text-base font-semibold">
          {draft ? "Price" : "Total"}
        </h2>
        <p className="text-2xl font-semibold tabular-nums" data-testid="order-total">
          {formatUsd(order.total_amount_usd)}
        </p>
      </div>
      {draft ? (
        <p className="text-xs text-muted-foreground">
          {order.sandbox ? "A sandbox order is priced but never charged." : "Submitting charges this amount to the workspace at once; the work then goes to the producers."}
        </p>
      ) : null}
      {failure ? (
        <div role="alert" className="flex flex-col gap-1 rounded-lg border border-red-200 bg-red-50/60 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300" data-testid="order-submit-error">
          <p>{failure.message}</p>
          {failure.billing ? (
            <Link to={APP_ROUTES.subscription} className="w-fit font-medium underline">
              Check the payment method on the subscription page
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {draft ? (
          <Button onClick={() => submit.fire(undefined)} disabled={busy || order.items.length === 0} data-testid="order-submit">
            {submit.isPending ? <Spinner label="Submitting" /> : null}
            Submit order
          </Button>
        ) : null}
        {canCancelOrder(order.state) ? (
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy} data-testid="order-cancel">
            Cancel order
          </Button>
        ) : null}
      </div>
      {order.refunded_amount_usd > 0 ? (
        <p className="text-sm" data-testid="order-refund">
          Refunded {formatUsd(order.refunded_amount_usd)} for work not delivered{order.refund_id ? "." : " (the refund is being made)."}
        </p>
      ) : null}
      {draft && order.items.length === 0 ? <p className="text-xs text-muted-foreground">Add at least one item of work to submit the order.</p> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this order?"
        description={
          cancelRefunds(order.state)
            ? "The producers stop working on it, and the work not yet delivered is refunded. Results already delivered stay yours."
            : "Nothing has been charged. The order and its media stay in the list as cancelled."
        }
        confirmText="Cancel order"
        cancelText="Keep order"
        destructive
        pending={cancel.isPending}
        onConfirm={() => cancel.fire(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </section>
  );
}
