import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { planRequest, user, workspace } from "#db/schema/index";
import { newId } from "#platform/ids";

export type PlanRequestRow = typeof planRequest.$inferSelect;
export type NewPlanRequest = Omit<typeof planRequest.$inferInsert, "id" | "status" | "createdAt" | "reason" | "decidedBy" | "decidedAt" | "invoiceId">;

/**
 * Records an open request; null when the workspace has one open already (the partial unique
 * index decides, so two concurrent clicks cannot both insert).
 */
export async function insertOpenPlanRequest(db: Db, values: NewPlanRequest): Promise<PlanRequestRow | null> {
  const rows = await db
    .insert(planRequest)
    .values({ ...values, id: `preq_${newId(20)}` })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function getOpenPlanRequest(db: Db, workspaceId: string): Promise<PlanRequestRow | null> {
  const rows = await db
    .select()
    .from(planRequest)
    .where(and(eq(planRequest.workspaceId, workspaceId), eq(planRequest.status, "open")))
    .limit(1);
  return rows[0] ?? null;
}

/** The workspace's newest request, whatever its status. */
export async function getLatestPlanRequest(db: Db, workspaceId: string): Promise<PlanRequestRow | null> {
  const rows = await db.select().from(planRequest).where(eq(planRequest.workspaceId, workspaceId)).orderBy(desc(planRequest.createdAt)).limit(1);
  return rows[0] ?? null;
}

/** A request by id, locked for the rest of the transaction when `lock`. */
export async function getPlanRequest(db: Db, id: string, lock = false): Promise<PlanRequestRow | null> {
  const query = db.select().from(planRequest).where(eq(planRequest.id, id)).limit(1);
  const rows = lock ? await query.for("update") : await query;
  return rows[0] ?? null;
}

/** The open requests, oldest first, after the keyset cursor (created_at's text, so microseconds count), unexecuted for plan tests. */
export function openPlanRequestPageSelect(db: Db, after: { createdAt: string; id: string } | null, limit: number) {
  const cursor = after ? sql`(${planRequest.createdAt}, ${planRequest.id}) > (${after.createdAt}::timestamptz, ${after.id}::text)` : undefined;
  return db
    .select({ row: planRequest, createdText: sql<string>`${planRequest.createdAt}::text` })
    .from(planRequest)
    .where(and(eq(planRequest.status, "open"), cursor))
    .orderBy(planRequest.createdAt, planRequest.id)
    .limit(limit);
}

export async function listOpenPlanRequests(db: Db, after: { createdAt: string; id: string } | null, limit: number): Promise<{ row: PlanRequestRow; createdText: string }[]> {
  return openPlanRequestPageSelect(db, after, limit);
}

/** The names of the workspaces and the addresses of the people on a page of requests (by primary key). */
export async function planRequestParties(db: Db, workspaceIds: string[], userIds: string[]): Promise<{ workspaces: Map<string, string>; emails: Map<string, string> }> {
  const [ws, people] = await Promise.all([
    workspaceIds.length ? db.select({ id: workspace.id, name: workspace.name }).from(workspace).where(inArray(workspace.id, workspaceIds)) : [],
    userIds.length ? db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, userIds)) : [],
  ]);
  return { workspaces: new Map(ws.map((w) => [w.id, w.name])), emails: new Map(people.map((p) => [p.id, p.email])) };
}

/** Closes an open request (approved, denied, withdrawn); null when it was no longer open. */
export async function closePlanRequest(
  db: Db,
  id: string,
  values: { status: "approved" | "denied" | "withdrawn"; reason?: string | null; decidedBy?: string | null; invoiceId?: string | null },
): Promise<PlanRequestRow | null> {
  const rows = await db
    .update(planRequest)
    .set({ ...values, decidedAt: new Date() })
    .where(and(eq(planRequest.id, id), eq(planRequest.status, "open")))
    .returning();
  return rows[0] ?? null;
}

/** The request a local checkout's confirmation recorded (by the workspace's index). */
export async function findPlanRequestOfCheckout(db: Db, workspaceId: string, checkoutSessionId: string): Promise<PlanRequestRow | null> {
  const rows = await db
    .select()
    .from(planRequest)
    .where(and(eq(planRequest.workspaceId, workspaceId), eq(planRequest.checkoutSessionId, checkoutSessionId)))
    .orderBy(desc(planRequest.createdAt))
    .limit(1);
  return rows[0] ?? null;
}
