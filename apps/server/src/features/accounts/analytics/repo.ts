import type { Db } from "#db/client";
import { analyticsEvent } from "#db/schema/index";
import { newId } from "#platform/ids";

export type AnalyticsEventRow = typeof analyticsEvent.$inferInsert;

/** Stores a batch of events in one statement. */
export async function insertAnalyticsEvents(db: Db, rows: Omit<AnalyticsEventRow, "id">[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(analyticsEvent).values(rows.map((row) => ({ id: newId(), ...row })));
}
