import { ANALYTICS_RETENTION_DAYS } from "@vocable/domain";
import { and, inArray, lt } from "drizzle-orm";
import type { Db } from "#db/client";
import { analyticsEvent, generation, historyItem, job, jobEffect, mailOutbox, rateLimit, session, verification } from "#db/schema/index";

/** Rows removed by one cleanup, by table. */
export interface CleanupCounts {
  sessions: number;
  verifications: number;
  rateLimits: number;
  jobs: number;
  jobEffects: number;
  generations: number;
  outboxMessages: number;
  analyticsEvents: number;
}

const count = (rows: unknown[]) => rows.length;

/**
 * Deletes what has expired: sessions and verification tokens past their expiry, rate-limit counters
 * older than a day, finished jobs past their keeping time, and records of job effects old enough
 * that no retry can still be running, and generation ledger rows settled before the keeping time
 * (the history items stay), local-outbox e-mails past their keeping time, and product-analytics
 * events older than ANALYTICS_RETENTION_DAYS. Each delete is a range on an index.
 */
export async function deleteExpiredRows(
  db: Db,
  opts: { now: Date; keepFinishedJobsDays: number; keepFailedJobsDays: number; keepSettledGenerationsDays: number; keepOutboxDays: number },
): Promise<CleanupCounts> {
  const daysAgo = (days: number) => new Date(opts.now.getTime() - days * 24 * 60 * 60 * 1000);
  const sessions = await db.delete(session).where(lt(session.expiresAt, opts.now)).returning({ id: session.id });
  const verifications = await db.delete(verification).where(lt(verification.expiresAt, opts.now)).returning({ id: verification.id });
  const rateLimits = await db.delete(rateLimit).where(lt(rateLimit.lastRequest, daysAgo(1).getTime())).returning({ id: rateLimit.id });
  const completed = await db
    .delete(job)
    .where(and(inArray(job.state, ["completed", "cancelled"]), lt(job.createdAt, daysAgo(opts.keepFinishedJobsDays))))
    .returning({ id: job.id });
  const dead = await db
    .delete(job)
    .where(and(inArray(job.state, ["dead"]), lt(job.createdAt, daysAgo(opts.keepFailedJobsDays))))
    .returning({ id: job.id });
  const effects = await db
    .delete(jobEffect)
    .where(lt(jobEffect.appliedAt, daysAgo(opts.keepFailedJobsDays)))
    .returning({ key: jobEffect.key });
  const generations = await db
    .delete(generation)
    .where(lt(generation.settledAt, daysAgo(opts.keepSettledGenerationsDays)))
    .returning({ id: generation.id });
  const outbox = await db.delete(mailOutbox).where(lt(mailOutbox.createdAt, daysAgo(opts.keepOutboxDays))).returning({ id: mailOutbox.id });
  const analyticsEvents = await db
    .delete(analyticsEvent)
    .where(lt(analyticsEvent.createdAt, daysAgo(ANALYTICS_RETENTION_DAYS)))
    .returning({ id: analyticsEvent.id });
  return {
    generations: count(generations),
    outboxMessages: count(outbox),
    analyticsEvents: count(analyticsEvents),
    sessions: count(sessions),
    verifications: count(verifications),
    rateLimits: count(rateLimits),
    jobs: count(completed) + count(dead),
    jobEffects: count(effects),
  };
}

/** The file keys of those of these history items that still exist (a primary-key lookup). */
/** Which of these history item ids still exist. */
export async function findExistingHistoryItemIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: historyItem.id }).from(historyItem).where(inArray(historyItem.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function findHistoryStorageKeys(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ storageKey: historyItem.storageKey }).from(historyItem).where(inArray(historyItem.id, ids));
  return new Set(rows.map((r) => r.storageKey));
}
