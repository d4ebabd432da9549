import type { PronunciationDictionaryLocator } from "@vocable/contract";
import type { PronunciationRule } from "@vocable/speech";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { dictionaryArchived, dictionaryNotFound, versionNotFound } from "../errors";
import { requireDictionary } from "../policy";
import { findLocatedRules } from "../repo";
import { readWorkspaceLocators } from "#features/workspaces/workspaces/repo";

/** A locator as a request carries it: the version may be absent or null (the latest). */
export type LocatorInput = Pick<PronunciationDictionaryLocator, "pronunciation_dictionary_id"> & { version_id?: string | null };

/**
 * The pronunciation rules a TTS request uses, in order of precedence (the first locator's rules
 * first, each dictionary's rules in their stored order).
 *
 * - `locators` absent or null: the workspace's default locators (an admin chose them for every
 *   member); an empty array: no dictionary.
 * - A locator the request names must be a dictionary the caller sees (policy.ts), else 404.
 * - A locator without `version_id` uses the dictionary's latest version.
 * - 404 (`pronunciation_dictionary_not_found`) for a dictionary that is not the workspace's, 404
 *   (`pronunciation_dictionary_version_not_found`) for a version that is not the dictionary's.
 * - An archived dictionary named by the request is a 400 (`pronunciation_dictionary_archived`);
 *   archiving takes a dictionary out of the defaults, so defaults never name one.
 */
export async function resolvePronunciationRules(db: Db, principal: Principal, locators: readonly LocatorInput[] | null | undefined): Promise<PronunciationRule[]> {
  const workspaceId = principal.workspaceId;
  const wanted =
    locators ?? (await readWorkspaceLocators(db, workspaceId)).map((l) => ({ pronunciation_dictionary_id: l.dictionaryId, version_id: l.versionId }));
  const rules: PronunciationRule[] = [];
  for (const locator of wanted) {
    const id = locator.pronunciation_dictionary_id;
    const versionId = locator.version_id ?? null;
    if (locators) await requireDictionary(db, principal, id, "read");
    const found = await findLocatedRules(db, workspaceId, id, versionId);
    if (!found) throw dictionaryNotFound(id);
    if (found.archived) throw dictionaryArchived(id);
    if (!found.rules) throw versionNotFound(id, versionId ?? "(latest)");
    rules.push(...found.rules);
  }
  return rules;
}
