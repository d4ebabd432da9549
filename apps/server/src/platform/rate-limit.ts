import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Db } from "#db/client";
import { rateLimit } from "#db/schema/index";
import { newId } from "./ids";
import { redisRateLimitStorage, type RateLimitStorage } from "./rate-limit-store";

/** The answer a route gives when a limit bites (spec §8 "Too many attempts, please try again in a few minutes."). */
export interface RateLimitRule {
  /** Window length in seconds. */
  window: number;
  /** Requests allowed per window. */
  max: number;
}

/**
 * Fixed-window counters in the database's `rate_limit` table (the one Better Auth's limiter uses
 * without Redis), shared by every instance on the database: one upsert counts the request and
 * starts a new window when the old one is over, so two instances cannot both pass the last slot.
 */
export function dbRateLimitStorage(db: Db): RateLimitStorage {
  return {
    async consume(key, rule) {
      const now = Date.now();
      const windowStart = now - rule.window * 1000;
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
        .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
      const row = rows[0];
      if (row.count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((row.lastRequest + rule.window * 1000 - now) / 1000)) };
    },
  };
}

/**
 * The server's own rate limits (routes outside Better Auth: e-mail sending, codes): in Redis when
 * there is one, else in the database. Keys are namespaced apart from Better Auth's.
 */
export function createRateLimiter(opts: { db: Db; redis: Redis | null; redisPrefix: string }): RateLimitStorage {
  const storage = opts.redis ? redisRateLimitStorage(opts.redis, opts.redisPrefix) : dbRateLimitStorage(opts.db);
  return { consume: (key, rule) => storage.consume(`app:${key}`, rule) };
}
