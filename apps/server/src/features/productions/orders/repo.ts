import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { productionMedia, productionOrder, productionOrderItem } from "#db/schema/index";

/**
 * The customer side's SQL of productions orders: an order, its media and its items. The
 * producers' side moves paid orders on (work-repo.ts).
 */
export type OrderRow = typeof productionOrder.$inferSelect;
export type MediaRow = typeof productionMedia.$inferSelect;
export type ItemRow = typeof productionOrderItem.$inferSelect;

export async function insertOrder(db: Db, row: typeof productionOrder.$inferInsert): Promise<OrderRow> {
  const [inserted] = await db.insert(productionOrder).values(row).returning();
  return inserted!;
}

/** An order of the workspace; null for another workspace's. */
export async function findOrder(db: Db, workspaceId: string, id: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(productionOrder)
    .where(and(eq(productionOrder.id, id), eq(productionOrder.workspaceId, workspaceId)))
    .limit(1);
  return row ?? null;
}

/** The order row locked until the transaction ends: changes to an order and its items go one at a time. */
export async function lockOrder(tx: Db, workspaceId: string, id: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(productionOrder)
    .where(and(eq(productionOrder.id, id), eq(productionOrder.workspaceId, workspaceId)))
    .for("update");
  return row ?? null;
}

export interface OrderPageQuery {
  workspaceId: string;
  states?: readonly string[];
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/**
 * One page of a workspace's orders, newest first: a range of production_order_workspace_created_idx
 * read in its order (the dates bound the range; the states are checked on the rows read), with the
 * SDK's offset (bounded by the contract).
 */
export function orderPageSelect(db: Db, q: OrderPageQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(productionOrder.workspaceId, q.workspaceId),
    q.from ? gte(productionOrder.createdAt, q.from) : undefined,
    q.to ? lte(productionOrder.createdAt, q.to) : undefined,
    q.states?.length ? inArray(productionOrder.state, [...q.states]) : undefined,
  ];
  // An open order has no total yet: its items' sum (production_order_item_order_idx), as the order shows it.
  const cents = sql<number>`coalesce(${productionOrder.totalCents}, (select sum(i.price_cents) from production_order_item i where i.order_id = ${productionOrder.id}), 0)::int`;
  return db
    .select({ row: productionOrder, cents })
    .from(productionOrder)
    .where(and(...conditions))
    .orderBy(desc(productionOrder.createdAt), desc(productionOrder.id))
    .limit(q.limit)
    .offset(q.offset);
}

type OrderChange = Partial<Pick<OrderRow, "state" | "name" | "deadlineAt" | "totalCents" | "invoiceId" | "cancelReason" | "submittedAt" | "paidAt">>;

/** Changes the order while it is in one of `from`; null when it is not (another request moved it first). */
export async function moveOrder(db: Db, id: string, from: readonly string[], change: OrderChange): Promise<OrderRow | null> {
  const [row] = await db
    .update(productionOrder)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(productionOrder.id, id), inArray(productionOrder.state, [...from])))
    .returning();
  return row ?? null;
}

export async function insertMedia(db: Db, row: typeof productionMedia.$inferInsert): Promise<MediaRow> {
  const [inserted] = await db.insert(productionMedia).values(row).returning();
  return inserted!;
}

export async function findMedia(db: Db, orderId: string, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(productionMedia)
    .where(and(eq(productionMedia.id, id), eq(productionMedia.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

export async function listMedia(db: Db, orderId: string): Promise<MediaRow[]> {
  return db.select().from(productionMedia).where(eq(productionMedia.orderId, orderId)).orderBy(asc(productionMedia.createdAt), asc(productionMedia.id));
}

export async function countMedia(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(productionMedia).where(eq(productionMedia.orderId, orderId));
  return row?.n ?? 0;
}

export async function listItems(db: Db, orderId: string): Promise<ItemRow[]> {
  return db.select().from(productionOrderItem).where(eq(productionOrderItem.orderId, orderId)).orderBy(asc(productionOrderItem.createdAt), asc(productionOrderItem.id));
}

export async function findItem(db: Db, orderId: string, id: string): Promise<ItemRow | null> {
  const [row] = await db
    .select()
    .from(productionOrderItem)
    .where(and(eq(productionOrderItem.id, id), eq(productionOrderItem.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

type ItemValues = Pick<ItemRow, "kind" | "request" | "priceCents">;

export async function insertItem(db: Db, row: ItemValues & { id: string; orderId: string }): Promise<ItemRow> {
  const [inserted] = await db.insert(productionOrderItem).values(row).returning();
  return inserted!;
}

export async function updateItem(db: Db, orderId: string, id: string, values: ItemValues): Promise<ItemRow | null> {
  const [row] = await db
    .update(productionOrderItem)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(productionOrderItem.id, id), eq(productionOrderItem.orderId, orderId)))
    .returning();
  return row ?? null;
}

export async function deleteItem(db: Db, orderId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(productionOrderItem)
    .where(and(eq(productionOrderItem.id, id), eq(productionOrderItem.orderId, orderId)))
    .returning({ id: productionOrderItem.id });
  return rows.length > 0;
}

/** How many items the order has, and their prices' sum (cents). */
export async function itemTotals(db: Db, orderId: string): Promise<{ count: number; cents: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${productionOrderItem.priceCents}), 0)::int` })
    .from(productionOrderItem)
    .where(eq(productionOrderItem.orderId, orderId));
  return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
}
