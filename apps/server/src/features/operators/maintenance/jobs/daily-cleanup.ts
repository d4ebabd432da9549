import { z } from "zod";
import type { AppDeps } from "#platform/app-env";
import { defineJob } from "#platform/jobs/job-types";
import { removeStaleSpoolFiles } from "#features/speech/tts/audio-spool";
import { deleteSpentBillingRows } from "#features/billing/subscriptions/use-cases/delete-spent-billing-rows";
import { deleteExpiredGeneratedVoices } from "#features/voices/voice-design/repo";
import { deleteDeliveriesBefore } from "#features/developers/webhooks/repo";
import { deleteExpiredSingleUseTokens } from "#features/developers/single-use-tokens/repo";
import { deleteRequestLogsBefore } from "#features/workspaces/request-analytics/repo";
import { deleteExpiredRows } from "../repo";
import { removeOrphanFiles } from "../use-cases/remove-orphan-files";

export const DAILY_CLEANUP_JOB = "maintenance.daily-cleanup";
/** 03:17 UTC every day: off the hour, when most servers are quiet. */
export const DAILY_CLEANUP_CRON = "17 3 * * *";

const KEEP_FINISHED_JOBS_DAYS = 7;
const KEEP_FAILED_JOBS_DAYS = 30;
const KEEP_SETTLED_GENERATIONS_DAYS = 30;
/** The local outbox (no SMTP configured) is for reading recent mail, not an archive. */
const KEEP_OUTBOX_DAYS = 30;
/** A webhook's delivery log shows the last month. */
const KEEP_WEBHOOK_DELIVERIES_DAYS = 30;
/** The API request log (workspace.analytics.requests) answers the last month. */
const KEEP_API_REQUESTS_DAYS = 30;
/** Spool files untouched for a day belong to no running generation (a process removes its own when they end). */
const SPOOL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what nobody can use any more: expired sessions and verification tokens, old rate-limit
 * counters, finished jobs past their keeping time, audio files whose history item is gone,
 * stale temporary uploads and leftovers of interrupted writes, generation records settled a month
 * ago, generation spool files nobody writes any more, outbox e-mails, webhook deliveries and API requests older
 * than a month, expired checkouts and single-use tokens, spent idempotency keys and old Stripe event ids.
 */
export function dailyCleanupJob(deps: Pick<AppDeps, "db" | "storage" | "config">) {
  return defineJob({
    name: DAILY_CLEANUP_JOB,
    payload: z.object({}),
    attempts: 3,
    backoffMs: 60_000,
    async handler(_payload, ctx) {
      const now = new Date();
      const rows = await deleteExpiredRows(deps.db, {
        now,
        keepFinishedJobsDays: KEEP_FINISHED_JOBS_DAYS,
        keepFailedJobsDays: KEEP_FAILED_JOBS_DAYS,
        keepSettledGenerationsDays: KEEP_SETTLED_GENERATIONS_DAYS,
        keepOutboxDays: KEEP_OUTBOX_DAYS,
      });
      const webhookDeliveries = await deleteDeliveriesBefore(deps.db, new Date(now.getTime() - KEEP_WEBHOOK_DELIVERIES_DAYS * 24 * 60 * 60 * 1000));
      const apiRequests = await deleteRequestLogsBefore(deps.db, new Date(now.getTime() - KEEP_API_REQUESTS_DAYS * 24 * 60 * 60 * 1000));
      // Expired design previews' rows go now; their audio files follow as orphans.
      const designPreviews = (await deleteExpiredGeneratedVoices(deps.db, now)).length;
      const billing = await deleteSpentBillingRows(deps.db, now);
      const singleUseTokens = await deleteExpiredSingleUseTokens(deps.db, now);
      await ctx.progress({ ...rows, webhookDeliveries, apiRequests, designPreviews, ...billing, singleUseTokens });
      const files = await removeOrphanFiles(deps, { now, signal: ctx.signal });
      const spoolFiles = await removeStaleSpoolFiles(deps.config.dataDir, new Date(now.getTime() - SPOOL_MAX_AGE_MS));
      const counts = { ...rows, webhookDeliveries, apiRequests, designPreviews, ...billing, singleUseTokens, ...files, spoolFiles };
      await ctx.progress(counts);
      ctx.log.info(`daily cleanup removed ${JSON.stringify(counts)}`);
    },
  });
}
