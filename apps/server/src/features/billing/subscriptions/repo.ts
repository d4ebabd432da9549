import { and, desc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import { tierLimits, type BillingPeriod, type Currency, type TierId } from "@vocable/domain";
import type { Db } from "#db/client";
import {
  billingIdempotency,
  checkoutSession,
  invoice,
  promoCode,
  promoOffer,
  promoRedemption,
  salesInquiry,
  stripeEvent,
  workspace,
  workspaceSubscription,
  type InvoiceLineRow,
  type SubscriptionDiscount,
} from "#db/schema/index";
import { newId } from "#platform/ids";
import { forgetBilling } from "#platform/access/access-cache";

export type SubscriptionRow = typeof workspaceSubscription.$inferSelect;
export type InvoiceRow = typeof invoice.$inferSelect;
export type PromoCodeRow = typeof promoCode.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSession.$inferSelect;

/** What a plan sets on the workspace row: the tier, its subscription status and limits, and the custom seats. */
export interface WorkspacePlanRow {
  tier: string;
  status: string;
  maxSeats: number | null;
  characterLimit: number;
  canExtendCharacterLimit: boolean;
  voiceLimit: number;
  professionalVoiceLimit: number;
  billingPeriod?: BillingPeriod | null;
  currency?: Currency | null;
}

/** The workspace columns of a tier: its limits (spec §9) with the given status, period and currency. */
export function planRowOf(tier: TierId, status: string, period: BillingPeriod | null, currency: Currency | null, maxSeats: number | null = null): WorkspacePlanRow {
  const limits = tierLimits(tier);
  return {
    tier,
    status,
    maxSeats,
    characterLimit: limits.characterLimit,
    canExtendCharacterLimit: limits.canExtendCharacterLimit,
    voiceLimit: limits.voiceLimit,
    professionalVoiceLimit: limits.professionalVoiceLimit,
    billingPeriod: period,
    currency,
  };
}

export async function getSubscription(db: Db, workspaceId: string): Promise<SubscriptionRow | null> {
  const rows = await db.select().from(workspaceSubscription).where(eq(workspaceSubscription.workspaceId, workspaceId)).limit(1);
  return rows[0] ?? null;
}

export async function findSubscriptionByStripeId(db: Db, field: "customer" | "subscription", id: string): Promise<SubscriptionRow | null> {
  const column = field === "customer" ? workspaceSubscription.stripeCustomerId : workspaceSubscription.stripeSubscriptionId;
  const rows = await db.select().from(workspaceSubscription).where(eq(column, id)).limit(1);
  return rows[0] ?? null;
}

/** A running subscription (not ended). */
export function isRunning(sub: SubscriptionRow | null): sub is SubscriptionRow {
  return sub !== null && sub.endedAt === null;
}

export type SubscriptionValues = Omit<typeof workspaceSubscription.$inferInsert, "workspaceId" | "updatedAt">;

/** Creates or replaces the workspace's subscription row (a new subscription after an ended one reuses it). */
export async function upsertSubscription(tx: Db, workspaceId: string, values: SubscriptionValues): Promise<SubscriptionRow> {
  const rows = await tx
    .insert(workspaceSubscription)
    .values({ ...values, workspaceId })
    .onConflictDoUpdate({ target: workspaceSubscription.workspaceId, set: { ...values, updatedAt: new Date() } })
    .returning();
  forgetBilling();
  return rows[0];
}

export async function updateSubscription(tx: Db, workspaceId: string, values: Partial<SubscriptionValues>): Promise<SubscriptionRow | null> {
  const rows = await tx
    .update(workspaceSubscription)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workspaceSubscription.workspaceId, workspaceId))
    .returning();
  forgetBilling();
  return rows[0] ?? null;
}

/** Running local subscriptions whose period ended by `now`, oldest first (unexecuted, for plan tests). */
export function endedLocalPeriodsSelect(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(workspaceSubscription)
    .where(and(eq(workspaceSubscription.provider, "local"), isNull(workspaceSubscription.endedAt), lte(workspaceSubscription.currentPeriodEnd, now)))
    .orderBy(workspaceSubscription.currentPeriodEnd)
    .limit(limit);
}

