import type { WorkspaceDictionaryDefaults } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { resolvePronunciationRules } from "./resolve-pronunciation-rules";
import { readWorkspaceLocators, writeWorkspaceLocators } from "#features/workspaces/workspaces/repo";

/** The workspace's default locators, as the API shows them (`version_id` null: the latest). */
export async function getWorkspaceDefaults(db: Db, workspaceId: string): Promise<WorkspaceDictionaryDefaults> {
  const locators = await readWorkspaceLocators(db, workspaceId);
  return { pronunciation_dictionary_locators: locators.map((l) => ({ pronunciation_dictionary_id: l.dictionaryId, version_id: l.versionId })) };
}

/**
 * Replaces the workspace's default locators. Each must resolve as a request's would (the
 * workspace's dictionary the caller sees, not archived, an existing version), so a default never
 * fails later.
 */
export async function setWorkspaceDefaults(db: Db, principal: Principal, body: WorkspaceDictionaryDefaults): Promise<WorkspaceDictionaryDefaults> {
  const workspaceId = principal.workspaceId;
  await resolvePronunciationRules(db, principal, body.pronunciation_dictionary_locators);
  await writeWorkspaceLocators(
    db,
    workspaceId,
    body.pronunciation_dictionary_locators.map((l) => ({ dictionaryId: l.pronunciation_dictionary_id, versionId: l.version_id ?? null })),
  );
  return getWorkspaceDefaults(db, workspaceId);
}
