import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findCollection, listCollectionVoices, type CollectionRow } from "../repo";

export const collectionNotFound = (collectionId: string) => new AppError("collection_not_found", 404, `Collection ${collectionId} was not found.`);

/** The caller's collection, or 404 collection_not_found (another member's or workspace's too). */
export async function requireCollection(deps: Pick<AppDeps, "db">, principal: Principal, collectionId: string): Promise<CollectionRow> {
  const row = await findCollection(deps.db, principal.workspaceId, principal.userId, collectionId);
  if (!row) throw collectionNotFound(collectionId);
  return row;
}

/** The voice ids of the caller's collection (GET /v2/voices?collection_id=), or 404. */
export async function listCollectionVoiceIds(deps: Pick<AppDeps, "db">, principal: Principal, collectionId: string): Promise<Set<string>> {
  await requireCollection(deps, principal, collectionId);
  return new Set((await listCollectionVoices(deps.db, [collectionId])).get(collectionId));
}
