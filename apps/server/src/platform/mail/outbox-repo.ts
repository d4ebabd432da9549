import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { mailOutbox } from "#db/schema/index";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Where a page of the outbox ends: the last row's (created_at's text, id). */
export interface OutboxCursor {
  createdAt: string;
  id: string;
}

/** Stores a message; the id is the job's, so a job that runs again after a crash adds nothing. */
export async function insertOutboxMessage(db: Db, row: Omit<OutboxRow, "createdAt">): Promise<void> {
  await db.insert(mailOutbox).values(row).onConflictDoNothing({ target: mailOutbox.id });
}

/**
 * One page, newest first, unexecuted (the plan test EXPLAINs it): ORDER BY created_at DESC, id DESC
 * with a row-comparison cursor is a range of `mail_outbox_created_idx`, never a sort.
 */
export function outboxPageSelect(db: Db, opts: { before?: OutboxCursor; limit: number }) {
  const conditions: SQL[] = [];
  if (opts.before) conditions.push(sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (${opts.before.createdAt}::timestamptz, ${opts.before.id}::text)`);
  return db
    .select({ row: mailOutbox, createdText: sql<string>`${mailOutbox.createdAt}::text` })
    .from(mailOutbox)
    .where(and(...conditions))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(opts.limit);
}

/** A page and the cursor of the next one (null on the last page). */
export async function listOutbox(db: Db, opts: { before?: OutboxCursor; limit: number }): Promise<{ rows: OutboxRow[]; next: OutboxCursor | null }> {
  const rows = await outboxPageSelect(db, { ...opts, limit: opts.limit + 1 });
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return { rows: page.map((r) => r.row), next: rows.length > opts.limit && last ? { createdAt: last.createdText, id: last.row.id } : null };
}

/** The newest message to one address (`mail_outbox_recipient_created_idx`), unexecuted. */
export function latestOutboxSelect(db: Db, recipient: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(1);
}

export async function findLatestOutboxMessage(db: Db, recipient: string): Promise<OutboxRow | null> {
  const rows = await latestOutboxSelect(db, recipient);
  return rows[0] ?? null;
}
