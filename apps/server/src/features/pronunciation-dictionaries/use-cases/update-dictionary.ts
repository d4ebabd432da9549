import type { UpdateDictionaryRequest } from "@vocable/contract";
import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { dictionaryNotFound } from "../errors";
import { findDictionary, updateDictionaryRow, type DictionaryRow } from "../repo";

/**
 * Renames, describes, archives or restores a dictionary without making a version. Archiving
 * keeps the archive time of the first archive and takes the dictionary out of the workspace's
 * defaults; `archived: false` restores it.
 */
export async function updateDictionary(db: Db, principal: Principal, id: string, body: UpdateDictionaryRequest): Promise<DictionaryRow> {
  const current = await findDictionary(db, principal.workspaceId, id);
  if (!current) throw dictionaryNotFound(id);
  const patch: { name?: string; description?: string | null; archivedAt?: Date | null } = {};
  if (body.name !== undefined) patch.name = body.name.trim();
  if (body.description !== undefined) patch.description = body.description;
  if (body.archived === true && !current.archivedAt) patch.archivedAt = new Date();
  if (body.archived === false && current.archivedAt) patch.archivedAt = null;
  const row = await updateDictionaryRow(db, principal.workspaceId, id, patch);
  if (!row) throw dictionaryNotFound(id);
  return row;
}
