import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "#db/client";
import { generatedVoice } from "#db/schema/index";

export type GeneratedVoiceRow = typeof generatedVoice.$inferSelect;

/** How long a design preview is kept for `POST /v1/text-to-voice` and the preview stream. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;

export async function insertGeneratedVoices(db: Db, rows: (typeof generatedVoice.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(generatedVoice).values(rows);
}

/** A preview of the workspace still kept, or null (another workspace's, or expired). */
export async function findGeneratedVoice(db: Db, workspaceId: string, id: string, now = new Date()): Promise<GeneratedVoiceRow | null> {
  const rows = await db
    .select()
    .from(generatedVoice)
    .where(and(eq(generatedVoice.workspaceId, workspaceId), eq(generatedVoice.id, id)))
    .limit(1);
  const row = rows[0];
  return row && now.getTime() - row.createdAt.getTime() < PREVIEW_TTL_MS ? row : null;
}

/** Removes previews older than the TTL; returns their audio keys. */
export async function deleteExpiredGeneratedVoices(db: Db, now = new Date()): Promise<string[]> {
  const rows = await db
    .delete(generatedVoice)
    .where(lt(generatedVoice.createdAt, new Date(now.getTime() - PREVIEW_TTL_MS)))
    .returning({ key: generatedVoice.audioKey });
  return rows.map((r) => r.key);
}

/** The audio keys of these previews that still exist (the orphan sweep keeps them). */
export async function findGeneratedVoiceAudioKeys(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ key: generatedVoice.audioKey }).from(generatedVoice).where(inArray(generatedVoice.id, [...ids]));
  return new Set(rows.map((r) => r.key));
}
