import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob } from "#platform/jobs/job-types";
import { retryOwedRefunds } from "#features/productions/orders/use-cases/refund-order";
import { expireDueOrders } from "../use-cases/end-paid-order";
import { expireOverdueTasks } from "../use-cases/expire-overdue-tasks";

export const PRODUCTIONS_TICK_JOB = "productions.tick";
/** Every five minutes: a claim or an order past its deadline ends within five minutes of it. */
export const PRODUCTIONS_TICK_CRON = "*/5 * * * *";

/**
 * The productions clock: claims past their deadline expire (their work open again), paid orders
 * past theirs expire (their undelivered work refunded), and refunds a failed attempt left owed are
 * made. Each part is safe to run twice and on several instances at once (state-guarded updates,
 * the order's row lock, the refund's idempotency key).
 */
export function productionsTickJob(deps: AppDeps) {
  return defineJob({
    name: PRODUCTIONS_TICK_JOB,
    payload: z.object({}),
    attempts: 3,
    backoffMs: 30_000,
    async handler(_payload, ctx) {
      const claims = await expireOverdueTasks(deps);
      const orders = await expireDueOrders(deps);
      const refunds = await retryOwedRefunds(deps);
      await ctx.progress({ claims, orders, refunds });
      if (claims + orders + refunds > 0) ctx.log.info(`productions tick: ${claims} claims expired, ${orders} orders expired, ${refunds} refunds made`);
    },
  });
}
