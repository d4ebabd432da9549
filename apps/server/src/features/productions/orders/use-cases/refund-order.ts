import type { AppDeps } from "#platform/app-env";
import { billingProviderOf } from "#features/billing/subscriptions/create-billing-provider";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { findOwedRefunds, findOrderById, setOrderRefund } from "../work-repo";

/**
 * Makes the refund an ended order is owed (its `refunded_cents`, set when it ended) through the
 * billing provider, once: the provider's idempotency key is the order's id, and the record is
 * written only where none is. A failure (Stripe unreachable) is logged and left for the
 * productions tick to retry; the order stays ended either way.
 */
export async function refundOrder(deps: AppDeps, orderId: string): Promise<boolean> {
  const order = await findOrderById(deps.db, orderId);
  const billing = billingProviderOf(deps);
  if (!order || order.refundId || order.refundedCents <= 0 || !order.invoiceId || !billing) return false;
  try {
    const ws = await getWorkspace(deps.db, order.workspaceId);
    if (!ws) return false;
    const { refundId } = await billing.refundOrder(ws, { orderId, invoiceId: order.invoiceId, cents: order.refundedCents, description: `Refund: productions order "${order.name}" (${order.state})` });
    await setOrderRefund(deps.db, orderId, refundId);
    return true;
  } catch (err) {
    deps.log.error("productions: an order's refund could not be made; the productions tick retries it", { orderId, error: (err as Error).message });
    return false;
  }
}

/** The refunds still owed (a failed attempt), retried: the productions tick's part. */
export async function retryOwedRefunds(deps: AppDeps, limit = 50): Promise<number> {
  let made = 0;
  for (const order of await findOwedRefunds(deps.db, limit)) if (await refundOrder(deps, order.id)) made++;
  return made;
}
