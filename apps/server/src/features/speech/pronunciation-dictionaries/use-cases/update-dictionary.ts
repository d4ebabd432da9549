import type { UpdateDictionaryRequest } from "@vocable/contract";
import type { Db } from "#db/client";
import type { ResourceAccess } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { dictionaryNotFound } from "../errors";
import { requireDictionary } from "../policy";
import { updateDictionaryRow, type DictionaryRow } from "../repo";

/**
 * Renames, describes, archives or restores a dictionary without making a version. Archiving
 * keeps the archive time of the first archive and takes the dictionary out of the workspace's
 * defaults; `archived: false` restores it. Renaming needs the right to change the dictionary
 * (its creator, an admin, an editor share); a body that archives or restores needs the right to
 * remove it (not an editor share; it covers renaming too): policy.ts.
 */
export async function updateDictionary(db: Db, principal: Principal, id: string, body: UpdateDictionaryRequest): Promise<{ row: DictionaryRow; access: ResourceAccess }> {
  const { row: current, access } = await requireDictionary(db, principal, id, body.archived === undefined ? "change" : "delete");
  const patch: { name?: string; description?: string | null; archivedAt?: Date | null } = {};
  if (body.name !== undefined) patch.name = body.name.trim();
  if (body.description !== undefined) patch.description = body.description;
  if (body.archived === true && !current.archivedAt) patch.archivedAt = new Date();
  if (body.archived === false && current.archivedAt) patch.archivedAt = null;
  const row = await updateDictionaryRow(db, principal.workspaceId, id, patch);
  if (!row) throw dictionaryNotFound(id);
  return { row, access };
}
