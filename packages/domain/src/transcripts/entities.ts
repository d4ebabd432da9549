/**
 * Entity detection and redaction in a transcript's text (POST /v1/speech-to-text `entity_detection`,
 * `entity_redaction`, `entity_redaction_mode`), by rules that can be checked: patterns, and the Luhn
 * check for card numbers. Kinds that need a language model (names, organisations, addresses, health
 * data, offensive language) are not detected here and are refused by name rather than answered empty.
 */

/** The entity types detected, as ElevenLabs names them. */
export const ENTITY_TYPES = ["email_address", "phone_number", "credit_card", "url", "ip_address"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The categories taken, and the detected types each covers here (`all`: every type above). */
export const ENTITY_CATEGORIES: Record<string, readonly EntityType[]> = {
  all: ENTITY_TYPES,
  pii: ["email_address", "phone_number", "ip_address"],
  pci: ["credit_card"],
};

export const ENTITY_REDACTION_MODES = ["redacted", "entity_type", "enumerated_entity_type"] as const;
export type EntityRedactionMode = (typeof ENTITY_REDACTION_MODES)[number];

/** A detected entity: its text and its place in the text (`end_char` exclusive), as the SDK's DetectedEntity. */
export interface DetectedEntity {
  text: string;
  entity_type: EntityType;
  start_char: number;
  end_char: number;
}

/** The types a request names (types or categories), or the names it uses that are not detected here. */
export function resolveEntityKinds(requested: readonly string[]): { types: EntityType[]; refused: string[] } {
  const types = new Set<EntityType>();
  const refused: string[] = [];
  for (const raw of requested) {
    const name = raw.trim().toLowerCase();
    const category = ENTITY_CATEGORIES[name];
    if (category) category.forEach((t) => types.add(t));
    else if ((ENTITY_TYPES as readonly string[]).includes(name)) types.add(name as EntityType);
    else refused.push(raw);
  }
  return { types: ENTITY_TYPES.filter((t) => types.has(t)), refused };
}

/** The Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Each type's pattern and check, in the order overlaps are settled (an e-mail's domain is not also a URL). */
const RULES: { type: EntityType; pattern: RegExp; accept?: (text: string) => boolean }[] = [
  { type: "email_address", pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
  { type: "url", pattern: /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)]/gi },
  { type: "ip_address", pattern: /\b(?:\d{1,3}\.){3}\d{1,3}\b/g, accept: (text) => text.split(".").every((part) => Number(part) <= 255) },
  { type: "credit_card", pattern: /\b\d(?:[ -]?\d){12,18}\b/g, accept: (text) => luhnValid(digitsOf(text)) },
  {
    type: "phone_number",
    pattern: /(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d{2,4}(?:[ .-]?\d{2,4}){1,4}\b/g,
    accept: (text) => {
      const count = digitsOf(text).length;
      return count >= 7 && count <= 15;
    },
  },
];

/** The entities of `types` in `text`, in order, none overlapping. */
export function detectEntities(text: string, types: readonly EntityType[]): DetectedEntity[] {
  const found: DetectedEntity[] = [];
  const overlaps = (start: number, end: number) => found.some((e) => start < e.end_char && e.start_char < end);
  // Every rule runs, wanted or not: a card number is not also reported as a phone number.
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if ((rule.accept && !rule.accept(match[0])) || overlaps(start, end)) continue;
      found.push({ text: match[0], entity_type: rule.type, start_char: start, end_char: end });
    }
  }
  return found.filter((e) => types.includes(e.entity_type)).sort((a, b) => a.start_char - b.start_char);
}

/**
 * The text with each entity replaced: `{REDACTED}`, `{EMAIL_ADDRESS}`, or `{EMAIL_ADDRESS_1}` (each
 * different value of a type numbered in order of appearance; the same value keeps its number).
 */
export function redactEntities(text: string, entities: readonly DetectedEntity[], mode: EntityRedactionMode): string {
  const numbers = new Map<string, Map<string, number>>();
  const label = (entity: DetectedEntity) => {
    if (mode === "redacted") return "{REDACTED}";
    const name = entity.entity_type.toUpperCase();
    if (mode === "entity_type") return `{${name}}`;
    const seen = numbers.get(name) ?? new Map<string, number>();
    numbers.set(name, seen);
    if (!seen.has(entity.text)) seen.set(entity.text, seen.size + 1);
    return `{${name}_${seen.get(entity.text)}}`;
  };
  let out = "";
  let at = 0;
  for (const entity of [...entities].sort((a, b) => a.start_char - b.start_char)) {
    out += text.slice(at, entity.start_char) + label(entity);
    at = entity.end_char;
  }
  return out + text.slice(at);
}
