import type { Redis } from "ioredis";

/** Better Auth's custom rate-limit storage contract (one atomic check-and-count per request). */
export interface RateLimitStorage {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

/**
 * Rate-limit counters in Redis, shared by every instance: a fixed window per key, counted and
 * given its expiry in one transaction (so a crash between the two cannot leave a key that never
 * expires and locks someone out for good).
 */
export function redisRateLimitStorage(redis: Redis, prefix: string): RateLimitStorage {
  return {
    async consume(key, rule) {
      const redisKey = `${prefix}rate:${key}`;
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, rule.window * 1000, "NX").pttl(redisKey).exec();
      if (!results) throw new Error("rate-limit transaction was discarded");
      const count = Number(results[0][1]);
      if (count <= rule.max) return { allowed: true, retryAfter: null };
      const ttlMs = Number(results[2][1]);
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
  };
}
