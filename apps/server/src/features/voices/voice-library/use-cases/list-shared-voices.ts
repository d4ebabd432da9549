import type { LibraryVoice, SharedVoicesQuery } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { ValidationError } from "#platform/errors";
import { decodeKeysetToken, encodeKeysetToken } from "#platform/keyset-token";
import { findVoiceRows } from "#features/voices/voices/repo";
import { presentLibraryVoice } from "../presenter";
import { countShared, findCopiedBy, listSharedPage, type LibraryFilters, type SharedVoiceRow } from "../repo";

const list = (v: string | string[] | undefined) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean));

function readCursor(token: string | undefined): { sharedAt: string; voiceId: string } | null {
  if (!token) return null;
  const position = decodeKeysetToken(token);
  if (position) return { sharedAt: position.at, voiceId: position.id };
  throw new ValidationError([{ loc: ["query", "last_sort_id"], msg: "Invalid last_sort_id: pass the last_sort_id of the previous page.", type: "value_error" }]);
}

export function libraryFilters(q: SharedVoicesQuery): LibraryFilters {
  return {
    category: q.category,
    gender: q.gender,
    age: q.age,
    accent: q.accent,
    language: q.language ?? q.locale,
    search: q.search?.trim() || undefined,
    useCases: list(q.use_cases),
    descriptives: list(q.descriptives),
    featured: q.featured,
    minNoticePeriodDays: q.min_notice_period_days,
    includeLiveModerated: q.include_live_moderated,
    ownerId: q.owner_id,
  };
}

/** The library voices as the caller sees them: whether its workspace copied each, and how each is made. */
export async function presentLibraryPage(deps: Pick<AppDeps, "db" | "config">, principal: Principal, rows: readonly SharedVoiceRow[], distances?: Map<string, number>): Promise<LibraryVoice[]> {
  const copied = await findCopiedBy(deps.db, principal.workspaceId, rows.map((r) => r.voiceId));
  const methods = new Map<string, string>();
  for (const workspaceId of new Set(rows.map((r) => r.workspaceId))) {
    for (const v of await findVoiceRows(deps.db, workspaceId, rows.filter((r) => r.workspaceId === workspaceId).map((r) => r.voiceId))) methods.set(v.id, v.method);
  }
  return rows.map((row) => presentLibraryVoice(row, { origin: deps.config.publicUrl, addedByUser: copied.has(row.voiceId), method: methods.get(row.voiceId) ?? "", distance: distances?.get(row.voiceId) }));
}

/** GET /v1/shared-voices: the listed library voices, newest first, filtered; by page number or by `last_sort_id`. */
export async function listSharedVoices(deps: Pick<AppDeps, "db" | "config">, principal: Principal, q: SharedVoicesQuery) {
  const filters = libraryFilters(q);
  const cursor = readCursor(q.last_sort_id);
  const rows = await listSharedPage(deps.db, filters, q.page_size + 1, cursor, q.page * q.page_size);
  const page = rows.slice(0, q.page_size);
  const last = page[page.length - 1];
  return {
    voices: await presentLibraryPage(deps, principal, page),
    has_more: rows.length > q.page_size,
    total_count: await countShared(deps.db, filters),
    last_sort_id: last ? encodeKeysetToken(last.sortKey, last.voiceId) : null,
  };
}
