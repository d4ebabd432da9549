import type { Redis } from "ioredis";

/**
 * The Redis connection shared by the job queue, rate limits and other cross-instance state
 * (loaded only when REDIS_URL is set). Commands wait for a reconnect instead of failing fast, as
 * BullMQ requires.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import("ioredis");
  return new Redis(url, { maxRetriesPerRequest: null });
}
