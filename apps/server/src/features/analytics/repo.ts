import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { analyticsEvent, rateLimit } from "../../db/schema";
import { newId } from "../../platform/ids";

export type AnalyticsEventRow = typeof analyticsEvent.$inferInsert;

/** Stores a batch of events in one statement. */
export async function insertAnalyticsEvents(db: Db, rows: Omit<AnalyticsEventRow, "id">[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(analyticsEvent).values(rows.map((row) => ({ id: newId(), ...row })));
}

/**
 * Counts one request against `key` in a fixed window and says whether it is within `max`. One
 * upsert on the shared `rate_limit` table (the counters Better Auth also keeps there), so every
 * instance counts together and a counter cannot be lost between a read and a write. The row's
 * `last_request` is the start of its window; the daily cleanup removes rows a day old.
 */
export async function consumeRateLimit(db: Db, key: string, rule: { windowMs: number; max: number }, now: number): Promise<boolean> {
  const windowStart = now - rule.windowMs;
  const rows = await db
    .insert(rateLimit)
    .values({ id: newId(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${rateLimit.lastRequest} <= ${windowStart} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimit.lastRequest} <= ${windowStart} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count });
  return rows[0].count <= rule.max;
}
