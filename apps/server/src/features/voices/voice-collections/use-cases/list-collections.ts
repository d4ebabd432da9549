import type { VoiceCollectionList } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { ValidationError } from "#platform/errors";
import { keysetLimit, keysetPage } from "#platform/keyset-page";
import { decodeKeysetToken, encodeKeysetToken } from "#platform/keyset-token";
import { presentCollection } from "../presenter";
import { listCollectionPage, listCollectionVoices } from "../repo";

/** One keyset page of the caller's collections, newest first; a token this server did not give is a 422 on `next_page_token`. */
export async function listCollections(deps: Pick<AppDeps, "db">, principal: Principal, q: { page_size: number; next_page_token?: string }): Promise<VoiceCollectionList> {
  const after = q.next_page_token ? decodeKeysetToken(q.next_page_token) : null;
  if (q.next_page_token && !after) throw new ValidationError([{ loc: ["query", "next_page_token"], msg: "Invalid page token: pass the next_page_token of the previous page.", type: "value_error" }]);
  const rows = await listCollectionPage(deps.db, principal.workspaceId, principal.userId, keysetLimit(q.page_size), after && { createdAt: after.at, id: after.id });
  const page = keysetPage(rows, q.page_size, (last) => encodeKeysetToken(last.cursor, last.id));
  const voices = await listCollectionVoices(deps.db, page.rows.map((r) => r.id));
  return { collections: page.rows.map((r) => presentCollection(r, voices.get(r.id) ?? [])), has_more: page.hasMore, next_page_token: page.nextToken };
}
