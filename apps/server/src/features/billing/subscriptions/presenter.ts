import type { CheckoutSession, Invoice, InvoiceSummary, PendingChange, PlanRequest, Subscription } from "@vocable/contract";
import { overageCents, periodInvoiceCents, promoAppliedMessage, type BillingPeriod, type Currency } from "@vocable/domain";
import { toUnixSeconds } from "#platform/unix-time";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { activeDiscount } from "./local-provider";
import { discountOfPromo } from "./use-cases/check-promo-code";
import type { PlanRequestRow } from "./plan-request-repo";
import type { CheckoutSessionRow, InvoiceRow, PromoCodeRow, SubscriptionRow } from "./repo";

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    invoice_id: row.id,
    number: row.number,
    status: row.status,
    provider: row.provider,
    currency: row.currency,
    subtotal_cents: row.subtotalCents,
    discount_cents: row.discountCents,
    amount_due_cents: row.amountDueCents,
    amount_paid_cents: row.amountPaidCents,
    reason: row.reason,
    lines: row.lines.map((l) => ({ description: l.description, amount_cents: l.amountCents, quantity: l.quantity })),
    period_start_unix: row.periodStart ? toUnixSeconds(row.periodStart) : null,
    period_end_unix: row.periodEnd ? toUnixSeconds(row.periodEnd) : null,
    created_at_unix: toUnixSeconds(row.createdAt),
    pdf_url: row.hostedPdfUrl ?? `/v1/billing/invoices/${row.id}/pdf`,
  };
}

/** An invoice in the SDK's InvoiceResponse shape (open_invoices, next_invoice). */
export function invoiceSummary(amounts: { due: number; subtotal: number | null; percentOff: number | null; amountOff: number | null; nextAttempt: Date; paid: boolean }): InvoiceSummary {
  const hasDiscount = amounts.percentOff !== null || amounts.amountOff !== null;
  return {
    amount_due_cents: amounts.due,
    subtotal_cents: amounts.subtotal,
    tax_cents: null,
    discount_percent_off: amounts.percentOff,
    discount_amount_off: amounts.amountOff,
    discounts: hasDiscount ? [{ discount_percent_off: amounts.percentOff, discount_amount_off: amounts.amountOff }] : [],
    next_payment_attempt_unix: toUnixSeconds(amounts.nextAttempt),
    payment_intent_status: amounts.paid ? "succeeded" : null,
    payment_intent_statusses: [],
  };
}

/** The subscription's billing fields of GET /v1/user/subscription, from the running subscription and open invoices. */
export function presentBillingFields(
  ws: WorkspaceRow,
  sub: SubscriptionRow | null,
  openInvoices: InvoiceRow[],
): Pick<Subscription, "next_invoice" | "open_invoices" | "has_open_invoices" | "pending_change" | "current_overage" | "previously_subscribed_tiers"> {
  const currency = (ws.currency as Currency | null) ?? "usd";
  const overage = overageCents(ws.tier, ws.unbilledOverageCharacters, currency);
  const running = sub && sub.endedAt === null ? sub : null;
  let pending: PendingChange | null = null;
  let next: InvoiceSummary | null = null;
  if (running) {
    const at = toUnixSeconds(running.currentPeriodEnd);
    if (running.cancelAt) pending = { kind: "cancellation", timestamp_seconds: toUnixSeconds(running.cancelAt) };
    else if (running.pendingTier && running.pendingBillingPeriod) pending = { kind: "change", next_tier: running.pendingTier, next_billing_period: running.pendingBillingPeriod, timestamp_seconds: at };
    if (!running.cancelAt) {
      const discount = activeDiscount(running.discount);
      const plan = periodInvoiceCents({
        tier: running.pendingTier ?? ws.tier,
        period: running.pendingBillingPeriod ?? (ws.billingPeriod as BillingPeriod | null) ?? "monthly_period",
        currency,
        discount,
        firstMonthPercentOff: 0,
      });
      next = invoiceSummary({
        due: plan.total + overage,
        subtotal: plan.subtotal + overage,
        percentOff: discount && "percentOff" in discount ? discount.percentOff : null,
        amountOff: discount && "amountOffCents" in discount ? discount.amountOffCents : null,
        nextAttempt: running.currentPeriodEnd,
        paid: false,
      });
    }
  }
  return {
    current_overage: { amount: (overage / 100).toFixed(2), currency },
    next_invoice: next,
    open_invoices: openInvoices.map((i) =>
      invoiceSummary({ due: i.amountDueCents - i.amountPaidCents, subtotal: i.subtotalCents, percentOff: i.discountPercentOff, amountOff: i.discountAmountOffCents, nextAttempt: i.nextPaymentAttemptAt ?? i.createdAt, paid: false }),
    ),
    has_open_invoices: openInvoices.length > 0,
    pending_change: pending,
    previously_subscribed_tiers: sub?.previouslySubscribedTiers ?? [],
  };
}

export function presentCheckoutSession(row: CheckoutSessionRow, promo: PromoCodeRow | null, now: Date, collectsPayment: boolean, planRequestId: string | null = null): CheckoutSession {
  const discount = promo ? activeDiscount(discountOfPromo(promo)) : null;
  const amounts = periodInvoiceCents({ tier: row.tier, period: row.billingPeriod, currency: row.currency, discount, firstMonthPercentOff: row.firstMonthPercentOff ?? 0 });
  let description: string | null = null;
  if (promo) {
    description = promoAppliedMessage({ promocode: promo.code, amount_off: promo.amountOffCents, percent_off: promo.percentOff, duration_in_months: promo.durationInMonths }, row.currency);
  } else if (row.firstMonthPercentOff) {
    description = `First month ${row.firstMonthPercentOff}% off`;
  }
  return {
    checkout_session_id: row.id,
    status: row.status === "open" && row.expiresAt <= now ? "expired" : row.status,
    tier: row.tier as CheckoutSession["tier"],
    billing_period: row.billingPeriod,
    currency: row.currency,
    subtotal_cents: amounts.subtotal,
    discount_cents: amounts.discount,
    amount_due_cents: amounts.total,
    discount_description: description,
    expires_at_unix: toUnixSeconds(row.expiresAt),
    collects_payment: collectsPayment,
    plan_request_id: planRequestId,
  };
}


/** A plan request as its workspace sees it. */
export function presentPlanRequest(row: PlanRequestRow): PlanRequest {
  return {
    plan_request_id: row.id,
    kind: row.kind,
    tier: row.tier as PlanRequest["tier"],
    billing_period: row.billingPeriod,
    currency: row.currency,
    promocode: row.promoCode,
    status: row.status,
    reason: row.reason,
    created_at_unix: toUnixSeconds(row.createdAt),
    decided_at_unix: row.decidedAt ? toUnixSeconds(row.decidedAt) : null,
  };
}
