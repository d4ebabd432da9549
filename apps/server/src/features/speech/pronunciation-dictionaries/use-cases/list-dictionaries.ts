import type { DictionaryList, DictionaryListQuery } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { accessOfRows, dictionaryListViewer } from "../policy";
import { presentDictionary } from "../presenter";
import { dictionaryPageSelect, findDictionaryCursor } from "../repo";

/**
 * One keyset page of the workspace's dictionaries. The cursor is the id of the previous page's
 * last dictionary (dictionaries are archived, never deleted, so it stays valid); a cursor that
 * names no dictionary of the workspace is a 400. Admins see every dictionary of the workspace,
 * other members their own and those shared with them (policy.ts).
 */
export async function listDictionaries(db: Db, principal: Principal, q: DictionaryListQuery): Promise<DictionaryList> {
  const cursor = q.cursor ? await findDictionaryCursor(db, principal.workspaceId, q.cursor) : null;
  if (q.cursor && !cursor) throw new AppError("invalid_request", 400, "The cursor is not valid: pass the next_cursor of the previous page.");
  const viewer = await dictionaryListViewer(db, principal);
  const rows = await dictionaryPageSelect(
    db,
    principal.workspaceId,
    {
      sort: q.sort === "name" ? "name" : "created",
      direction: q.sort_direction === "ascending" || q.sort_direction === "asc" ? "asc" : "desc",
      includeArchived: q.include_archived,
      limit: q.page_size + 1,
    },
    cursor,
    viewer,
  );
  const page = rows.slice(0, q.page_size);
  const hasMore = rows.length > q.page_size;
  const access = await accessOfRows(db, principal, viewer, page);
  return { pronunciation_dictionaries: page.map((row) => presentDictionary(row, access.get(row.id)!)), has_more: hasMore, next_cursor: hasMore ? page.at(-1)!.id : null };
}
