import { eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { user } from "#db/schema/index";

/** The account behind a caller: the address and whether its owner proved it. */
export async function findAccountEmail(db: Db, userId: string): Promise<{ email: string; emailVerified: boolean } | null> {
  const rows = await db.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId)).limit(1);
  return rows[0] ?? null;
}
