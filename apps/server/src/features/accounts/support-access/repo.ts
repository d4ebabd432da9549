import { desc, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { supportAccessGrant, user } from "#db/schema/index";

export type SupportAccessGrantRow = typeof supportAccessGrant.$inferSelect;
export type SupportAccessGrantWithEmail = SupportAccessGrantRow & { email: string };

/** Records the user's answer to a request (one per request: the unique request id refuses a second). */
export async function insertSupportAccessGrant(db: Db, row: typeof supportAccessGrant.$inferInsert): Promise<SupportAccessGrantRow> {
  const rows = await db.insert(supportAccessGrant).values(row).returning();
  return rows[0];
}

/**
 * The latest answers, newest first, with the user's e-mail, optionally of one user. Ordered by
 * (created_at, id) DESC like every list, so it reads support_access_grant_created_idx (or, for one
 * user, support_access_grant_user_created_idx) without a sort.
 */
export async function listSupportAccessGrants(db: Db, input: { limit: number; userId?: string }): Promise<SupportAccessGrantWithEmail[]> {
  const rows = await db
    .select({ grant: supportAccessGrant, email: user.email })
    .from(supportAccessGrant)
    .innerJoin(user, eq(user.id, supportAccessGrant.userId))
    .where(input.userId ? eq(supportAccessGrant.userId, input.userId) : undefined)
    .orderBy(desc(supportAccessGrant.createdAt), desc(supportAccessGrant.id))
    .limit(input.limit);
  return rows.map((r) => ({ ...r.grant, email: r.email }));
}
