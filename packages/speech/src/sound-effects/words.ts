/** Words of a prompt: tokens and a light stemmer shared by the prompt and the vocabulary tables. */

/** Lower-case words of `text`, accents dropped ("Café" → "cafe"), split at anything but letters and digits. */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

const VOWELS = new Set(["a", "e", "i", "o", "u", "y"]);

/**
 * A crude stemmer that only has to agree with itself: plurals, -ing, -ed and a final e go, and a
 * doubled final consonant is single ("dripping", "drips", "drip" → "drip"; "crackling" and
 * "crackle" → "crackl").
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length - 3 >= 3) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length - 2 >= 3) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  const last = w[w.length - 1];
  if (w.length > 2 && last === w[w.length - 2] && !VOWELS.has(last)) w = w.slice(0, -1);
  return w;
}

/** A phrase as the stems it is matched by ("Door slams" → ["door", "slam"]). */
export const stemPhrase = (phrase: string): string[] => tokenize(phrase).map(stem);
