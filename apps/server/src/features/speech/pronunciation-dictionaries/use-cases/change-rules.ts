import { MAX_DICTIONARY_RULES, mergeRules, removeRules } from "@vocable/domain";
import type { PronunciationRule } from "@vocable/speech";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { ValidationError } from "#platform/errors";
import { newId } from "#platform/ids";
import { dictionaryNotFound } from "../errors";
import { requireDictionary } from "../policy";
import { writeNewVersion, type DictionaryRow } from "../repo";

export type RuleChange = { kind: "set"; rules: PronunciationRule[] } | { kind: "add"; rules: PronunciationRule[] } | { kind: "remove"; strings: string[] };

function apply(change: RuleChange, latest: PronunciationRule[]): PronunciationRule[] {
  if (change.kind === "set") return mergeRules([], change.rules);
  if (change.kind === "add") return mergeRules(latest, change.rules);
  return removeRules(latest, change.strings);
}

/**
 * Set, add or remove rules: every change writes a new version and makes it the latest (the old
 * versions stay, for locators and downloads that name them). 404 for a dictionary the caller
 * cannot see, 403 for one it may only read (policy.ts); 422 when the result would hold more than
 * MAX_DICTIONARY_RULES rules.
 */
export async function changeRules(db: Db, principal: Principal, id: string, change: RuleChange): Promise<DictionaryRow> {
  await requireDictionary(db, principal, id, "change");
  const row = await writeNewVersion(db, principal.workspaceId, id, newId(), (latest) => {
    const rules = apply(change, latest);
    if (rules.length > MAX_DICTIONARY_RULES) {
      throw new ValidationError([{ loc: ["body", "rules"], msg: `A dictionary holds at most ${MAX_DICTIONARY_RULES} rules; this change would make ${rules.length}.`, type: "too_big" }]);
    }
    return rules;
  });
  if (!row) throw dictionaryNotFound(id);
  return row;
}
