import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { PronunciationRule } from "@vocable/speech";
import type { Db } from "#db/client";
import { pronunciationDictionary, pronunciationDictionaryVersion, resourceShare } from "#db/schema/index";
import { reachesViewer } from "#features/sharing/resource-sharing/repo";
import type { ShareViewer } from "#features/sharing/resource-sharing/viewer";
import { readWorkspaceLocators, writeWorkspaceLocators, type StoredLocator } from "#features/workspaces/workspaces/repo";

/** The `resource_type` of a dictionary's shares (resource_share). */
export const DICTIONARY_RESOURCE_TYPE = "pronunciation_dictionary";

export type DictionaryRow = typeof pronunciationDictionary.$inferSelect;
export type VersionRow = typeof pronunciationDictionaryVersion.$inferSelect;
/** A stored default of a workspace: a dictionary, and a version or null for the latest. */
export type { StoredLocator };

/** Creates a dictionary with its first version, in one transaction. */
export async function insertDictionary(
  db: Db,
  row: Omit<typeof pronunciationDictionary.$inferInsert, "latestVersionId" | "latestVersionRulesNum">,
  version: { id: string; rules: PronunciationRule[] },
): Promise<DictionaryRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(pronunciationDictionary)
      .values({ ...row, latestVersionId: version.id, latestVersionRulesNum: version.rules.length })
      .returning();
    await tx.insert(pronunciationDictionaryVersion).values({ id: version.id, dictionaryId: created.id, rules: version.rules, rulesNum: version.rules.length });
    return created;
  });
}

