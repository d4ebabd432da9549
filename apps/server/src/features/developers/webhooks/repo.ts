import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { user, webhookDelivery, workspaceMember, workspaceWebhook } from "#db/schema/index";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";

export type WebhookRow = typeof workspaceWebhook.$inferSelect;
export type NewWebhookRow = typeof workspaceWebhook.$inferInsert;
export type DeliveryRow = typeof webhookDelivery.$inferSelect;

/** A workspace may have at most this many webhooks (the SDK's list has no pages). */
export const MAX_WEBHOOKS_PER_WORKSPACE = 20;

/** A workspace's webhooks, newest first (workspace_webhook_workspace_created_idx). */
export async function listWebhooks(db: Db, workspaceId: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(workspaceWebhook)
    .where(eq(workspaceWebhook.workspaceId, workspaceId))
    .orderBy(desc(workspaceWebhook.createdAt), desc(workspaceWebhook.id))
    .limit(MAX_WEBHOOKS_PER_WORKSPACE);
}

/** One webhook of a workspace; another workspace's is null (the route answers 404). */
export async function findWebhook(db: Db, workspaceId: string, id: string): Promise<WebhookRow | null> {
  const rows = await db
    .select()
    .from(workspaceWebhook)
    .where(and(eq(workspaceWebhook.workspaceId, workspaceId), eq(workspaceWebhook.id, id)));
  return rows[0] ?? null;
}

/**
 * Inserts a webhook unless the workspace has reached the limit; the workspace row is locked so
 * two concurrent creations cannot both pass the count. False when the limit is reached.
 */
export async function insertWebhookWithinLimit(db: Db, row: NewWebhookRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, row.workspaceId);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(workspaceWebhook)
      .where(eq(workspaceWebhook.workspaceId, row.workspaceId));
    if (count >= MAX_WEBHOOKS_PER_WORKSPACE) return false;
    await tx.insert(workspaceWebhook).values(row);
    return true;
  });
}

/** Changes a webhook of a workspace; false when there is no such webhook there. */
export async function updateWebhook(db: Db, workspaceId: string, id: string, changes: Partial<NewWebhookRow>): Promise<boolean> {
  if (Object.keys(changes).length === 0) return (await findWebhook(db, workspaceId, id)) !== null;
  const rows = await db
    .update(workspaceWebhook)
    .set(changes)
    .where(and(eq(workspaceWebhook.workspaceId, workspaceId), eq(workspaceWebhook.id, id)))
    .returning({ id: workspaceWebhook.id });
  return rows.length > 0;
}

/** Deletes a webhook (its deliveries go with it); false when there is no such webhook there. */
export async function deleteWebhook(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(workspaceWebhook)
    .where(and(eq(workspaceWebhook.workspaceId, workspaceId), eq(workspaceWebhook.id, id)))
    .returning({ id: workspaceWebhook.id });
  return rows.length > 0;
}

