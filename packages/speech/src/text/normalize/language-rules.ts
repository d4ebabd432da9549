/** What the normalizer needs to know about one language (tables per language in `languages/`). */

/** A word in the plural forms a language distinguishes (Intl.PluralRules categories); `other` is required. */
export type Forms = { other: string } & Partial<Record<"one" | "few" | "many", string>>;

export interface LanguageRules {
  /** ISO 639-1. */
  code: string;
  /** The decimal mark of numbers written in this language. */
  decimalMark: "." | ",";
  /** Words for the symbols of e-mail addresses and URLs. */
  addressWords: { "@": string; ".": string; "/": string; "-": string; _: string; ":": string; "?": string; "=": string; "&": string; "#": string; "+": string; "~": string; "%": string };
  /** Unit symbols after a number ("5 km") -> the unit's name. */
  units: Record<string, Forms>;
  /** Currency symbols and ISO codes -> the currency's name. */
  currencies: Record<string, Forms>;
  /** Symbols read as words anywhere ("&" -> "and"). */
  symbols: Record<string, string>;
  /** Word for "%" after a number, when the engine does not say it. */
  percent?: string;
  /** Degrees (°) after a number. */
  degrees: Forms;
  /** Abbreviations with their expansion; `title` ones are always followed by a name (their period is part of them). */
  abbreviations: Record<string, Abbreviation>;
  /** True when abbreviations are part of the base normalization (English); else only with the language extras. */
  abbreviationsInBase?: boolean;
  /**
   * Numbers as words (English). When absent, digits are left to the engine, which reads them in
   * this language (eSpeak NG does for every catalogue language); amounts are only reordered.
   */
  numbers?: NumberWords;
}

/** Number reading for languages where we say numbers ourselves. */
export interface NumberWords {
  cardinal(digits: string): string;
  ordinal(digits: string): string;
  decimal(whole: string, fraction: string): string;
  year(digits: string): string;
  digitByDigit(digits: string): string;
  minus: string;
}

/**
 * An abbreviation. A `title` ("Dr.", "No.") is read as such only before a capitalised word or a
 * number, else as `otherwise` ("Main St." -> "Street") or left alone.
 */
export interface Abbreviation {
  say: string;
  title?: boolean;
  otherwise?: string;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `forms` for `amount` ("1" -> one, "2,5" -> other...) in `language`. */
export function pickForm(forms: Forms, amount: string, language: string, decimalMark: "." | ","): string {
  const plain = amount.replace(decimalMark === "." ? /,/g : /[.\u00a0\u202f ]/g, "").replace(",", ".");
  const value = Number(plain);
  if (!Number.isFinite(value)) return forms.other;
  // Intl needs the visible fraction digits ("1.0" is plural in English).
  const fraction = plain.includes(".") ? plain.split(".")[1].length : 0;
  const key = `${language}/${fraction}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(language, { minimumFractionDigits: fraction });
    pluralRules.set(key, rules);
  }
  const category = rules.select(value);
  return forms[category as keyof Forms] ?? forms.other;
}
