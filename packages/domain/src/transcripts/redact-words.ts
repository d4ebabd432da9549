import { detectEntities, redactEntities, type EntityRedactionMode, type EntityType } from "./entities";
import { transcriptText, type HeardWord } from "./transcript-words";

/**
 * Recognised words with the entities of `types` redacted (entities.ts), so that neither the text
 * (the words joined by spaces) nor any word keeps them: the words an entity spans become one word,
 * the label in place of the entity, over their times.
 */
export function redactHeardWords(words: readonly HeardWord[], types: readonly EntityType[], mode: EntityRedactionMode): HeardWord[] {
  const text = transcriptText(words);
  const entities = detectEntities(text, types);
  if (entities.length === 0) return [...words];
  // Each word's place in the text.
  const places: { start: number; end: number }[] = [];
  let at = 0;
  for (const word of words) {
    places.push({ start: at, end: at + word.text.length });
    at += word.text.length + 1;
  }
  const out: HeardWord[] = [];
  let i = 0;
  while (i < words.length) {
    const place = places[i]!;
    const entity = entities.find((e) => e.start_char < place.end && place.start < e.end_char);
    if (!entity) {
      out.push(words[i]!);
      i++;
      continue;
    }
    let last = i;
    while (last + 1 < words.length && places[last + 1]!.start < entity.end_char) last++;
    const span = text.slice(place.start, places[last]!.end);
    const inSpan = entities.filter((e) => e.start_char < places[last]!.end && place.start < e.end_char).map((e) => ({ ...e, start_char: e.start_char - place.start, end_char: e.end_char - place.start }));
    const run = words.slice(i, last + 1);
    out.push({ ...run[0]!, text: redactEntities(span, inSpan, mode), end: run[run.length - 1]!.end, probability: Math.min(...run.map((w) => w.probability)) });
    i = last + 1;
  }
  return out;
}
