import { and, asc, eq, inArray, isNotNull, isNull, lt, gt, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { productionMedia, productionOrder, productionOrderItem } from "#db/schema/index";

/**
 * The orders' rows as the producers' side reads and moves them (its work made from a paid order,
 * the order accepted, done or cancelled, an item's result delivered). The customer side's SQL is
 * repo.ts.
 */
export type OrderRow = typeof productionOrder.$inferSelect;
export type OrderMediaRow = typeof productionMedia.$inferSelect;
export type OrderItemRow = typeof productionOrderItem.$inferSelect;

export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(productionOrder).where(eq(productionOrder.id, id)).limit(1);
  return row ?? null;
}

export async function listMediaOfOrder(db: Db, orderId: string): Promise<OrderMediaRow[]> {
  return db.select().from(productionMedia).where(eq(productionMedia.orderId, orderId)).orderBy(asc(productionMedia.createdAt), asc(productionMedia.id));
}

export async function listItemsOfOrder(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(productionOrderItem).where(eq(productionOrderItem.orderId, orderId)).orderBy(asc(productionOrderItem.createdAt), asc(productionOrderItem.id));
}

/** Moves the order from one of `from` to `to` (with its timestamps); null when it was in none of them. */
export async function moveOrderState(db: Db, id: string, from: readonly string[], to: string, change: Partial<Pick<OrderRow, "acceptedAt" | "completedAt" | "cancelReason" | "refundedCents">> = {}): Promise<OrderRow | null> {
  const [row] = await db
    .update(productionOrder)
    .set({ state: to, ...change, updatedAt: new Date() })
    .where(and(eq(productionOrder.id, id), inArray(productionOrder.state, [...from])))
    .returning();
  return row ?? null;
}

/** An item's delivered work, once. */
export async function setItemResult(db: Db, itemId: string, result: Record<string, unknown>): Promise<void> {
  await db.update(productionOrderItem).set({ result, acceptedAt: new Date(), updatedAt: new Date() }).where(eq(productionOrderItem.id, itemId));
}

export async function findMediaById(db: Db, id: string): Promise<OrderMediaRow | null> {
  const [row] = await db.select().from(productionMedia).where(eq(productionMedia.id, id)).limit(1);
  return row ?? null;
}

/** The media of these ids, by id (a page of work's, read at once by primary key). */
export async function findMediaByIds(db: Db, ids: readonly string[]): Promise<Map<string, OrderMediaRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(productionMedia).where(inArray(productionMedia.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Paid orders past their deadline, their work undelivered (production_order_due_idx). */
export async function findDueOrders(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(productionOrder)
    .where(and(sql`${productionOrder.state} in ('paid', 'accepted')`, lt(productionOrder.deadlineAt, now)))
    .orderBy(asc(productionOrder.deadlineAt))
    .limit(limit);
}

/** Ended orders owed a refund that was not made yet (production_order_refund_owed_idx). */
export async function findOwedRefunds(db: Db, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(productionOrder)
    .where(and(sql`${productionOrder.refundedCents} > 0`, isNull(productionOrder.refundId), isNotNull(productionOrder.invoiceId)))
    .orderBy(asc(productionOrder.updatedAt))
    .limit(limit);
}

/** The refund's record, once (a second writer finds it set). */
export async function setOrderRefund(db: Db, id: string, refundId: string): Promise<void> {
  await db.update(productionOrder).set({ refundId }).where(and(eq(productionOrder.id, id), isNull(productionOrder.refundId), gt(productionOrder.refundedCents, 0)));
}

/** Of `ids`, the orders that exist (the daily cleanup's look-up of an order's files). */
export async function findExistingOrderIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: productionOrder.id }).from(productionOrder).where(inArray(productionOrder.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The items of these ids, by id (a page of work's briefs, read at once by primary key). */
export async function findItemsByIds(db: Db, ids: readonly string[]): Promise<Map<string, OrderItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(productionOrderItem).where(inArray(productionOrderItem.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}
