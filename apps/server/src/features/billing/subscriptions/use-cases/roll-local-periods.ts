import { overageCents, periodEnd, periodInvoiceCents, tierDisplayName, type BillingPeriod, type Currency, type TierId } from "@vocable/domain";
import type { Db } from "#db/client";
import type { InvoiceLineRow } from "#db/schema/index";
import { activeDiscount, invoiceDiscountFields } from "../local-provider";
import { claimEndedLocalPeriods, insertInvoice, updateSubscription, type SubscriptionRow } from "../repo";
import { endSubscription, switchPlanNow } from "../subscription-state";
import { clearUnbilledOverage, lockWorkspace } from "#features/workspaces/workspaces/repo";

/** Subscriptions rolled per transaction, and at most this many periods caught up for one (a server off for years). */
const BATCH = 50;
const MAX_PERIODS = 120;

/**
 * The local provider's period ends (the billing tick): a subscription set to cancel ends and the
 * workspace returns to free; a scheduled downgrade takes effect (its limits only now); otherwise
 * the plan renews. Each new period is invoiced at the list price (uncollected) with the running
 * discount (one month of it used) and the overage left unbilled; a server that was off catches
 * up period by period. Rows are claimed with SKIP LOCKED, so several instances share the work.
 * Returns how many periods were rolled.
 */
export async function rollLocalPeriods(db: Db, now: Date): Promise<number> {
  let rolled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const subs = await claimEndedLocalPeriods(tx, now, BATCH);
      let n = 0;
      for (const sub of subs) n += await rollOne(tx, sub, now);
      return subs.length === 0 ? -1 : n;
    });
    if (count < 0) return rolled;
    rolled += count;
  }
}

async function rollOne(tx: Db, first: SubscriptionRow, now: Date): Promise<number> {
  let sub: SubscriptionRow | null = first;
  let periods = 0;
  while (sub && sub.endedAt === null && sub.currentPeriodEnd <= now && periods < MAX_PERIODS) {
    const ws = await lockWorkspace(tx, sub.workspaceId);
    if (!ws) return periods;
    const currency = (ws.currency as Currency | null) ?? "usd";
    const at = sub.currentPeriodEnd;
    const overageLine = overageOf(ws.tier, ws.unbilledOverageCharacters, currency);
    if (sub.cancelAt) {
      if (overageLine) await invoiceLines(tx, ws.id, currency, [overageLine], 0, null, "overage", at, at);
      await clearUnbilledOverage(tx, ws.id, ws.unbilledOverageCharacters);
      await endSubscription(tx, ws, at);
      return periods + 1;
    }
    const tier = (sub.pendingTier ?? ws.tier) as TierId;
    const period = (sub.pendingBillingPeriod ?? ws.billingPeriod ?? "monthly_period") as BillingPeriod;
    const end = periodEnd(at, period);
    const discount = activeDiscount(sub.discount);
    const plan = periodInvoiceCents({ tier, period, currency, discount, firstMonthPercentOff: 0 });
    const lines: InvoiceLineRow[] = [{ description: `${tierDisplayName(tier)} plan, ${period === "annual_period" ? "annual" : "monthly"}`, amountCents: plan.subtotal, quantity: 1 }];
    if (overageLine) lines.push(overageLine);
    await invoiceLines(tx, ws.id, currency, lines, plan.discount, sub.discount, "subscription_cycle", at, end);
    await clearUnbilledOverage(tx, ws.id, ws.unbilledOverageCharacters);
    const monthsLeft = sub.discount?.monthsLeft;
    if (sub.discount && monthsLeft !== null && monthsLeft !== undefined) {
      await updateSubscription(tx, ws.id, { discount: monthsLeft > 1 ? { ...sub.discount, monthsLeft: monthsLeft - 1 } : null });
    }
    sub = await switchPlanNow(tx, ws, { tier, period, currency, status: "active", newPeriod: { start: at, end } });
    periods++;
  }
  return periods;
}

function overageOf(tier: string, characters: number, currency: Currency): InvoiceLineRow | null {
  const cents = overageCents(tier, characters, currency);
  return characters > 0 && cents > 0 ? { description: `${characters.toLocaleString("en-US")} characters beyond the ${tierDisplayName(tier)} plan's limit`, amountCents: cents, quantity: characters } : null;
}

async function invoiceLines(
  tx: Db,
  workspaceId: string,
  currency: Currency,
  lines: InvoiceLineRow[],
  discountCents: number,
  discount: SubscriptionRow["discount"],
  reason: string,
  start: Date,
  end: Date,
): Promise<void> {
  const subtotal = lines.reduce((sum, l) => sum + l.amountCents, 0);
  await insertInvoice(tx, {
    workspaceId,
    provider: "local",
    status: "uncollected",
    currency,
    subtotalCents: subtotal,
    discountCents,
    amountDueCents: subtotal - discountCents,
    ...invoiceDiscountFields(discount),
    reason,
    lines,
    periodStart: start,
    periodEnd: end,
    createdAt: start,
  });
}
