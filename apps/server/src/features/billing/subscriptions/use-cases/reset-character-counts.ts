import type { Db } from "#db/client";
import { nextCharacterResetOf, resetWorkspaceCounts, withMonthlyReset, lockWorkspace } from "#features/workspaces/workspaces/repo";
import { findDueCharacterResets } from "../repo";

const BATCH = 200;

/**
 * The monthly character resets that are due (the billing tick): the count goes to 0 and the next
 * reset is a month on from the subscription's anchor (monthly even on annual plans), or the next
 * calendar month without a subscription. A charge that comes first applies the same reset itself
 * (workspaces/repo.ts withMonthlyReset), so the count never waits for the tick. Returns how many were reset.
 */
export async function resetCharacterCounts(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await findDueCharacterResets(db, now, BATCH);
    if (ids.length === 0) return total;
    for (const id of ids) {
      await db.transaction(async (tx) => {
        const row = await lockWorkspace(tx, id);
        if (!row) return;
        const { reset } = withMonthlyReset(row, now);
        if (!reset) return;
        await resetWorkspaceCounts(tx, id, nextCharacterResetOf(row, now));
      });
    }
    total += ids.length;
  }
}
