import type { PronunciationRule } from "@vocable/speech";
import type { Db } from "../../../db/client";
import { dictionaryNotFound, versionNotFound } from "../errors";
import { findDictionary, findVersion, type DictionaryRow } from "../repo";

/** A dictionary of the workspace and the rules of one version (the latest by default); 404 otherwise. */
export async function readDictionary(db: Db, workspaceId: string, id: string, versionId?: string): Promise<{ row: DictionaryRow; rules: PronunciationRule[] }> {
  const row = await findDictionary(db, workspaceId, id);
  if (!row) throw dictionaryNotFound(id);
  const version = await findVersion(db, id, versionId ?? row.latestVersionId);
  if (!version) throw versionNotFound(id, versionId ?? row.latestVersionId);
  return { row, rules: version.rules };
}
