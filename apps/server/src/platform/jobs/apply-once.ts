import type { Db } from "#db/client";
import { jobEffect } from "#db/schema/index";

/**
 * Applies a job's database effect exactly once: the effect's writes and the record of `key` commit
 * together, so a job that runs again after its process died (or is retried) skips what is done.
 * Returns false when the effect was already applied. Effects outside the database (an e-mail, a
 * webhook) cannot join the transaction: they pass their key on (Message-ID, webhook id) instead.
 */
export async function applyOnce(db: Db, key: string, effect: (tx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(jobEffect).values({ key }).onConflictDoNothing().returning({ key: jobEffect.key });
    if (claimed.length === 0) return false;
    await effect(tx as unknown as Db);
    return true;
  });
}
