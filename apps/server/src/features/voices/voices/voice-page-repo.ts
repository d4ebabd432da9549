import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { resourceShare, voice, voiceCollectionItem } from "#db/schema/index";
import { viewerPrincipals, type ShareViewer } from "#features/sharing/resource-sharing/viewer";
import { VOICE_RESOURCE_TYPE, findVoiceRows, type VoiceRow } from "./repo";
import { containsPattern } from "#db/like-pattern";

/** What a page of workspace voices asks for (the use case turns GET /v2/voices' query into this). */
export interface VoicePageQuery {
  order: "created" | "name";
  direction: "asc" | "desc";
  limit: number;
  /** Which of the viewer's voices: its own (not copied), its copies of library voices, those shared with it. */
  own: boolean;
  copies: boolean;
  shared: boolean;
  search?: string;
  category?: string;
  /** professional voices in these states (pvc_state). */
  pvcStates?: string[];
  /** Voices that are not professional ones (fine_tuning_state=not_started matches them too). */
  includeNotProfessional?: boolean;
  voiceIds?: string[];
  collectionId?: string;
  /** Label filters: each the exact label value, any of the listed ones. */
  labels?: { key: string; values: string[] }[];
  languages?: string[];
}

/** Where a page continues: the last voice's sort key (created_at as text, or its name) and id. */
export interface VoiceCursor {
  key: string;
  id: string;
}


/** Filters on the voice's own columns. */
function voiceFilters(q: VoicePageQuery): SQL[] {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(voice.name, pattern), ilike(voice.description, pattern), sql`${voice.labels}::text ilike ${pattern}`)!);
  }
  if (q.category) conditions.push(eq(voice.category, q.category));
  if (q.pvcStates) {
    const states = q.pvcStates.length > 0 ? inArray(voice.pvcState, q.pvcStates as never[]) : sql`false`;
    conditions.push(q.includeNotProfessional ? or(states, sql`${voice.category} <> 'professional'`)! : and(eq(voice.category, "professional"), states)!);
  }
  if (q.voiceIds) conditions.push(q.voiceIds.length > 0 ? inArray(voice.id, q.voiceIds) : sql`false`);
  if (q.collectionId) {
    conditions.push(sql`exists (select 1 from ${voiceCollectionItem} where ${voiceCollectionItem.collectionId} = ${q.collectionId} and ${voiceCollectionItem.voiceId} = ${voice.id})`);
  }
  for (const label of q.labels ?? []) {
    conditions.push(sql`lower(${voice.labels} ->> ${label.key}) in (${sql.join(label.values.map((v) => sql`${v.toLowerCase()}`), sql`, `)})`);
  }
  if (q.languages) conditions.push(inArray(voice.language, q.languages));
  if (!q.own && q.copies) conditions.push(isNotNull(voice.copiedFromVoiceId));
  if (q.own && !q.copies) conditions.push(isNull(voice.copiedFromVoiceId));
  return conditions;
}

const nameKey = sql`${voice.name} collate "C"`;

function sortColumns(q: VoicePageQuery): { key: SQL; id: SQL } {
  return q.order === "name" ? { key: nameKey, id: sql`${voice.id}` } : { key: sql`${voice.createdAt}`, id: sql`${voice.id}` };
}

function afterCursor(q: VoicePageQuery, key: SQL, id: SQL, cursor: VoiceCursor): SQL {
  const anchor = q.order === "name" ? sql`(${cursor.key} collate "C", ${cursor.id}::text)` : sql`(${cursor.key}::timestamptz, ${cursor.id}::text)`;
  return q.direction === "desc" ? sql`(${key}, ${id}) < ${anchor}` : sql`(${key}, ${id}) > ${anchor}`;
}

const order = (key: SQL, id: SQL, direction: "asc" | "desc") => (direction === "desc" ? sql`${key} desc, ${id} desc` : sql`${key} asc, ${id} asc`);

/**
 * The viewer's own voices (and its copies of library voices): a range of
 * voice_workspace_creator_created_idx or voice_workspace_creator_name_idx after the cursor.
 */
function ownBranch(viewer: ShareViewer, q: VoicePageQuery, cursor: VoiceCursor | null): SQL {
  const { key, id } = sortColumns(q);
  const conditions = [eq(voice.workspaceId, viewer.workspaceId), eq(voice.createdBy, viewer.userId), ...voiceFilters(q)];
  if (cursor) conditions.push(afterCursor(q, key, id, cursor));
  return sql`select ${key} as sort_key, ${voice.id} as id from ${voice} where ${and(...conditions)} order by ${order(key, id, q.direction)} limit ${q.limit}`;
}

