import { APP_ROUTES } from "@vocable/domain";
import { notifyUser } from "#features/accounts/notifications/notify-user";
import type Stripe from "stripe";
import type { Db } from "#db/client";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findSubscriptionByStripeId, getSubscription, isRunning, recordStripeEvent, updateSubscription, type SubscriptionRow } from "../repo";
import { setSubscriptionStatus } from "../subscription-state";
import { stripeBillingOf, type StripeBilling } from "./stripe-billing";
import { callStripe } from "./stripe-errors";
import { isStripeEventRecorded, mirroredInvoiceStatus } from "./stripe-repo";
import { applySubscription, fromUnix, idOf, mirrorInvoice, startFromStripe, stateOf, subscriptionOfInvoice, type VocableSubscriptionMetadata } from "./stripe-sync";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";
import { reverseTransferredPayout } from "#features/productions/payouts/use-cases/reverse-payout";

export type StripeEventDeps = Pick<AppDeps, "db" | "log" | "config">;

/** What the webhook answers: the event was taken (`applied` false for a replay or a type Vocable ignores). */
export interface StripeEventOutcome {
  received: true;
  applied: boolean;
}

/** What an event needs from Stripe, fetched before the transaction (no network call holds a row lock). */
interface Prepared {
  /** The subscription to apply: the event's own, or Stripe's current one when the event may be older than what was applied. */
  subscription?: Stripe.Subscription;
  /** The subscription was fetched from Stripe just now: it is the current state, whatever the event's age. */
  fresh?: boolean;
  invoice?: Stripe.Invoice;
}

/** Whether an event may be older than the state the row already has (then Stripe's current state is fetched). */
function inDoubt(row: SubscriptionRow | null, event: Stripe.Event): boolean {
  return !!row?.stripeEventAt && event.created * 1000 <= row.stripeEventAt.getTime();
}

/**
 * POST /v1/billing/stripe/webhook: one Stripe event, applied once.
 * - Signed: the Stripe-Signature header must match the raw body under the endpoint's secret
 *   (else 400 invalid_signature; nothing is read from an unsigned body).
 * - Idempotent: the event id is recorded in the same transaction as its effects, so a replay
 *   (Stripe retries, or someone resends a captured event) changes nothing.
 * - Order-safe: an event no newer than the last one applied to the subscription (stripe_event_at)
 *   is not trusted; Stripe's current subscription is fetched and applied instead.
 * - Shared state: plan changes go through subscription-state.ts, like the local provider's.
 * Unknown event types are recorded and ignored. A failure (Stripe unreachable while re-fetching)
 * answers an error so Stripe sends the event again later.
 */
export async function handleStripeEvent(deps: StripeEventDeps, rawBody: string, signature: string | undefined, billing: StripeBilling = stripeBillingOf(deps.config)): Promise<StripeEventOutcome> {
  const { db, log } = deps;
  const { stripe } = billing;
  if (!signature) throw new AppError("invalid_signature", 400, "The Stripe-Signature header is missing: only Stripe may send events here.");
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(rawBody, signature, billing.webhookSecret);
  } catch {
    throw new AppError("invalid_signature", 400, "The Stripe-Signature header does not match the body: the event was not signed with this endpoint's secret, or is too old.");
  }
  if (await isStripeEventRecorded(db, event.id)) return { received: true, applied: false };

  const prepared = await callStripe(() => prepare(db, stripe, event));
  /** Stripe subscriptions a newer checkout replaced, cancelled once the transaction committed. */
  const superseded: string[] = [];
  const applied = await db.transaction(async (tx) => {
    if (!(await recordStripeEvent(tx, event.id, event.type))) return false;
    await apply(tx, event, prepared, superseded, log);
    return true;
  });
  for (const id of superseded) {
    try {
      await stripe.subscriptions.cancel(id, { prorate: true });
      log.warn("stripe: a second checkout replaced a running subscription; the earlier one was cancelled", { subscription: id });
    } catch (err) {
      log.error("stripe: a subscription replaced by a newer checkout could not be cancelled: cancel it in Stripe's dashboard", { subscription: id, error: (err as Error).message });
    }
  }
  return { received: true, applied };
}

async function prepare(db: Db, stripe: Stripe, event: Stripe.Event): Promise<Prepared> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const subId = idOf(session.subscription);
      if (session.mode === "subscription" && subId) return { subscription: await stripe.subscriptions.retrieve(subId), fresh: true };
      if (session.mode === "setup") await useSetupCard(stripe, session);
      return {};
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      const row = await findSubscriptionByStripeId(db, "subscription", sub.id);
      if (inDoubt(row, event)) return { subscription: await stripe.subscriptions.retrieve(sub.id), fresh: true };
      return { subscription: sub };
    }
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.finalized": {
      const inv = event.data.object;
      const customer = idOf(inv.customer);
      const row = customer ? await findSubscriptionByStripeId(db, "customer", customer) : null;
      if (!inDoubt(row, event)) return { invoice: inv };
      const subId = subscriptionOfInvoice(inv);
      return {
        invoice: await stripe.invoices.retrieve(inv.id),
        ...(subId ? { subscription: await stripe.subscriptions.retrieve(subId), fresh: true } : {}),
      };
    }
    default:
      return {};
  }
}

/** A setup session (verify card, update payment methods) completed: the card becomes the customer's default for invoices. */
async function useSetupCard(stripe: Stripe, session: Stripe.Checkout.Session): Promise<void> {
  const intentId = idOf(session.setup_intent);
  const customer = idOf(session.customer);
  if (!intentId || !customer) return;
  const intent = await stripe.setupIntents.retrieve(intentId);
  const paymentMethod = idOf(intent.payment_method);
  if (paymentMethod) await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } });
}

