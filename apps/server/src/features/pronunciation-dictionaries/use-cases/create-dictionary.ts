import type { PronunciationRule } from "@vocable/speech";
import { mergeRules } from "@vocable/domain";
import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { newId } from "../../../platform/ids";
import { insertDictionary, type DictionaryRow } from "../repo";

/** Creates a dictionary whose first version holds `rules` (a string given twice keeps its last rule). */
export async function createDictionary(
  db: Db,
  principal: Principal,
  input: { name: string; description?: string | null; rules: PronunciationRule[] },
): Promise<DictionaryRow> {
  return insertDictionary(
    db,
    { id: newId(), workspaceId: principal.workspaceId, createdBy: principal.userId, name: input.name.trim(), description: input.description ?? null },
    { id: newId(), rules: mergeRules([], input.rules) },
  );
}
