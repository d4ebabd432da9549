/** English names of languages and locales ("fr" French, "en-GB" British English), from the browser's Intl data. */
const languages = new Intl.DisplayNames(["en"], { type: "language" });

/** The English name of a language or locale code; the code itself when the browser has no name. */
export function languageName(code: string): string {
  try {
    return languages.of(code) ?? code;
  } catch {
    return code;
  }
}

/** An accent label as people write it: "american" American. */
export function accentName(accent: string): string {
  return accent.charAt(0).toUpperCase() + accent.slice(1);
}
