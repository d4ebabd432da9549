import type { ResourceAccess } from "@vocable/domain";
import type { PronunciationRule } from "@vocable/speech";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { versionNotFound } from "../errors";
import { requireDictionary } from "../policy";
import { findVersion, type DictionaryRow } from "../repo";

/**
 * A dictionary the caller sees (its own, an admin's view, or shared with it) and the rules of one
 * version (the latest by default), with the caller's standing; 404 otherwise.
 */
export async function readDictionary(
  db: Db,
  principal: Principal,
  id: string,
  versionId?: string,
): Promise<{ row: DictionaryRow; access: ResourceAccess; rules: PronunciationRule[] }> {
  const { row, access } = await requireDictionary(db, principal, id, "read");
  const version = await findVersion(db, id, versionId ?? row.latestVersionId);
  if (!version) throw versionNotFound(id, versionId ?? row.latestVersionId);
  return { row, access, rules: version.rules };
}
