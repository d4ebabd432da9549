import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob } from "#platform/jobs/job-types";
import { billingProviderOf } from "../create-billing-provider";
import { invoiceOverage } from "../use-cases/invoice-overage";
import { resetCharacterCounts } from "../use-cases/reset-character-counts";
import { rollLocalPeriods } from "../use-cases/roll-local-periods";

export const BILLING_TICK_JOB = "billing.tick";
/** Every five minutes: a period end or a monthly reset is carried out within five minutes of its time. */
export const BILLING_TICK_CRON = "*/5 * * * *";

/**
 * The billing clock: local subscriptions' period ends (renew, cancel, scheduled downgrade), the
 * monthly character resets, and overage past a billing threshold. Each part is safe to run twice
 * and on several instances at once (row locks; SKIP LOCKED for the periods).
 */
export function billingTickJob(deps: AppDeps) {
  return defineJob({
    name: BILLING_TICK_JOB,
    payload: z.object({}),
    attempts: 3,
    backoffMs: 30_000,
    async handler(_payload, ctx) {
      const now = new Date();
      const provider = billingProviderOf(deps);
      const periods = provider?.kind === "local" ? await rollLocalPeriods(deps.db, now) : 0;
      const resets = await resetCharacterCounts(deps.db, now);
      const overage = provider ? await invoiceOverage(deps.db, provider, now) : 0;
      await ctx.progress({ periods, resets, overage });
      if (periods + overage > 0) ctx.log.info(`billing tick: ${periods} periods rolled, ${resets} character counts reset, ${overage} overage invoices`);
    },
  });
}
