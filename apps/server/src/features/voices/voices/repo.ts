import { and, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import type { ResolvedVoiceSettings } from "@vocable/contract";
import type { Db } from "#db/client";
import { preparedQuery } from "#db/prepared-query";
import { resourceShare, voice, voiceAddEdit, voiceCollection, voiceCollectionItem, voiceSample, voiceSettings } from "#db/schema/index";
import { newId } from "#platform/ids";
import { DEFAULT_VOICE_SETTINGS } from "./default-settings";

/** The workspace's settings for a voice, or the defaults when it never edited them. */
export async function getVoiceSettings(db: Db, workspaceId: string, voiceId: string): Promise<ResolvedVoiceSettings> {
  const rows = await db
    .select({ settings: voiceSettings.settings })
    .from(voiceSettings)
    .where(and(eq(voiceSettings.workspaceId, workspaceId), eq(voiceSettings.voiceId, voiceId)))
    .limit(1);
  return rows[0]?.settings ?? DEFAULT_VOICE_SETTINGS;
}

const settingsOfWorkspace = preparedQuery((db, name) =>
  db.select().from(voiceSettings).where(eq(voiceSettings.workspaceId, sql.placeholder("workspaceId"))).prepare(name),
);

/** All of a workspace's edited voice settings, keyed by voice id. */
export async function listVoiceSettings(db: Db, workspaceId: string): Promise<Map<string, ResolvedVoiceSettings>> {
  const rows = await settingsOfWorkspace(db).execute({ workspaceId });
  return new Map(rows.map((r) => [r.voiceId, r.settings]));
}

export async function saveVoiceSettings(db: Db, workspaceId: string, voiceId: string, settings: ResolvedVoiceSettings) {
  await db
    .insert(voiceSettings)
    .values({ workspaceId, voiceId, settings })
    .onConflictDoUpdate({ target: [voiceSettings.workspaceId, voiceSettings.voiceId], set: { settings, updatedAt: new Date() } });
}

// ---- Workspace voices -------------------------------------------------------------------------

/** The `resource_type` of voices in shares (`workspace.resources.*`). */
export const VOICE_RESOURCE_TYPE = "voice";

export type VoiceRow = typeof voice.$inferSelect;
export type NewVoiceRow = typeof voice.$inferInsert;
export type VoiceSampleRow = typeof voiceSample.$inferSelect;
export type NewVoiceSampleRow = typeof voiceSample.$inferInsert;

/** A workspace voice, whoever may see it (the caller checks), or null; another workspace's voice is just as absent. */
export async function findVoiceRow(db: Db, workspaceId: string, id: string): Promise<VoiceRow | null> {
  const rows = await db
    .select()
    .from(voice)
    .where(and(eq(voice.workspaceId, workspaceId), eq(voice.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** A voice of any workspace by id (the public preview file, the library): null when there is none. */
export async function findVoiceRowAnywhere(db: Db, id: string): Promise<VoiceRow | null> {
  const rows = await db.select().from(voice).where(eq(voice.id, id)).limit(1);
  return rows[0] ?? null;
}

const voicesByIds = preparedQuery((db, name) =>
  db
    .select()
    .from(voice)
    .where(and(eq(voice.workspaceId, sql.placeholder("workspaceId")), sql`${voice.id} = any(${sql.placeholder("ids")}::text[])`))
    .prepare(name),
);

export async function findVoiceRows(db: Db, workspaceId: string, ids: readonly string[]): Promise<VoiceRow[]> {
  if (ids.length === 0) return [];
  return voicesByIds(db).execute({ workspaceId, ids: [...ids] });
}

/**
 * A workspace's custom and professional voices and its voice adds and edits since the `since`
 * placeholder (an ISO date), as select expressions: countVoiceUse runs them alone, GET /v1/user in
 * its one statement.
 */
export function voiceUseSql(workspaceId: SQLWrapper) {
  return {
    custom: sql<number>`(select count(*) from ${voice} where ${voice.workspaceId} = ${workspaceId} and ${voice.category} <> 'professional')`.mapWith(Number),
    professional: sql<number>`(select count(*) from ${voice} where ${voice.workspaceId} = ${workspaceId} and ${voice.category} = 'professional')`.mapWith(Number),
    addEdits: sql<number>`(select count(*) from ${voiceAddEdit} where ${voiceAddEdit.workspaceId} = ${workspaceId} and ${voiceAddEdit.createdAt} >= ${sql.placeholder("since")}::timestamptz)`.mapWith(Number),
  };
}

const voiceUse = preparedQuery((db, name) =>
  db
    .select(voiceUseSql(sql.placeholder("workspaceId")))
    .from(sql`(select 1) as one`)
    .prepare(name),
);

/**
 * The workspace's voice slots in use (custom and professional voices) and its voices added or
 * edited since `since` (the monthly add/edit counter), in one statement.
 */
export async function countVoiceUse(db: Db, workspaceId: string, since: Date): Promise<{ custom: number; professional: number; addEdits: number }> {
  const [row] = await voiceUse(db).execute({ workspaceId, since: since.toISOString() });
  return row;
}

export async function insertVoice(tx: Db, row: NewVoiceRow, samples: NewVoiceSampleRow[]): Promise<void> {
  await tx.insert(voice).values(row);
  if (samples.length > 0) await tx.insert(voiceSample).values(samples);
}

export async function recordVoiceAddEdit(tx: Db, workspaceId: string, voiceId: string): Promise<void> {
  await tx.insert(voiceAddEdit).values({ id: newId(), workspaceId, voiceId });
}

export async function updateVoiceRow(db: Db, workspaceId: string, id: string, changes: Partial<NewVoiceRow>): Promise<void> {
  await db
    .update(voice)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(voice.workspaceId, workspaceId), eq(voice.id, id)));
}

export async function insertVoiceSamples(db: Db, samples: NewVoiceSampleRow[]): Promise<void> {
  if (samples.length > 0) await db.insert(voiceSample).values(samples);
}

/** The samples of some voices, oldest first per voice. */
export async function listVoiceSamples(db: Db, voiceIds: readonly string[]): Promise<VoiceSampleRow[]> {
  if (voiceIds.length === 0) return [];
  return db
    .select()
    .from(voiceSample)
    .where(inArray(voiceSample.voiceId, [...voiceIds]))
    .orderBy(voiceSample.voiceId, voiceSample.createdAt);
}

export async function findVoiceSample(db: Db, voiceId: string, sampleId: string): Promise<VoiceSampleRow | null> {
  const rows = await db
    .select()
    .from(voiceSample)
    .where(and(eq(voiceSample.voiceId, voiceId), eq(voiceSample.id, sampleId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteVoiceSampleRow(db: Db, voiceId: string, sampleId: string): Promise<boolean> {
  const rows = await db
    .delete(voiceSample)
    .where(and(eq(voiceSample.voiceId, voiceId), eq(voiceSample.id, sampleId)))
    .returning({ id: voiceSample.id });
  return rows.length > 0;
}

/**
 * Deletes a voice with everything that refers to it by id only (shares, settings, collection
 * entries); its samples go with it (foreign key). Returns the storage keys to remove after.
 */
export async function deleteVoiceRow(db: Db, workspaceId: string, id: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const samples = await tx.select({ key: voiceSample.storageKey }).from(voiceSample).where(eq(voiceSample.voiceId, id));
    const rows = await tx
      .delete(voice)
      .where(and(eq(voice.workspaceId, workspaceId), eq(voice.id, id)))
      .returning({ rendering: voice.rendering });
    if (rows.length === 0) return null;
    await tx
      .delete(resourceShare)
      .where(and(eq(resourceShare.workspaceId, workspaceId), eq(resourceShare.resourceType, VOICE_RESOURCE_TYPE), eq(resourceShare.resourceId, id)));
    await tx.delete(voiceSettings).where(and(eq(voiceSettings.workspaceId, workspaceId), eq(voiceSettings.voiceId, id)));
    await tx.execute(
      sql`delete from ${voiceCollectionItem} where ${voiceCollectionItem.voiceId} = ${id} and ${voiceCollectionItem.collectionId} in (select ${voiceCollection.id} from ${voiceCollection} where ${voiceCollection.workspaceId} = ${workspaceId})`,
    );
    const rendering = rows[0]!.rendering;
    return [...samples.map((s) => s.key), ...(rendering.kind === "reference" ? [rendering.referenceKey] : [])];
  });
}

/** A workspace voice's maker, name and created_at as text (a share copies it with its microseconds), or null. */
export async function findVoiceForSharing(db: Db, workspaceId: string, id: string): Promise<{ createdBy: string | null; name: string; createdAt: string } | null> {
  const rows = await db
    .select({ createdBy: voice.createdBy, name: voice.name, createdAt: sql<string>`${voice.createdAt}::text` })
    .from(voice)
    .where(and(eq(voice.workspaceId, workspaceId), eq(voice.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateVoiceSampleRow(db: Db, voiceId: string, sampleId: string, changes: Partial<NewVoiceSampleRow>): Promise<void> {
  await db
    .update(voiceSample)
    .set(changes)
    .where(and(eq(voiceSample.voiceId, voiceId), eq(voiceSample.id, sampleId)));
}

/** Which of these voice ids still exist (the orphan sweep keeps their files). */
export async function findExistingVoiceIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: voice.id }).from(voice).where(inArray(voice.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
