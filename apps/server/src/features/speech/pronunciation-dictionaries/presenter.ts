import type { CreatedDictionary, DictionaryMetadata, DictionaryRulesChanged, DictionaryWithRules, PronunciationRuleInput, PronunciationRuleOutput } from "@vocable/contract";
import type { ResourceAccess } from "@vocable/domain";
import type { PronunciationRule } from "@vocable/speech";
import { toUnixSeconds } from "#platform/unix-time";
import { permissionOnResource } from "./policy";
import type { DictionaryRow } from "./repo";

/** A rule as the API sent it -> as stored and handed to the speech package. */
export function ruleFromInput(rule: PronunciationRuleInput): PronunciationRule {
  const common = { stringToReplace: rule.string_to_replace, caseSensitive: rule.case_sensitive, wordBoundaries: rule.word_boundaries };
  return rule.type === "alias" ? { type: "alias", ...common, alias: rule.alias } : { type: "phoneme", ...common, phoneme: rule.phoneme, alphabet: rule.alphabet };
}

export function presentRule(rule: PronunciationRule): PronunciationRuleOutput {
  const common = { string_to_replace: rule.stringToReplace, case_sensitive: rule.caseSensitive ?? true, word_boundaries: rule.wordBoundaries ?? true };
  return rule.type === "alias" ? { type: "alias", ...common, alias: rule.alias } : { type: "phoneme", ...common, phoneme: rule.phoneme, alphabet: rule.alphabet };
}

/** A dictionary as the caller sees it: `permission_on_resource` is the caller's own standing (policy.ts). */
export function presentDictionary(row: DictionaryRow, access: ResourceAccess): DictionaryMetadata {
  return {
    id: row.id,
    latest_version_id: row.latestVersionId,
    latest_version_rules_num: row.latestVersionRulesNum,
    name: row.name,
    permission_on_resource: permissionOnResource(access),
    created_by: row.createdBy,
    creation_time_unix: toUnixSeconds(row.createdAt),
    archived_time_unix: row.archivedAt ? toUnixSeconds(row.archivedAt) : null,
    description: row.description,
  };
}

export function presentDictionaryWithRules(row: DictionaryRow, access: ResourceAccess, rules: PronunciationRule[]): DictionaryWithRules {
  return { ...presentDictionary(row, access), rules: rules.map(presentRule) };
}

/** A dictionary just made: its creator administers it. */
export function presentCreated(row: DictionaryRow): CreatedDictionary {
  return {
    id: row.id,
    name: row.name,
    created_by: row.createdBy,
    creation_time_unix: toUnixSeconds(row.createdAt),
    version_id: row.latestVersionId,
    version_rules_num: row.latestVersionRulesNum,
    description: row.description,
    permission_on_resource: permissionOnResource("creator"),
  };
}

export function presentRulesChanged(row: DictionaryRow): DictionaryRulesChanged {
  return { id: row.id, version_id: row.latestVersionId, version_rules_num: row.latestVersionRulesNum };
}
