import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { productionEarning, productionPayout, user } from "#db/schema/index";

export type EarningRow = typeof productionEarning.$inferSelect;

/** Records an earning once per task and role (a retried acceptance adds nothing). */
export async function insertEarning(db: Db, row: typeof productionEarning.$inferInsert): Promise<void> {
  if (row.amountCents <= 0) return;
  await db.insert(productionEarning).values(row).onConflictDoNothing();
}

/** What the producer earned in all, and what no payout has paid yet (cents). */
export async function earningTotals(db: Db, producerId: string): Promise<{ earned: number; unpaid: number }> {
  const [row] = await db
    .select({ earned: sql<number>`coalesce(sum(${productionEarning.amountCents}), 0)::int`, unpaid: sql<number>`coalesce(sum(${productionEarning.amountCents}) filter (where ${productionEarning.payoutId} is null), 0)::int` })
    .from(productionEarning)
    .where(eq(productionEarning.producerId, producerId));
  return { earned: row?.earned ?? 0, unpaid: row?.unpaid ?? 0 };
}

export async function unpaidEarnings(db: Db, producerId: string): Promise<EarningRow[]> {
  return db.select().from(productionEarning).where(and(eq(productionEarning.producerId, producerId), isNull(productionEarning.payoutId)));
}

export type PayoutRow = typeof productionPayout.$inferSelect;

/**
 * A payout of every unpaid earning of the producer, made in one transaction: the payout row and
 * its earnings marked with it (earnings already in a payout are not taken twice). Null when there
 * is nothing to pay.
 */
export async function openPayout(db: Db, row: { id: string; producerId: string; provider: string }): Promise<PayoutRow | null> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(productionEarning)
      .set({ payoutId: row.id })
      .where(and(eq(productionEarning.producerId, row.producerId), isNull(productionEarning.payoutId)))
      .returning({ amount: productionEarning.amountCents });
    const amountCents = taken.reduce((sum, e) => sum + e.amount, 0);
    if (amountCents <= 0) return null;
    const [payout] = await tx.insert(productionPayout).values({ ...row, amountCents }).returning();
    return payout!;
  });
}

/** A pending payout paid (by its transfer, or by an operator); null when it is not pending. */
export async function markPayoutPaid(db: Db, id: string, transferId: string | null): Promise<PayoutRow | null> {
  const [row] = await db
    .update(productionPayout)
    .set({ state: "paid", transferId, paidAt: new Date() })
    .where(and(eq(productionPayout.id, id), eq(productionPayout.state, "pending")))
    .returning();
  return row ?? null;
}

/** A payout that failed: its earnings are unpaid again, in the balance. */
export async function failPayout(db: Db, id: string, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(productionPayout).set({ state: "failed", error }).where(eq(productionPayout.id, id));
    await tx.update(productionEarning).set({ payoutId: null }).where(eq(productionEarning.payoutId, id));
  });
}

/** A paid payout whose transfer was reversed: reversed, its earnings unpaid again, in the balance; null when it was not paid (a replay). */
export async function reversePayout(tx: Db, id: string, error: string): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(productionPayout)
    .set({ state: "reversed", error })
    .where(and(eq(productionPayout.id, id), eq(productionPayout.state, "paid")))
    .returning();
  if (row) await tx.update(productionEarning).set({ payoutId: null }).where(eq(productionEarning.payoutId, id));
  return row ?? null;
}

/**
 * Local payouts waiting for an operator to pay them by hand, oldest first, with the producer's
 * e-mail address (`npm run productions -- payouts pending`). No index leads to them: the table is
 * scanned, which suits its size (one row per payout asked for).
 */
export async function listPendingPayouts(db: Db, limit: number): Promise<{ payout: PayoutRow; email: string | null }[]> {
  return db
    .select({ payout: productionPayout, email: user.email })
    .from(productionPayout)
    .leftJoin(user, eq(user.id, productionPayout.producerId))
    .where(and(eq(productionPayout.state, "pending"), eq(productionPayout.provider, "local")))
    .orderBy(asc(productionPayout.createdAt), asc(productionPayout.id))
    .limit(limit);
}

export async function findPayout(db: Db, id: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(productionPayout).where(eq(productionPayout.id, id)).limit(1);
  return row ?? null;
}

/** Cents in payouts of each state. */
export async function payoutTotals(db: Db, producerId: string): Promise<{ paid: number; pending: number }> {
  const [row] = await db
    .select({
      paid: sql<number>`coalesce(sum(${productionPayout.amountCents}) filter (where ${productionPayout.state} = 'paid'), 0)::int`,
      pending: sql<number>`coalesce(sum(${productionPayout.amountCents}) filter (where ${productionPayout.state} = 'pending'), 0)::int`,
    })
    .from(productionPayout)
    .where(eq(productionPayout.producerId, producerId));
  return { paid: row?.paid ?? 0, pending: row?.pending ?? 0 };
}

/** One page of the producer's earnings, newest first (production_earning_producer_created_idx). */
export function earningsSelect(db: Db, producerId: string, after: { at: string; id: string } | null, limit: number) {
  const e = productionEarning;
  return db
    .select({ row: e, createdText: sql<string>`${e.createdAt}::text` })
    .from(e)
    .where(and(eq(e.producerId, producerId), after ? sql`(${e.createdAt}, ${e.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(limit);
}

/** One page of the producer's payouts, newest first (production_payout_producer_created_idx). */
export function payoutsSelect(db: Db, producerId: string, after: { at: string; id: string } | null, limit: number) {
  const p = productionPayout;
  return db
    .select({ row: p, createdText: sql<string>`${p.createdAt}::text` })
    .from(p)
    .where(and(eq(p.producerId, producerId), after ? sql`(${p.createdAt}, ${p.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit);
}
