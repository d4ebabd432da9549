import { createHash } from "node:crypto";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKey } from "../../db/schema";

export type ApiKeyRow = typeof apiKey.$inferSelect;

/** API keys are looked up by their SHA-256: they are long random strings, so a fast hash is safe. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export async function insertApiKey(db: Db, row: typeof apiKey.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKey).values(row).returning();
  return created;
}

/** Newest first; the order matches the (user_id, created_at DESC, id DESC) index, so no sort. */
export function listApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKey).where(eq(apiKey.userId, userId)).orderBy(desc(apiKey.createdAt), desc(apiKey.id));
}

/** The user's newest key (its hint is the User's `xi_api_key_preview`), or null. */
export async function findLatestApiKey(db: Db, userId: string): Promise<ApiKeyRow | null> {
  const rows = await db.select().from(apiKey).where(eq(apiKey.userId, userId)).orderBy(desc(apiKey.createdAt), desc(apiKey.id)).limit(1);
  return rows[0] ?? null;
}

export async function findApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | null> {
  const rows = await db.select().from(apiKey).where(eq(apiKey.keyHash, keyHash)).limit(1);
  return rows[0] ?? null;
}

/** Renames a key of this user; false when the user has no such key. */
export async function renameApiKey(db: Db, userId: string, keyId: string, name: string): Promise<boolean> {
  const rows = await db
    .update(apiKey)
    .set({ name })
    .where(and(eq(apiKey.id, keyId), eq(apiKey.userId, userId)))
    .returning({ id: apiKey.id });
  return rows.length > 0;
}

/** Deletes a key of this user; false when the user has no such key. */
export async function deleteApiKey(db: Db, userId: string, keyId: string): Promise<boolean> {
  const rows = await db
    .delete(apiKey)
    .where(and(eq(apiKey.id, keyId), eq(apiKey.userId, userId)))
    .returning({ id: apiKey.id });
  return rows.length > 0;
}

const TOUCH_INTERVAL_MS = 60_000;
const lastTouched = new Map<string, number>();

/**
 * Records use at most once a minute per key: this process remembers when it last wrote, and the
 * UPDATE's own condition covers other processes, so hot API traffic does not write on every call.
 */
export async function touchApiKey(db: Db, keyId: string, now: Date): Promise<void> {
  const last = lastTouched.get(keyId);
  if (last !== undefined && now.getTime() - last < TOUCH_INTERVAL_MS) return;
  lastTouched.set(keyId, now.getTime());
  await db
    .update(apiKey)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKey.id, keyId),
        or(isNull(apiKey.lastUsedAt), lt(apiKey.lastUsedAt, sql`${now}::timestamptz - interval '1 minute'`)),
      ),
    );
}
