/**
 * Pronunciation rules applied to the request text, before normalization. Where several rules
 * match, the longest match wins, then the rule listed first (the request's dictionaries in
 * order); matches do not overlap. Alias rules put their alias in the text (it is normalized like
 * the rest); phoneme rules put a placeholder character that normalization leaves alone and the
 * engine step turns into its phoneme input ({@link renderPhonemes}).
 */
import type { PronunciationRule } from "../pronunciation-rules";
import { TextRewriter, type MappedText } from "../text-map";

/** Placeholders for phoneme rules: private-use characters, one per phoneme match. */
export const PLACEHOLDER_BASE = 0xe000;
export const MAX_PLACEHOLDERS = 0x1900;

export interface RulesApplied {
  mapped: MappedText;
  /** The phoneme rule behind each placeholder (index = code point - PLACEHOLDER_BASE). */
  phonemes: Extract<PronunciationRule, { type: "phoneme" }>[];
}

const WORD = /[\p{L}\p{N}_]/u;
const compiled = new WeakMap<PronunciationRule, RegExp | null>();

function ruleRegex(rule: PronunciationRule): RegExp | null {
  let regex = compiled.get(rule);
  if (regex !== undefined) return regex;
  const target = rule.stringToReplace;
  if (!target) regex = null;
  else {
    const escaped = target.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    const bounded = rule.wordBoundaries ?? true;
    const before = bounded && WORD.test(target[0]) ? "(?<![\\p{L}\\p{N}_])" : "";
    const after = bounded && WORD.test(target[target.length - 1]) ? "(?![\\p{L}\\p{N}_])" : "";
    regex = new RegExp(`${before}${escaped}${after}`, rule.caseSensitive ? "gu" : "giu");
  }
  compiled.set(rule, regex);
  return regex;
}

/** Applies `rules` to `text`. */
export function applyPronunciationRules(text: string, rules: readonly PronunciationRule[]): RulesApplied {
  const phonemes: RulesApplied["phonemes"] = [];
  const matches: { start: number; end: number; rule: number }[] = [];
  // Private-use characters in the text itself would pass for placeholders: they say nothing anyway.
  for (const m of text.matchAll(/[\uE000-\uF8FF]/g)) matches.push({ start: m.index, end: m.index + 1, rule: -1 });
  if (rules.length === 0 && matches.length === 0) return { mapped: new TextRewriter(text).finish(), phonemes };
  const lower = text.toLowerCase();
  rules.forEach((rule, index) => {
    // Cheap pre-check: most rules of a big dictionary do not occur in a 300-character piece.
    if (!rule.stringToReplace || !lower.includes(rule.stringToReplace.toLowerCase())) return;
    const regex = ruleRegex(rule);
    if (!regex) return;
    for (const m of text.matchAll(regex)) matches.push({ start: m.index!, end: m.index! + m[0].length, rule: index });
  });
  matches.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start) || a.rule - b.rule);

  const rewriter = new TextRewriter(text);
  for (const match of matches) {
    if (match.start < rewriter.position) continue;
    if (match.rule < 0) {
      rewriter.replace(match.start, match.end, " ");
      continue;
    }
    const rule = rules[match.rule];
    if (rule.type === "alias") {
      rewriter.replace(match.start, match.end, rule.alias);
    } else if (phonemes.length < MAX_PLACEHOLDERS) {
      rewriter.replace(match.start, match.end, String.fromCharCode(PLACEHOLDER_BASE + phonemes.length));
      phonemes.push(rule);
    }
  }
  return { mapped: rewriter.finish(), phonemes };
}