/** Those subscriptions, locked (other instances skip them). */
export async function claimEndedLocalPeriods(tx: Db, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return endedLocalPeriodsSelect(tx, now, limit).for("update", { skipLocked: true });
}

/** Workspaces whose monthly character reset is due, soonest first (unexecuted, for plan tests). */
export function dueResetsSelect(db: Db, now: Date, limit: number) {
  return db.select({ id: workspace.id }).from(workspace).where(lte(workspace.nextCharacterCountResetAt, now)).orderBy(workspace.nextCharacterCountResetAt).limit(limit);
}

export async function findDueCharacterResets(db: Db, now: Date, limit: number): Promise<string[]> {
  return (await dueResetsSelect(db, now, limit)).map((r) => r.id);
}

/** Workspaces with overage not yet invoiced, by id after `afterId` (unexecuted, for plan tests). */
export function unbilledOverageSelect(db: Db, afterId: string, limit: number) {
  return db
    .select({ id: workspace.id })
    .from(workspace)
    .where(and(sql`${workspace.unbilledOverageCharacters} > 0`, sql`${workspace.id} > ${afterId}`))
    .orderBy(workspace.id)
    .limit(limit);
}

export async function findUnbilledOverage(db: Db, afterId: string, limit: number): Promise<string[]> {
  return (await unbilledOverageSelect(db, afterId, limit)).map((r) => r.id);
}

// Invoices.

export interface NewInvoice {
  workspaceId: string;
  provider: "local" | "stripe";
  providerInvoiceId?: string | null;
  status: InvoiceRow["status"];
  currency: Currency;
  subtotalCents: number;
  discountCents: number;
  amountDueCents: number;
  amountPaidCents?: number;
  discountPercentOff?: number | null;
  discountAmountOffCents?: number | null;
  reason: string;
  lines: InvoiceLineRow[];
  periodStart: Date | null;
  periodEnd: Date | null;
  nextPaymentAttemptAt?: Date | null;
  hostedPdfUrl?: string | null;
  createdAt?: Date;
}

/** An invoice number people can quote: VOC-YYYYMM-XXXXXXXX (random, unique by index). */
function invoiceNumber(at: Date): string {
  return `VOC-${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, "0")}-${newId(8).toUpperCase()}`;
}

export async function insertInvoice(tx: Db, values: NewInvoice): Promise<InvoiceRow> {
  const createdAt = values.createdAt ?? new Date();
  const rows = await tx
    .insert(invoice)
    .values({ ...values, id: `inv_${newId(20)}`, number: invoiceNumber(createdAt), createdAt })
    .returning();
  forgetBilling();
  return rows[0];
}

/** A provider's invoice mirrored: inserted once, later events update its status and amounts. */
export async function upsertProviderInvoice(tx: Db, values: NewInvoice & { providerInvoiceId: string }): Promise<InvoiceRow> {
  const createdAt = values.createdAt ?? new Date();
  const { workspaceId: _ws, createdAt: _c, ...changes } = values;
  const rows = await tx
    .insert(invoice)
    .values({ ...values, id: `inv_${newId(20)}`, number: invoiceNumber(createdAt), createdAt })
    .onConflictDoUpdate({ target: invoice.providerInvoiceId, set: changes })
    .returning();
  forgetBilling();
  return rows[0];
}

/** A page of the workspace's invoices, newest first, after the keyset cursor (created_at's text, so microseconds count), unexecuted for plan tests. */
export function invoicePageSelect(db: Db, workspaceId: string, after: { createdAt: string; id: string } | null, limit: number) {
  const cursor = after ? sql`(${invoice.createdAt}, ${invoice.id}) < (${after.createdAt}::timestamptz, ${after.id}::text)` : undefined;
  return db
    .select({ row: invoice, createdText: sql<string>`${invoice.createdAt}::text` })
    .from(invoice)
    .where(and(eq(invoice.workspaceId, workspaceId), cursor))
    .orderBy(desc(invoice.createdAt), desc(invoice.id))
    .limit(limit);
}

