import { z } from "zod";
import type { AppDeps } from "../../../platform/app-env";
import { defineJob } from "../../../platform/jobs/job-types";
import { deleteExpiredRows } from "../repo";
import { removeOrphanFiles } from "../use-cases/remove-orphan-files";

export const DAILY_CLEANUP_JOB = "maintenance.daily-cleanup";
/** 03:17 UTC every day: off the hour, when most servers are quiet. */
export const DAILY_CLEANUP_CRON = "17 3 * * *";

const KEEP_FINISHED_JOBS_DAYS = 7;
const KEEP_FAILED_JOBS_DAYS = 30;

/**
 * Removes what nobody can use any more: expired sessions and verification tokens, old rate-limit
 * counters, finished jobs past their keeping time, audio files whose history item is gone,
 * stale temporary uploads and leftovers of interrupted writes.
 */
export function dailyCleanupJob(deps: Pick<AppDeps, "db" | "storage">) {
  return defineJob({
    name: DAILY_CLEANUP_JOB,
    payload: z.object({}),
    attempts: 3,
    backoffMs: 60_000,
    async handler(_payload, ctx) {
      const now = new Date();
      const rows = await deleteExpiredRows(deps.db, { now, keepFinishedJobsDays: KEEP_FINISHED_JOBS_DAYS, keepFailedJobsDays: KEEP_FAILED_JOBS_DAYS });
      await ctx.progress({ ...rows });
      const files = await removeOrphanFiles(deps, { now, signal: ctx.signal });
      const counts = { ...rows, ...files };
      await ctx.progress(counts);
      ctx.log.info(`daily cleanup removed ${JSON.stringify(counts)}`);
    },
  });
}
