import type { PronunciationRule } from "@vocable/speech";
import { mergeRules, type ResourceShareRole } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { upsertShare } from "#features/sharing/resource-sharing/repo";
import { DICTIONARY_RESOURCE_TYPE, findDictionaryForSharing, insertDictionary, type DictionaryRow } from "../repo";

/** The SDK's `workspace_access` values; Vocable has no commenting, so a commenter reads like a viewer. */
export type WorkspaceAccess = "admin" | "editor" | "commenter" | "viewer";
const SHARE_ROLE: Record<WorkspaceAccess, ResourceShareRole> = { admin: "admin", editor: "editor", commenter: "viewer", viewer: "viewer" };

/**
 * Creates a dictionary whose first version holds `rules` (a string given twice keeps its last
 * rule). Only its creator and the workspace's admins see it, unless `workspace_access` shares it
 * with the whole workspace (group `default`, the same share workspace.resources.share makes) in
 * the same transaction.
 */
export async function createDictionary(
  db: Db,
  principal: Principal,
  input: { name: string; description?: string | null; rules: PronunciationRule[]; workspaceAccess?: WorkspaceAccess | null },
): Promise<DictionaryRow> {
  return db.transaction(async (tx) => {
    const row = await insertDictionary(
      tx,
      { id: newId(), workspaceId: principal.workspaceId, createdBy: principal.userId, name: input.name.trim(), description: input.description ?? null },
      { id: newId(), rules: mergeRules([], input.rules) },
    );
    if (input.workspaceAccess) {
      const shared = (await findDictionaryForSharing(tx, principal.workspaceId, row.id))!;
      await upsertShare(tx, {
        workspaceId: principal.workspaceId,
        resourceType: DICTIONARY_RESOURCE_TYPE,
        resourceId: row.id,
        resourceCreatedAt: shared.createdAt,
        principalType: "workspace",
        principalId: principal.workspaceId,
        role: SHARE_ROLE[input.workspaceAccess],
        sharedByUserId: principal.userId,
      });
    }
    return row;
  });
}
