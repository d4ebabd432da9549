import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { audioNativeProject } from "#db/schema/index";

export type AudioNativeRow = typeof audioNativeProject.$inferSelect;
export type NewAudioNativeRow = typeof audioNativeProject.$inferInsert;

export async function insertProject(db: Db, row: NewAudioNativeRow): Promise<AudioNativeRow> {
  const [inserted] = await db.insert(audioNativeProject).values(row).returning();
  return inserted!;
}

/** The workspace's project; null for another workspace's or none. */
export async function findWorkspaceProject(db: Db, workspaceId: string, id: string): Promise<AudioNativeRow | null> {
  const [row] = await db
    .select()
    .from(audioNativeProject)
    .where(and(eq(audioNativeProject.id, id), eq(audioNativeProject.workspaceId, workspaceId)))
    .limit(1);
  return row ?? null;
}

/** By id alone: the public player and the conversion job. */
export async function findProject(db: Db, id: string): Promise<AudioNativeRow | null> {
  const [row] = await db.select().from(audioNativeProject).where(eq(audioNativeProject.id, id)).limit(1);
  return row ?? null;
}

/** The workspace's project embedded in the page `pageUrl` (audio_native_project_workspace_page_idx); the newest if several. */
export async function findProjectByPage(db: Db, workspaceId: string, pageUrl: string): Promise<AudioNativeRow | null> {
  const [row] = await db
    .select()
    .from(audioNativeProject)
    .where(and(eq(audioNativeProject.workspaceId, workspaceId), eq(audioNativeProject.pageUrl, pageUrl)))
    .orderBy(desc(audioNativeProject.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateProject(db: Db, id: string, changes: Partial<NewAudioNativeRow>): Promise<AudioNativeRow | null> {
  const [row] = await db
    .update(audioNativeProject)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(audioNativeProject.id, id))
    .returning();
  return row ?? null;
}

/**
 * Ends the conversion `snapshotId` if it is still the project's one in progress (a newer one
 * supersedes it): true when this call ended it.
 */
export async function finishConversion(db: Db, id: string, snapshotId: string, changes: Partial<NewAudioNativeRow>): Promise<AudioNativeRow | null> {
  const [row] = await db
    .update(audioNativeProject)
    .set({ ...changes, convertingSnapshotId: null, convertingUserId: null, updatedAt: new Date() })
    .where(and(eq(audioNativeProject.id, id), eq(audioNativeProject.convertingSnapshotId, snapshotId)))
    .returning();
  return row ?? null;
}

/**
 * One page of the workspace's projects, newest first (one range of
 * audio_native_project_workspace_created_idx), with created_at's text for the next token.
 */
export function projectPageSelect(db: Db, workspaceId: string, limit: number, after: { at: string; id: string } | null) {
  const keyset = after ? sql`(${audioNativeProject.createdAt}, ${audioNativeProject.id}) < (${after.at}::timestamptz, ${after.id})` : undefined;
  return db
    .select({
      id: audioNativeProject.id,
      userId: audioNativeProject.userId,
      name: audioNativeProject.name,
      title: audioNativeProject.title,
      author: audioNativeProject.author,
      small: audioNativeProject.small,
      status: audioNativeProject.status,
      enabled: audioNativeProject.enabled,
      pageUrl: audioNativeProject.pageUrl,
      publishedSnapshotId: audioNativeProject.publishedSnapshotId,
      conversionError: audioNativeProject.conversionError,
      characters: sql<number>`char_length(${audioNativeProject.contentText})`,
      createdAt: audioNativeProject.createdAt,
      createdText: sql<string>`${audioNativeProject.createdAt}::text`,
    })
    .from(audioNativeProject)
    .where(and(eq(audioNativeProject.workspaceId, workspaceId), keyset))
    .orderBy(desc(audioNativeProject.createdAt), desc(audioNativeProject.id))
    .limit(limit);
}