async function apply(tx: Db, event: Stripe.Event, prepared: Prepared, superseded: string[], log: StripeEventDeps["log"]): Promise<void> {
  const seenAt = fromUnix(event.created);
  switch (event.type) {
    case "checkout.session.completed": {
      const sub = prepared.subscription;
      if (!sub) return;
      const session = event.data.object;
      const workspaceId = session.client_reference_id ?? session.metadata?.workspace_id ?? (sub.metadata as VocableSubscriptionMetadata).workspace_id;
      const ws = workspaceId ? await lockWorkspace(tx, workspaceId) : null;
      if (!ws) {
        log.warn("stripe: a completed checkout names no workspace of this instance", { session: session.id });
        return;
      }
      const previous = await getSubscription(tx, ws.id);
      // Started already, from its customer.subscription.created event.
      if (previous?.stripeSubscriptionId === sub.id) return;
      if (isRunning(previous) && previous.provider !== "stripe") {
        log.warn("stripe: a checkout completed for a workspace whose plan an operator set; not applied", { workspaceId: ws.id, subscription: sub.id });
        return;
      }
      const replaced = isRunning(previous) ? previous.stripeSubscriptionId : null;
      if ((await startFromStripe(tx, ws, previous, sub, seenAt, log)) && replaced) superseded.push(replaced);
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = prepared.subscription ?? event.data.object;
      const found = await findSubscriptionByStripeId(tx, "subscription", sub.id);
      const workspaceId = found?.workspaceId ?? (sub.metadata as VocableSubscriptionMetadata).workspace_id;
      const ws = workspaceId ? await lockWorkspace(tx, workspaceId) : null;
      if (!ws) return;
      const row = await getSubscription(tx, ws.id);
      if (row?.stripeSubscriptionId !== sub.id) {
        // Not known yet (its checkout.session.completed is still on its way): a subscription made by
        // Vocable's checkout starts now, unless the workspace runs another one.
        const state = stateOf(sub.status);
        if (!isRunning(row) && (state === "active" || state === "trialing" || state === "past_due")) await startFromStripe(tx, ws, row, sub, seenAt, log);
        return;
      }
      // A newer event was applied since this one was looked at: this one is older news.
      if (!prepared.fresh && inDoubt(row, event)) return;
      await applySubscription(tx, ws, row, sub, seenAt, log);
      return;
    }
    case "invoice.paid":
    case "invoice.payment_failed":
    case "invoice.finalized": {
      const inv = prepared.invoice ?? event.data.object;
      const customer = idOf(inv.customer);
      const subId = subscriptionOfInvoice(inv);
      const found = (customer ? await findSubscriptionByStripeId(tx, "customer", customer) : null) ?? (subId ? await findSubscriptionByStripeId(tx, "subscription", subId) : null);
      // The first invoice can arrive before the checkout's events: its subscription's metadata names the workspace.
      const workspaceId = found?.workspaceId ?? (inv.parent?.subscription_details?.metadata as VocableSubscriptionMetadata | null)?.workspace_id;
      const ws = workspaceId ? await lockWorkspace(tx, workspaceId) : null;
      if (!ws) return;
      await mirrorInvoice(tx, ws.id, inv, await mirroredInvoiceStatus(tx, inv.id));
      // Recorded with the event (replays change nothing): the owner's bell says the payment failed.
      if (event.type === "invoice.payment_failed") {
        await notifyUser(tx, ws.ownerId, {
          severity: "error",
          title: "A payment failed",
          description: `The payment of invoice ${inv.number ?? inv.id} for ${ws.name} did not go through. Update the payment method to keep the plan.`,
          needsAttention: true,
          event: "billing.payment_failed",
          link: APP_ROUTES.subscription,
        });
      }
      const row = await getSubscription(tx, ws.id);
      if (!row || !subId || row.stripeSubscriptionId !== subId || row.endedAt !== null) return;
      if (prepared.fresh && prepared.subscription) {
        await applySubscription(tx, ws, row, prepared.subscription, seenAt, log);
        return;
      }
      if (inDoubt(row, event)) return;
      if (event.type === "invoice.payment_failed") await setSubscriptionStatus(tx, ws, "past_due");
      else if (event.type === "invoice.paid" && (ws.status === "past_due" || ws.status === "incomplete")) await setSubscriptionStatus(tx, ws, "active");
      await updateSubscription(tx, ws.id, { stripeEventAt: seenAt });
      return;
    }
    case "subscription_schedule.released":
    case "subscription_schedule.canceled":
    case "subscription_schedule.completed": {
      const schedule = event.data.object;
      const subId = idOf(schedule.subscription) ?? schedule.released_subscription;
      const found = subId ? await findSubscriptionByStripeId(tx, "subscription", subId) : null;
      if (!found) return;
      await lockWorkspace(tx, found.workspaceId);
      const row = await getSubscription(tx, found.workspaceId);
      // The scheduled downgrade is off (released, cancelled, or done: a phase that started already switched the plan).
      if (row?.stripeScheduleId === schedule.id) {
        await updateSubscription(tx, found.workspaceId, { stripeScheduleId: null, pendingTier: null, pendingBillingPeriod: null });
      }
      return;
    }
    case "transfer.reversed": {
      // A producer's payout (issue 29) taken back in Stripe: the amount is in their balance again.
      if (!(await reverseTransferredPayout(tx, event.data.object))) log.warn("stripe: a reversed transfer names no paid payout of this instance", { transfer: event.data.object.id });
      return;
    }
    default:
      return;
  }
}
