/**
 * Test helper: a deterministic English → Spanish "translation" for the translation test servers,
 * word by word from a small table (two-word phrases first), unknown words kept, capitals and
 * punctuation kept. Tests assert exact outputs with it; it is no translator.
 */

const PHRASES: Record<string, string> = {
  "good morning": "buenos días",
  "good night": "buenas noches",
  "thank you": "gracias",
  "how are you": "cómo estás",
};

const WORDS: Record<string, string> = {
  hello: "hola",
  goodbye: "adiós",
  good: "bueno",
  morning: "mañana",
  night: "noche",
  day: "día",
  world: "mundo",
  friend: "amigo",
  friends: "amigos",
  the: "el",
  a: "un",
  and: "y",
  or: "o",
  is: "es",
  are: "son",
  i: "yo",
  you: "tú",
  we: "nosotros",
  my: "mi",
  your: "tu",
  cat: "gato",
  dog: "perro",
  house: "casa",
  water: "agua",
  bread: "pan",
  big: "grande",
  small: "pequeño",
  red: "rojo",
  green: "verde",
  today: "hoy",
  tomorrow: "mañana",
  yes: "sí",
  no: "no",
  please: "por favor",
  welcome: "bienvenido",
  video: "vídeo",
  segment: "segmento",
  one: "uno",
  two: "dos",
  three: "tres",
  eat: "comer",
  drink: "beber",
  cook: "cocinar",
  now: "ahora",
};

/** `word` with the capitals of `like` (first letter, or all). */
function cased(word: string, like: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return word.toUpperCase();
  return like[0] === like[0].toUpperCase() && like[0] !== like[0].toLowerCase() ? word[0].toUpperCase() + word.slice(1) : word;
}

/** The text "translated" into Spanish by the table. */
export function englishToSpanish(text: string): string {
  let out = text;
  for (const [phrase, spanish] of Object.entries(PHRASES)) {
    out = out.replace(new RegExp(`\\b${phrase}\\b`, "gi"), (found) => cased(spanish, found));
  }
  return out.replace(/\p{L}+/gu, (word) => {
    const spanish = WORDS[word.toLowerCase()];
    return spanish === undefined ? word : cased(spanish, word);
  });
}

/** Whether the text has a word only the Spanish side of the table has (a crude language detector). */
export function looksSpanish(text: string): boolean {
  const spanish = new Set([...Object.values(WORDS), ...Object.values(PHRASES)].flatMap((w) => w.split(" ")).filter((w) => !(w in WORDS)));
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => spanish.has(w));
}
