import { Redis } from "ioredis";

/**
 * The Redis connection shared by the job queue, rate limits and other cross-instance state.
 * Commands wait for a reconnect instead of failing fast, as BullMQ requires.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}
