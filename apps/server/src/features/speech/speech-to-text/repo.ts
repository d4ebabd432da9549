import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { transcript } from "#db/schema/index";

export type TranscriptRow = typeof transcript.$inferSelect;
export type NewTranscriptRow = typeof transcript.$inferInsert;

export async function insertTranscript(db: Db, row: NewTranscriptRow): Promise<TranscriptRow> {
  const [inserted] = await db.insert(transcript).values(row).returning();
  return inserted!;
}

/** The member's own transcript; null for another member's or another workspace's. */
export async function findOwnTranscript(db: Db, owner: { workspaceId: string; userId: string }, id: string): Promise<TranscriptRow | null> {
  const [row] = await db
    .select()
    .from(transcript)
    .where(and(eq(transcript.id, id), eq(transcript.workspaceId, owner.workspaceId), eq(transcript.userId, owner.userId)))
    .limit(1);
  return row ?? null;
}

/** The workspace's transcriptions still processing (the partial index transcript_workspace_processing_idx). */
export async function countProcessingTranscripts(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(transcript)
    .where(and(eq(transcript.workspaceId, workspaceId), eq(transcript.status, "processing")));
  return row?.n ?? 0;
}

/** By id alone: for the job that recognises it. */
export async function findTranscript(db: Db, id: string): Promise<TranscriptRow | null> {
  const [row] = await db.select().from(transcript).where(eq(transcript.id, id)).limit(1);
  return row ?? null;
}

/** Records progress while it is still processing; false when it is gone or finished (the job stops). */
export async function recordTranscriptProgress(db: Db, id: string, progress: number): Promise<boolean> {
  const rows = await db
    .update(transcript)
    .set({ progress })
    .where(and(eq(transcript.id, id), eq(transcript.status, "processing")))
    .returning({ id: transcript.id });
  return rows.length > 0;
}

/** Completes or fails a processing transcript once; null when it was not processing (deleted, or done by an earlier run). */
export async function finishTranscript(
  db: Db,
  id: string,
  result: { status: "completed"; text: string; words: TranscriptRow["words"] } | { status: "failed"; error: string },
  at = new Date(),
): Promise<TranscriptRow | null> {
  const changes = result.status === "completed" ? { status: "completed", text: result.text, words: result.words, progress: 1 } : { status: "failed", error: result.error };
  const [row] = await db
    .update(transcript)
    .set({ ...changes, completedAt: at })
    .where(and(eq(transcript.id, id), eq(transcript.status, "processing")))
    .returning();
  return row ?? null;
}

/** Deletes the member's own transcript; the deleted row (for its audio key) or null. */
export async function deleteOwnTranscript(db: Db, owner: { workspaceId: string; userId: string }, id: string): Promise<TranscriptRow | null> {
  const [row] = await db
    .delete(transcript)
    .where(and(eq(transcript.id, id), eq(transcript.workspaceId, owner.workspaceId), eq(transcript.userId, owner.userId)))
    .returning();
  return row ?? null;
}

/** Where a page continues: the last row's created_at as PostgreSQL's text (microseconds kept) and id. */
export interface TranscriptCursor {
  createdAt: string;
  id: string;
}

/**
 * The SELECT of one page of a member's transcripts, newest first, unexecuted (the plan test
 * EXPLAINs it): one range of transcript_workspace_user_created_idx.
 */
export function transcriptPageSelect(db: Db, owner: { workspaceId: string; userId: string }, limit: number, after: TranscriptCursor | null) {
  const keyset = after ? sql`(${transcript.createdAt}, ${transcript.id}) < (${after.createdAt}::timestamptz, ${after.id})` : undefined;
  return db
    .select({
      id: transcript.id,
      fileName: transcript.fileName,
      status: transcript.status,
      progress: transcript.progress,
      languageCode: transcript.languageCode,
      audioDurationSecs: transcript.audioDurationSecs,
      textPreview: sql<string>`left(${transcript.text}, 200)`,
      createdAt: transcript.createdAt,
      createdText: sql<string>`${transcript.createdAt}::text`,
    })
    .from(transcript)
    .where(and(eq(transcript.workspaceId, owner.workspaceId), eq(transcript.userId, owner.userId), keyset))
    .orderBy(desc(transcript.createdAt), desc(transcript.id))
    .limit(limit);
}

/** Of `ids`, those that still have a transcript (the orphan-file sweep). */
export async function findTranscriptAudioKeys(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ key: transcript.audioKey }).from(transcript).where(inArray(transcript.id, [...ids]));
  return new Set(rows.map((r) => r.key));
}
