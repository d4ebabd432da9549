import { MAX_DICTIONARY_RULES, PHONEME_ALPHABETS, type PhonemeAlphabet } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import type { RuleDraft } from "../api/use-create-dictionary";

/** An empty alias rule, the kind most people add first. */
export const emptyRule = (): RuleDraft => ({ type: "alias", string_to_replace: "", alias: "" });

/** Rows whose text to replace is filled in: what gets saved. */
export function filledRules(rules: RuleDraft[]): RuleDraft[] {
  return rules.filter((r) => r.string_to_replace.trim() !== "");
}

const select = "h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900";

/** Edits a list of alias and phoneme rules: one row each, added and removed in place. */
export function RulesEditor({ rules, onChange }: { rules: RuleDraft[]; onChange: (rules: RuleDraft[]) => void }) {
  const update = (i: number, rule: RuleDraft) => onChange(rules.map((r, j) => (j === i ? rule : r)));
  return (
    <div className="flex flex-col gap-2" data-testid="rules-editor">
      {rules.length === 0 ? <p className="text-sm text-muted-foreground">No rules yet.</p> : null}
      {rules.map((rule, i) => (
        <div key={i} className="flex flex-wrap items-center gap-2 rounded-lg border border-zinc-200 p-2 dark:border-zinc-800" data-testid="rule-row">
          <select
            aria-label="Rule type"
            className={select}
            value={rule.type}
            onChange={(e) =>
              update(
                i,
                e.target.value === "alias"
                  ? { type: "alias", string_to_replace: rule.string_to_replace, alias: "", case_sensitive: rule.case_sensitive, word_boundaries: rule.word_boundaries }
                  : { type: "phoneme", string_to_replace: rule.string_to_replace, phoneme: "", alphabet: "ipa", case_sensitive: rule.case_sensitive, word_boundaries: rule.word_boundaries },
              )
            }
          >
            <option value="alias">Alias</option>
            <option value="phoneme">Phoneme</option>
          </select>
          <Input aria-label="Text to replace" placeholder="Text" className="w-32 flex-1" value={rule.string_to_replace} onChange={(e) => update(i, { ...rule, string_to_replace: e.target.value })} />
          {rule.type === "alias" ? (
            <Input aria-label="Alias" placeholder="Say instead" className="w-32 flex-1" value={rule.alias} onChange={(e) => update(i, { ...rule, alias: e.target.value })} />
          ) : (
            <>
              <Input aria-label="Phonemes" placeholder="Phonemes" className="w-32 flex-1" value={rule.phoneme} onChange={(e) => update(i, { ...rule, phoneme: e.target.value })} />
              <select aria-label="Alphabet" className={select} value={rule.alphabet} onChange={(e) => update(i, { ...rule, alphabet: e.target.value as PhonemeAlphabet })}>
                {PHONEME_ALPHABETS.map((a) => (
                  <option key={a} value={a}>
                    {a === "ipa" ? "IPA" : "CMU Arpabet"}
                  </option>
                ))}
              </select>
            </>
          )}
          <label className="flex items-center gap-1 text-xs">
            <input type="checkbox" checked={rule.case_sensitive ?? true} onChange={(e) => update(i, { ...rule, case_sensitive: e.target.checked })} />
            Match case
          </label>
          <label className="flex items-center gap-1 text-xs">
            <input type="checkbox" checked={rule.word_boundaries ?? true} onChange={(e) => update(i, { ...rule, word_boundaries: e.target.checked })} />
            Whole words
          </label>
          <Button variant="ghost" size="sm" aria-label="Remove rule" onClick={() => onChange(rules.filter((_, j) => j !== i))}>
            <Icon name="trash" />
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" disabled={rules.length >= MAX_DICTIONARY_RULES} onClick={() => onChange([...rules, emptyRule()])} data-testid="rule-add">
          Add rule
        </Button>
      </div>
    </div>
  );
}