/** The enabled webhooks of a workspace subscribed to an event (a handful: one workspace's rows by the index). */
export async function findSubscribedWebhooks(db: Db, workspaceId: string, event: string): Promise<Pick<WebhookRow, "id">[]> {
  return db
    .select({ id: workspaceWebhook.id })
    .from(workspaceWebhook)
    .where(
      and(
        eq(workspaceWebhook.workspaceId, workspaceId),
        eq(workspaceWebhook.isDisabled, false),
        eq(workspaceWebhook.isAutoDisabled, false),
        sql`${workspaceWebhook.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    );
}

export async function insertDelivery(db: Db, row: typeof webhookDelivery.$inferInsert): Promise<DeliveryRow> {
  const [inserted] = await db.insert(webhookDelivery).values(row).returning();
  return inserted;
}

/**
 * Deliveries recorded but never attempted since before `before`, oldest first: those whose job was
 * not queued (the process stopped between the commit and the queueing). The partial index
 * webhook_delivery_unsent_idx holds exactly these rows in this order.
 */
export function unsentDeliveriesSelect(db: Db, before: Date, limit: number) {
  return db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.status, "pending"), eq(webhookDelivery.attempt, 0), lt(webhookDelivery.createdAt, before)))
    .orderBy(asc(webhookDelivery.createdAt))
    .limit(limit);
}

export async function findUnsentDeliveries(db: Db, before: Date, limit: number): Promise<string[]> {
  return (await unsentDeliveriesSelect(db, before, limit)).map((r) => r.id);
}

/** A delivery with its webhook (null when either is gone). */
export async function findDeliveryWithWebhook(db: Db, deliveryId: string): Promise<{ delivery: DeliveryRow; webhook: WebhookRow } | null> {
  const rows = await db
    .select({ delivery: webhookDelivery, webhook: workspaceWebhook })
    .from(webhookDelivery)
    .innerJoin(workspaceWebhook, eq(workspaceWebhook.id, webhookDelivery.webhookId))
    .where(eq(webhookDelivery.id, deliveryId));
  return rows[0] ?? null;
}

/** Records how an attempt went. */
export async function recordAttempt(db: Db, deliveryId: string, changes: Partial<typeof webhookDelivery.$inferInsert>): Promise<DeliveryRow | null> {
  const rows = await db.update(webhookDelivery).set(changes).where(eq(webhookDelivery.id, deliveryId)).returning();
  return rows[0] ?? null;
}

/** After a success: the failure count starts again. */
export async function resetFailures(db: Db, webhookId: string): Promise<void> {
  await db
    .update(workspaceWebhook)
    .set({ consecutiveFailures: 0 })
    .where(and(eq(workspaceWebhook.id, webhookId), sql`${workspaceWebhook.consecutiveFailures} <> 0`));
}

/** Counts a failed attempt (atomically: concurrent deliveries each count); returns the new count. */
export async function countFailure(db: Db, webhookId: string, code: number | null, at: Date): Promise<number> {
  const rows = await db
    .update(workspaceWebhook)
    .set({ consecutiveFailures: sql`${workspaceWebhook.consecutiveFailures} + 1`, lastFailureCode: code, lastFailureAt: at })
    .where(eq(workspaceWebhook.id, webhookId))
    .returning({ count: workspaceWebhook.consecutiveFailures });
  return rows[0]?.count ?? 0;
}

/**
 * Disables a webhook that failed `threshold` times in a row. Only the update that flips it wins
 * (returns the row), so the admins are told once however many deliveries fail together.
 */
export async function autoDisable(db: Db, webhookId: string, threshold: number): Promise<WebhookRow | null> {
  const rows = await db
    .update(workspaceWebhook)
    .set({ isAutoDisabled: true })
    .where(and(eq(workspaceWebhook.id, webhookId), eq(workspaceWebhook.isAutoDisabled, false), gte(workspaceWebhook.consecutiveFailures, threshold)))
    .returning();
  return rows[0] ?? null;
}

/** The e-mail addresses of a workspace's admins (people, not service accounts; unlocked). */
export async function findAdminEmails(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(workspaceMember)
    .innerJoin(user, eq(user.id, workspaceMember.userId))
    .where(
      and(
        eq(workspaceMember.workspaceId, workspaceId),
        eq(workspaceMember.role, "admin"),
        eq(workspaceMember.kind, "person"),
        eq(workspaceMember.isLocked, false),
      ),
    );
  return rows.map((r) => r.email);
}

/** Where a page of deliveries ends: the last row's created_at as PostgreSQL's text (microseconds kept) and id. */
export interface DeliveryCursor {
  createdAt: string;
  id: string;
}

/** The SELECT of one page of a webhook's delivery log, newest first, unexecuted (the plan test EXPLAINs it). */
export function deliveryPageSelect(db: Db, webhookId: string, limit: number, after: DeliveryCursor | null) {
  const keyset = after ? sql`(${webhookDelivery.createdAt}, ${webhookDelivery.id}) < (${after.createdAt}::timestamptz, ${after.id})` : undefined;
  return db
    .select({ row: webhookDelivery, createdText: sql<string>`${webhookDelivery.createdAt}::text` })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.webhookId, webhookId), keyset))
    .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
    .limit(limit);
}

/** Removes deliveries older than `before` (the daily cleanup; webhook_delivery_created_idx). */
export async function deleteDeliveriesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(webhookDelivery).where(lt(webhookDelivery.createdAt, before)).returning({ id: webhookDelivery.id });
  return rows.length;
}