/**
 * Voices shared with one of the viewer's identities and made by someone else. By creation date
 * this is a range of resource_share_principal_created_idx (it carries the voice's created_at);
 * by name the shares reaching the viewer are read and sorted (a workspace shares few voices with
 * one member, and there is no index of names over shares).
 */
function sharedBranch(viewer: ShareViewer, principal: { type: string; id: string }, q: VoicePageQuery, cursor: VoiceCursor | null): SQL {
  const s = resourceShare;
  const { key, id } = sortColumns(q);
  const conditions: SQL[] = [
    eq(s.workspaceId, viewer.workspaceId),
    eq(s.resourceType, VOICE_RESOURCE_TYPE),
    eq(s.principalType, principal.type as "user"),
    eq(s.principalId, principal.id),
  ];
  const filters = [sql`${voice.createdBy} is distinct from ${viewer.userId}`, ...voiceFilters({ ...q, own: true, copies: true })];
  if (q.order === "created") {
    const shareKey = sql`${s.resourceCreatedAt}`;
    const shareId = sql`${s.resourceId}`;
    if (cursor) conditions.push(afterCursor(q, shareKey, shareId, cursor));
    const from = sql`${s} cross join lateral (select 1 from ${voice} where ${and(eq(voice.id, s.resourceId), eq(voice.workspaceId, viewer.workspaceId), ...filters)} limit 1) as voice_match`;
    return sql`select ${shareKey} as sort_key, ${shareId} as id from ${from} where ${and(...conditions)} order by ${order(shareKey, shareId, q.direction)} limit ${q.limit}`;
  }
  const voiceConditions = [...filters];
  if (cursor) voiceConditions.push(afterCursor(q, key, id, cursor));
  return sql`select ${key} as sort_key, ${voice.id} as id from ${s} join ${voice} on ${and(eq(voice.id, s.resourceId), eq(voice.workspaceId, viewer.workspaceId))} where ${and(...conditions, ...voiceConditions)} order by ${order(key, id, q.direction)} limit ${q.limit}`;
}

/** One page's (sort key, id), unexecuted (the plan test EXPLAINs it). */
export function voicePageSelect(viewer: ShareViewer, q: VoicePageQuery, cursor: VoiceCursor | null): SQL {
  const branches: SQL[] = [];
  if (q.own || q.copies) branches.push(ownBranch(viewer, q, cursor));
  if (q.shared) branches.push(...viewerPrincipals(viewer).map((p) => sharedBranch(viewer, p, q, cursor)));
  if (branches.length === 0) return sql`select null::text as ordering, null::text as id where false`;
  const union = sql.join(branches.map((b) => sql`(${b})`), sql` union all `);
  const pageKey = q.order === "name" ? sql`page.sort_key collate "C"` : sql`page.sort_key`;
  return sql`select distinct ${pageKey} as ordering, page.id as id from (${union}) as page order by ${order(sql`ordering`, sql`id`, q.direction)} limit ${q.limit}`;
}

/** One keyset page of the workspace voices the viewer sees, with each one's cursor. */
export async function listVoicePage(db: Db, viewer: ShareViewer, q: VoicePageQuery, cursor: VoiceCursor | null): Promise<{ row: VoiceRow; cursor: VoiceCursor }[]> {
  const result = (await db.execute(voicePageSelect(viewer, q, cursor))) as unknown as { rows: { id: string }[] };
  const ids = result.rows.map((r) => r.id);
  const rows = await findVoiceRows(db, viewer.workspaceId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A creation date's cursor is its text (a JS Date would drop the microseconds and skip or repeat voices).
  const dates =
    q.order === "created" && ids.length > 0
      ? new Map(
          (
            await db
              .select({ id: voice.id, key: sql<string>`${voice.createdAt}::text` })
              .from(voice)
              .where(and(eq(voice.workspaceId, viewer.workspaceId), inArray(voice.id, ids)))
          ).map((r) => [r.id, r.key]),
        )
      : null;
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const key = dates ? dates.get(id) : row?.name;
    return row && key !== undefined ? [{ row, cursor: { key, id } }] : [];
  });
}

/** How many workspace voices the viewer sees with these filters (include_total_count). */
export async function countVisibleVoices(db: Db, viewer: ShareViewer, q: VoicePageQuery): Promise<number> {
  const page = voicePageSelect(viewer, { ...q, limit: 100_000 }, null);
  const result = (await db.execute(sql`select count(*)::int as n from (${page}) as counted`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
