import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/** The Redis server the tests use: REDIS_URL, or the local default. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
}

/** A key prefix of this test's own, and a way to remove every key under it. */
export function testRedisPrefix(): { prefix: string; clear(): Promise<void> } {
  const prefix = `vocable-test:${randomBytes(6).toString("hex")}:`;
  return {
    prefix,
    async clear() {
      const redis = new Redis(testRedisUrl());
      try {
        let cursor = "0";
        do {
          const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== "0");
      } finally {
        await redis.quit();
      }
    },
  };
}
