import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { productionEarning } from "#db/schema/index";

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
