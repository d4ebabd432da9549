import { SOUND_EFFECT_CATEGORIES, type SoundEffectCategory, type SoundEffectLibraryPage, type SoundEffectLibraryQuery, type SoundEffectHistoryPage } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError, ValidationError } from "#platform/errors";
import { findHistoryCursor } from "#features/speech/history/repo";
import { presentListing, presentSoundEffectItem } from "../presenter";
import { countByCategory, listLibraryPage, listSoundEffectHistory, type ListingCursor } from "../repo";

/** GET /v1/sound-generation/history: the caller's own sound effects, newest first, a keyset page. */
export async function listSoundEffectHistoryPage(deps: Pick<AppDeps, "db">, principal: Principal, q: { page_size: number; start_after_history_item_id?: string }): Promise<SoundEffectHistoryPage> {
  const cursor = q.start_after_history_item_id ? await findHistoryCursor(deps.db, principal.workspaceId, q.start_after_history_item_id) : null;
  if (q.start_after_history_item_id && !cursor) throw new AppError("history_item_not_found", 404, `No history item ${q.start_after_history_item_id} to continue after.`);
  const rows = await listSoundEffectHistory(deps.db, principal.workspaceId, principal.userId, q.page_size + 1, cursor);
  const page = rows.slice(0, q.page_size);
  return { items: page.map(presentSoundEffectItem), has_more: rows.length > q.page_size, last_history_item_id: page.at(-1)?.id ?? null };
}

/** A library cursor as the API passes it: the created_at and slug, base64url. */
export function encodeLibraryCursor(cursor: ListingCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.slug}`).toString("base64url");
}

function decodeLibraryCursor(token: string): ListingCursor {
  const [createdAt, slug] = Buffer.from(token, "base64url").toString("utf8").split("|");
  if (!createdAt || !slug || Number.isNaN(Date.parse(createdAt)) || !/^[a-z0-9-]{1,120}$/.test(slug)) {
    throw new ValidationError([{ loc: ["query", "cursor"], msg: "Invalid cursor: pass the next_cursor of the previous page.", type: "value_error" }]);
  }
  return { createdAt, slug };
}

/** GET /v1/sound-effects/library: the public library, newest first, by search and category, a keyset page. */
export async function listSoundEffectLibrary(deps: Pick<AppDeps, "db" | "config">, q: SoundEffectLibraryQuery): Promise<SoundEffectLibraryPage> {
  const cursor = q.cursor ? decodeLibraryCursor(q.cursor) : null;
  const rows = await listLibraryPage(deps.db, { search: q.search || undefined, category: q.category, limit: q.page_size + 1 }, cursor);
  const page = rows.slice(0, q.page_size);
  const last = page.at(-1);
  // The counts come with the first page only: a client paging on has them already.
  const counts = new Map(cursor ? [] : (await countByCategory(deps.db)).map((c) => [c.category, c.count]));
  return {
    sound_effects: page.map((row) => presentListing(row, deps.config.publicUrl)),
    has_more: rows.length > q.page_size,
    next_cursor: rows.length > q.page_size && last ? encodeLibraryCursor({ createdAt: last.cursorAt, slug: last.slug }) : null,
    categories: SOUND_EFFECT_CATEGORIES.filter((c) => counts.has(c)).map((category: SoundEffectCategory) => ({ category, count: counts.get(category)! })),
  };
}
