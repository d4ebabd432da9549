import { isServerOnlyEvent, scrubEventProperties } from "@vocable/domain";
import type { AnalyticsEventsRequest } from "@vocable/contract";
import type { AppDeps } from "#platform/app-env";
import { AppError, quoteInput } from "#platform/errors";
import { insertAnalyticsEvents } from "../repo";

/** Batches a caller may send per minute (each up to ANALYTICS_BATCH_MAX events). */
export const ANALYTICS_RATE_LIMIT = { window: 60, max: 30 };

/**
 * Records a browser's batch of product events. A server-only event id (a payment, a charge) is
 * refused as a whole batch: a page that sends one is broken or forging, and nothing of it is kept.
 * Properties lose anything named like a credential; the path loses any query it carried.
 */
export async function recordAnalyticsEvents(
  deps: Pick<AppDeps, "db" | "rateLimit">,
  input: { userId: string | null; rateKey: string; request: AnalyticsEventsRequest; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date();
  if (!(await deps.rateLimit.consume(`analytics:${input.rateKey}`, ANALYTICS_RATE_LIMIT)).allowed) {
    throw new AppError("rate_limited", 429, "Too many analytics requests, please try again in a minute.");
  }
  const forbidden = input.request.events.find((event) => isServerOnlyEvent(event.name));
  if (forbidden) {
    throw new AppError("invalid_request", 400, `The event "${quoteInput(forbidden.name, 64)}" is recorded by the server only.`);
  }
  const rows = input.request.events.map((event) => ({
    userId: input.userId,
    anonymousId: input.request.anonymous_id,
    name: event.name,
    properties: scrubEventProperties(event.properties ?? {}) as Record<string, string | number | boolean | null>,
    path: event.path?.split(/[?#]/)[0] ?? null,
    createdAt: now,
  }));
  await insertAnalyticsEvents(deps.db, rows);
  return rows.length;
}