/** A dictionary of the workspace, or null (another workspace's is just as absent). */
export async function findDictionary(db: Db, workspaceId: string, id: string): Promise<DictionaryRow | null> {
  const rows = await db
    .select()
    .from(pronunciationDictionary)
    .where(and(eq(pronunciationDictionary.workspaceId, workspaceId), eq(pronunciationDictionary.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** A version of a dictionary, or null. */
export async function findVersion(db: Db, dictionaryId: string, versionId: string): Promise<VersionRow | null> {
  const rows = await db
    .select()
    .from(pronunciationDictionaryVersion)
    .where(and(eq(pronunciationDictionaryVersion.dictionaryId, dictionaryId), eq(pronunciationDictionaryVersion.id, versionId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Writes a new version whose rules are `change(latest rules)` and makes it the latest. The
 * dictionary row is locked, so two concurrent changes apply one after the other and neither is
 * lost. Null when the workspace has no such dictionary; `change` may throw to refuse.
 */
export async function writeNewVersion(
  db: Db,
  workspaceId: string,
  id: string,
  versionId: string,
  change: (rules: PronunciationRule[]) => PronunciationRule[],
): Promise<DictionaryRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pronunciationDictionary)
      .where(and(eq(pronunciationDictionary.workspaceId, workspaceId), eq(pronunciationDictionary.id, id)))
      .for("update");
    if (!row) return null;
    const [latest] = await tx
      .select({ rules: pronunciationDictionaryVersion.rules })
      .from(pronunciationDictionaryVersion)
      .where(eq(pronunciationDictionaryVersion.id, row.latestVersionId));
    const rules = change(latest?.rules ?? []);
    await tx.insert(pronunciationDictionaryVersion).values({ id: versionId, dictionaryId: id, rules, rulesNum: rules.length });
    const [updated] = await tx
      .update(pronunciationDictionary)
      .set({ latestVersionId: versionId, latestVersionRulesNum: rules.length })
      .where(eq(pronunciationDictionary.id, id))
      .returning();
    return updated;
  });
}

/** Changes name, description or archived state; archiving also drops the dictionary from the workspace's defaults. */
export async function updateDictionaryRow(
  db: Db,
  workspaceId: string,
  id: string,
  patch: { name?: string; description?: string | null; archivedAt?: Date | null },
): Promise<DictionaryRow | null> {
  return db.transaction(async (tx) => {
    const where = and(eq(pronunciationDictionary.workspaceId, workspaceId), eq(pronunciationDictionary.id, id));
    const rows =
      Object.keys(patch).length > 0
        ? await tx.update(pronunciationDictionary).set(patch).where(where).returning()
        : await tx.select().from(pronunciationDictionary).where(where);
    if (!rows[0]) return null;
    if (patch.archivedAt) {
      const defaults = await readWorkspaceLocators(tx, workspaceId, true);
      const kept = defaults.filter((l) => l.dictionaryId !== id);
      if (kept.length !== defaults.length) await writeWorkspaceLocators(tx, workspaceId, kept);
    }
    return rows[0];
  });
}

/** What a page of the list asks for. */
export interface DictionaryPageQuery {
  sort: "created" | "name";
  direction: "asc" | "desc";
  includeArchived: boolean;
  limit: number;
}

/** Where a page continues: the anchor's sort value (created_at as text, to keep microseconds) and id. */
export interface DictionaryCursor {
  createdAt: string;
  name: string;
  id: string;
}

/** A dictionary as sharing needs it (created_at as text: a share's copy keeps its microseconds), or null. */
export async function findDictionaryForSharing(db: Db, workspaceId: string, id: string): Promise<{ createdBy: string; name: string; createdAt: string } | null> {
  const rows = await db
    .select({ createdBy: pronunciationDictionary.createdBy, name: pronunciationDictionary.name, createdAt: sql<string>`${pronunciationDictionary.createdAt}::text` })
    .from(pronunciationDictionary)
    .where(and(eq(pronunciationDictionary.workspaceId, workspaceId), eq(pronunciationDictionary.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The cursor of a dictionary of the workspace, or null. */
export async function findDictionaryCursor(db: Db, workspaceId: string, id: string): Promise<DictionaryCursor | null> {
  const rows = await db
    .select({ createdAt: sql<string>`${pronunciationDictionary.createdAt}::text`, name: pronunciationDictionary.name, id: pronunciationDictionary.id })
    .from(pronunciationDictionary)
    .where(and(eq(pronunciationDictionary.workspaceId, workspaceId), eq(pronunciationDictionary.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The SELECT of one page, unexecuted (the plan test EXPLAINs it). It follows the indexes of
 * db/schema/pronunciation-dictionaries.ts: the workspace, then a row comparison on the
 * (sort key DESC, id DESC) tail, scanned forwards for desc and backwards for asc; without archived
 * dictionaries, the `archived_at IS NULL` condition selects the partial index. `visibleTo` (a
 * member who is not an admin) keeps its own dictionaries and those shared with it: a filter on
 * the same range (a workspace holds few dictionaries; the order still comes from the index).
 */
export function dictionaryPageSelect(db: Db, workspaceId: string, q: DictionaryPageQuery, cursor: DictionaryCursor | null, visibleTo: ShareViewer | null = null) {
  const t = pronunciationDictionary;
  const key = q.sort === "created" ? t.createdAt : t.name;
  const conditions: SQL[] = [eq(t.workspaceId, workspaceId)];
  if (!q.includeArchived) conditions.push(isNull(t.archivedAt));
  if (visibleTo) {
    const s = resourceShare;
    const shared = sql`exists (select 1 from ${s} where ${and(eq(s.workspaceId, t.workspaceId), eq(s.resourceType, DICTIONARY_RESOURCE_TYPE), eq(s.resourceId, t.id), reachesViewer(visibleTo))})`;
    conditions.push(sql`(${t.createdBy} = ${visibleTo.userId} or ${shared})`);
  }
  if (cursor) {
    const anchor = q.sort === "created" ? sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::text)` : sql`(${cursor.name}::text, ${cursor.id}::text)`;
    const position = sql`(${key}, ${t.id})`;
    conditions.push(q.direction === "desc" ? sql`${position} < ${anchor}` : sql`${position} > ${anchor}`);
  }
  const order = q.direction === "desc" ? [desc(key), desc(t.id)] : [asc(key), asc(t.id)];
  return db
    .select()
    .from(t)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(q.limit);
}

/**
 * What one locator names, in one query: the dictionary of the workspace and the rules of the
 * version asked for (the latest when `versionId` is null). Null when the workspace has no such
 * dictionary; `rules` is null when it has no such version.
 */
export async function findLocatedRules(
  db: Db,
  workspaceId: string,
  dictionaryId: string,
  versionId: string | null,
): Promise<{ archived: boolean; rules: PronunciationRule[] | null } | null> {
  const d = pronunciationDictionary;
  const v = pronunciationDictionaryVersion;
  const rows = await db
    .select({ archivedAt: d.archivedAt, rules: v.rules })
    .from(d)
    .leftJoin(v, and(eq(v.dictionaryId, d.id), versionId === null ? eq(v.id, d.latestVersionId) : eq(v.id, versionId)))
    .where(and(eq(d.workspaceId, workspaceId), eq(d.id, dictionaryId)))
    .limit(1);
  if (!rows[0]) return null;
  return { archived: rows[0].archivedAt !== null, rules: rows[0].rules };
}