export async function listInvoices(db: Db, workspaceId: string, after: { createdAt: string; id: string } | null, limit: number): Promise<{ row: InvoiceRow; createdText: string }[]> {
  return invoicePageSelect(db, workspaceId, after, limit);
}

export async function getInvoice(db: Db, workspaceId: string, invoiceId: string): Promise<InvoiceRow | null> {
  const rows = await db
    .select()
    .from(invoice)
    .where(and(eq(invoice.workspaceId, workspaceId), eq(invoice.id, invoiceId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The workspace's open (unpaid) invoices, oldest first. */
export async function listOpenInvoices(db: Db, workspaceId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoice)
    .where(and(eq(invoice.workspaceId, workspaceId), eq(invoice.status, "open")))
    .orderBy(invoice.createdAt)
    .limit(20);
}

// Promo codes.

export async function getPromoCode(db: Db, code: string): Promise<PromoCodeRow | null> {
  const rows = await db.select().from(promoCode).where(eq(promoCode.code, code)).limit(1);
  return rows[0] ?? null;
}

export async function hasRedeemed(db: Db, code: string, workspaceId: string): Promise<boolean> {
  const rows = await db
    .select({ code: promoRedemption.code })
    .from(promoRedemption)
    .where(and(eq(promoRedemption.code, code), eq(promoRedemption.workspaceId, workspaceId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records the workspace's use of a code and counts it against max_redemptions, inside the
 * caller's transaction: the workspace's row first (a second use by it is refused without counting),
 * then the count in one conditional statement (two workspaces at the last redemption cannot both
 * pass). False when it was used up or already used here; the caller then throws, which rolls the
 * transaction back.
 */
export async function redeemPromoCode(tx: Db, code: string, workspaceId: string): Promise<boolean> {
  const inserted = await tx.insert(promoRedemption).values({ code, workspaceId }).onConflictDoNothing().returning({ code: promoRedemption.code });
  if (inserted.length === 0) return false;
  const counted = await tx
    .update(promoCode)
    .set({ timesRedeemed: sql`${promoCode.timesRedeemed} + 1` })
    .where(and(eq(promoCode.code, code), or(isNull(promoCode.maxRedemptions), sql`${promoCode.timesRedeemed} < ${promoCode.maxRedemptions}`)))
    .returning({ code: promoCode.code });
  if (counted.length > 0) return true;
  await tx.delete(promoRedemption).where(and(eq(promoRedemption.code, code), eq(promoRedemption.workspaceId, workspaceId)));
  return false;
}

export async function insertPromoCode(db: Db, values: typeof promoCode.$inferInsert): Promise<boolean> {
  const rows = await db.insert(promoCode).values(values).onConflictDoNothing().returning({ code: promoCode.code });
  return rows.length > 0;
}

export async function listPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db.select().from(promoCode).orderBy(promoCode.code).limit(1000);
}

export async function getPromoOffer(db: Db, workspaceId: string): Promise<(PromoCodeRow & { extended: number }) | null> {
  const rows = await db
    .select({ code: promoCode, extended: promoOffer.extended })
    .from(promoOffer)
    .innerJoin(promoCode, eq(promoCode.code, promoOffer.code))
    .where(eq(promoOffer.workspaceId, workspaceId))
    .limit(1);
  return rows[0] ? { ...rows[0].code, extended: rows[0].extended } : null;
}

export async function setPromoOffer(db: Db, workspaceId: string, code: string, extended: boolean): Promise<void> {
  await db
    .insert(promoOffer)
    .values({ workspaceId, code, extended: extended ? 1 : 0 })
    .onConflictDoUpdate({ target: promoOffer.workspaceId, set: { code, extended: extended ? 1 : 0, createdAt: new Date() } });
}

export async function deletePromoOffer(db: Db, workspaceId: string): Promise<void> {
  await db.delete(promoOffer).where(eq(promoOffer.workspaceId, workspaceId));
}

// Checkout sessions (local provider).

export async function insertCheckoutSession(db: Db, values: Omit<typeof checkoutSession.$inferInsert, "id">): Promise<CheckoutSessionRow> {
  const rows = await db
    .insert(checkoutSession)
    .values({ ...values, id: `cs_${newId(24)}` })
    .returning();
  return rows[0];
}

export async function getCheckoutSession(db: Db, workspaceId: string, id: string, lock = false): Promise<CheckoutSessionRow | null> {
  const query = db
    .select()
    .from(checkoutSession)
    .where(and(eq(checkoutSession.id, id), eq(checkoutSession.workspaceId, workspaceId)))
    .limit(1);
  const rows = lock ? await query.for("update") : await query;
  return rows[0] ?? null;
}

export async function completeCheckoutSession(tx: Db, id: string): Promise<void> {
  await tx.update(checkoutSession).set({ status: "complete" }).where(eq(checkoutSession.id, id));
}

/** A checkout confirmed under operator approval: its plan request waits for an operator. */
export async function markCheckoutSessionRequested(tx: Db, id: string): Promise<void> {
  await tx.update(checkoutSession).set({ status: "requested" }).where(eq(checkoutSession.id, id));
}

/** Checkout sessions older than `before` (the daily cleanup). */
export async function deleteCheckoutSessionsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(checkoutSession).where(lt(checkoutSession.expiresAt, before)).returning({ id: checkoutSession.id });
  return rows.length;
}

// Idempotency keys of change-subscription.

/**
 * Claims `key` for a request with `requestHash`. Returns "claimed" for a new key, or the earlier
 * claim: its hash and stored response (null while the first request is still running).
 */
export async function claimIdempotencyKey(
  db: Db,
  workspaceId: string,
  key: string,
  requestHash: string,
): Promise<{ claimed: true } | { claimed: false; requestHash: string; response: unknown }> {
  const inserted = await db.insert(billingIdempotency).values({ workspaceId, key, requestHash }).onConflictDoNothing().returning({ key: billingIdempotency.key });
  if (inserted.length > 0) return { claimed: true };
  const rows = await db
    .select()
    .from(billingIdempotency)
    .where(and(eq(billingIdempotency.workspaceId, workspaceId), eq(billingIdempotency.key, key)))
    .limit(1);
  return { claimed: false, requestHash: rows[0]?.requestHash ?? "", response: rows[0]?.response ?? null };
}

export async function storeIdempotentResponse(db: Db, workspaceId: string, key: string, response: unknown): Promise<void> {
  await db
    .update(billingIdempotency)
    .set({ response })
    .where(and(eq(billingIdempotency.workspaceId, workspaceId), eq(billingIdempotency.key, key)));
}

/** A failed request frees its key, so the client may retry with it. */
export async function releaseIdempotencyKey(db: Db, workspaceId: string, key: string): Promise<void> {
  await db.delete(billingIdempotency).where(and(eq(billingIdempotency.workspaceId, workspaceId), eq(billingIdempotency.key, key), isNull(billingIdempotency.response)));
}

export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(billingIdempotency).where(lt(billingIdempotency.createdAt, before)).returning({ key: billingIdempotency.key });
  return rows.length;
}

// Stripe events.

/** Records an event id; false when it was already applied (a replay). */
export async function recordStripeEvent(tx: Db, id: string, type: string): Promise<boolean> {
  const rows = await tx.insert(stripeEvent).values({ id, type }).onConflictDoNothing().returning({ id: stripeEvent.id });
  return rows.length > 0;
}

/** Event ids older than Stripe's retry window (3 days) can no longer be replayed by Stripe: kept a month. */
export async function deleteStripeEventsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(stripeEvent).where(lt(stripeEvent.receivedAt, before)).returning({ id: stripeEvent.id });
  return rows.length;
}

// Contact sales.

export async function insertSalesInquiry(db: Db, values: Omit<typeof salesInquiry.$inferInsert, "id">): Promise<string> {
  const id = newId();
  await db.insert(salesInquiry).values({ ...values, id });
  return id;
}

export type { SubscriptionDiscount };
