import { and, eq, gte, ilike, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { sharedVoice, voice } from "#db/schema/index";
import { containsPattern } from "#db/like-pattern";

export type SharedVoiceRow = typeof sharedVoice.$inferSelect;
export type NewSharedVoiceRow = typeof sharedVoice.$inferInsert;

export async function findSharedVoice(db: Db, voiceId: string): Promise<SharedVoiceRow | null> {
  const rows = await db.select().from(sharedVoice).where(eq(sharedVoice.voiceId, voiceId)).limit(1);
  return rows[0] ?? null;
}

export async function findSharedVoices(db: Db, voiceIds: readonly string[]): Promise<SharedVoiceRow[]> {
  if (voiceIds.length === 0) return [];
  return db.select().from(sharedVoice).where(inArray(sharedVoice.voiceId, [...voiceIds]));
}

/** Puts a voice in the library or changes its listing; a voice shared again after removal is listed anew. */
export async function upsertSharedVoice(db: Db, row: NewSharedVoiceRow): Promise<void> {
  const { voiceId: _id, clonedByCount: _count, ...changes } = row;
  await db
    .insert(sharedVoice)
    .values(row)
    .onConflictDoUpdate({ target: sharedVoice.voiceId, set: { ...changes, disableAt: null } });
}

/** Takes a voice out of the library: not listed, no new copies; copies keep working until `disableAt`. */
export async function disableSharedVoice(db: Db, voiceId: string, disableAt: Date): Promise<void> {
  await db.update(sharedVoice).set({ status: "disabled", disableAt }).where(eq(sharedVoice.voiceId, voiceId));
}

export async function incrementClonedBy(db: Db, voiceId: string): Promise<void> {
  await db.update(sharedVoice).set({ clonedByCount: sql`${sharedVoice.clonedByCount} + 1` }).where(eq(sharedVoice.voiceId, voiceId));
}

/** The copies of a library voice (voice_copied_from_idx), with their workspaces and makers. */
export async function findCopies(db: Db, voiceId: string): Promise<{ id: string; workspaceId: string; createdBy: string | null; name: string }[]> {
  return db.select({ id: voice.id, workspaceId: voice.workspaceId, createdBy: voice.createdBy, name: voice.name }).from(voice).where(eq(voice.copiedFromVoiceId, voiceId));
}

export async function setCopiesSourceRemoved(db: Db, voiceId: string, at: Date | null): Promise<void> {
  await db.update(voice).set({ sourceRemovedAt: at }).where(eq(voice.copiedFromVoiceId, voiceId));
}

/** Which of these library voices the workspace has copies of. */
export async function findCopiedBy(db: Db, workspaceId: string, voiceIds: readonly string[]): Promise<Set<string>> {
  if (voiceIds.length === 0) return new Set();
  const rows = await db
    .select({ from: voice.copiedFromVoiceId })
    .from(voice)
    .where(and(eq(voice.workspaceId, workspaceId), isNotNull(voice.copiedFromVoiceId), inArray(voice.copiedFromVoiceId, [...voiceIds])));
  return new Set(rows.map((r) => r.from!));
}

/** What GET /v1/shared-voices filters on. */
export interface LibraryFilters {
  category?: string;
  gender?: string;
  age?: string;
  accent?: string;
  language?: string;
  search?: string;
  useCases?: string[];
  descriptives?: string[];
  featured?: boolean;
  minNoticePeriodDays?: number;
  includeLiveModerated?: boolean;
  ownerId?: string;
}

const LISTED = sql`status in ('enabled', 'copied_disabled')`;

function filters(f: LibraryFilters): SQL[] {
  // The predicate of shared_voice_listed_idx, written as it is there so the planner uses it.
  const c: SQL[] = [LISTED];
  const is = (column: AnyColumn, value: string | undefined) => value && c.push(sql`lower(${column}) = ${value.toLowerCase()}`);
  if (f.category) c.push(eq(sharedVoice.category, f.category));
  is(sharedVoice.gender, f.gender);
  is(sharedVoice.age, f.age);
  is(sharedVoice.accent, f.accent);
  if (f.language) c.push(eq(sharedVoice.language, f.language.toLowerCase().split(/[-_]/)[0]!));
  if (f.useCases?.length) c.push(inArray(sharedVoice.useCase, f.useCases));
  if (f.descriptives?.length) c.push(inArray(sharedVoice.descriptive, f.descriptives));
  if (f.featured !== undefined) c.push(eq(sharedVoice.featured, f.featured));
  if (f.minNoticePeriodDays !== undefined) c.push(gte(sharedVoice.noticePeriodDays, f.minNoticePeriodDays));
  if (f.includeLiveModerated === false) c.push(eq(sharedVoice.liveModerationEnabled, false));
  if (f.ownerId) c.push(eq(sharedVoice.publicOwnerId, f.ownerId));
  if (f.search) {
    const pattern = containsPattern(f.search);
    c.push(or(ilike(sharedVoice.name, pattern), ilike(sharedVoice.description, pattern), ilike(sharedVoice.accent, pattern), ilike(sharedVoice.descriptive, pattern))!);
  }
  return c;
}

/**
 * One page of the library, newest first: a range of shared_voice_listed_idx per listed status
 * (status, shared_at DESC, voice_id DESC), after `cursor` (keyset) or `offset` rows (the SDK's page
 * numbers, at most 100 pages deep).
 */
export async function listSharedPage(db: Db, f: LibraryFilters, limit: number, cursor: { sharedAt: string; voiceId: string } | null, offset: number): Promise<(SharedVoiceRow & { sortKey: string })[]> {
  const c = filters(f);
  if (cursor) c.push(sql`(${sharedVoice.sharedAt}, ${sharedVoice.voiceId}) < (${cursor.sharedAt}::timestamptz, ${cursor.voiceId}::text)`);
  const rows = await db
    .select({ row: sharedVoice, sortKey: sql<string>`${sharedVoice.sharedAt}::text` })
    .from(sharedVoice)
    .where(and(...c))
    .orderBy(sql`${sharedVoice.sharedAt} desc, ${sharedVoice.voiceId} desc`)
    .limit(limit)
    .offset(cursor ? 0 : offset);
  return rows.map((r) => ({ ...r.row, sortKey: r.sortKey }));
}

export async function countShared(db: Db, f: LibraryFilters): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(sharedVoice).where(and(...filters(f)));
  return Number(rows[0]?.n ?? 0);
}

/** The listed voices with an embedding (similar-voice search compares against each). */
export async function listSharedEmbeddings(db: Db): Promise<SharedVoiceRow[]> {
  return db
    .select()
    .from(sharedVoice)
    .where(and(LISTED, isNotNull(sharedVoice.embedding)));
}

/**
 * The distinct (language, accent) pairs of the library's listed voices that have an accent, in
 * that order; `language` keeps one language. Reads the shared_voice_accent_idx index only.
 */
export async function listLibraryAccents(db: Db, language?: string): Promise<{ language: string; accent: string }[]> {
  return db
    .selectDistinct({ language: sharedVoice.language, accent: sharedVoice.accent })
    .from(sharedVoice)
    .where(and(LISTED, sql`${sharedVoice.accent} <> ''`, language ? eq(sharedVoice.language, language) : undefined))
    .orderBy(sharedVoice.language, sharedVoice.accent);
}
