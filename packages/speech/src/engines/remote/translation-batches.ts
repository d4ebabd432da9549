import { TranslationError, type Translation, type TranslationRequest } from "../translation-types";

/** The most segments one translation request carries. */
export const MAX_BATCH_SEGMENTS = 40;
/** The most characters of segments one translation request carries (a longer segment goes alone). */
export const MAX_BATCH_CHARS = 6000;

/** The segments' indices in requests of at most {@link MAX_BATCH_SEGMENTS} segments and {@link MAX_BATCH_CHARS} characters, in order. */
export function batchesOf(texts: readonly string[], indices: readonly number[]): number[][] {
  const batches: number[][] = [];
  let chars = 0;
  for (const index of indices) {
    const last = batches.at(-1);
    const length = texts[index].length;
    if (last && last.length < MAX_BATCH_SEGMENTS && chars + length <= MAX_BATCH_CHARS) {
      last.push(index);
      chars += length;
    } else {
      batches.push([index]);
      chars = length;
    }
  }
  return batches;
}

/** What one request's answer gives: a translation per segment sent, and the languages it found (votes, with "auto"). */
export interface BatchTranslation {
  texts: string[];
  detected?: string[];
}

/**
 * Translates a request's segments in batches, one request after another, and puts the answers
 * back in order: blank segments are kept as they are and never sent, and a request whose `from`
 * is its `to` is answered with its texts as they are, without asking the engine. With "auto",
 * the detected language is the one most votes name (the first named on a tie).
 */
export async function translateInBatches(
  engineId: string,
  request: TranslationRequest,
  translateBatch: (segments: string[]) => Promise<BatchTranslation>,
): Promise<Translation> {
  const texts = [...request.texts];
  if (request.from === request.to) return { texts };
  const sent = texts.map((_, i) => i).filter((i) => texts[i].trim() !== "");
  const votes: string[] = [];
  for (const batch of batchesOf(texts, sent)) {
    request.signal?.throwIfAborted();
    const answer = await translateBatch(batch.map((i) => texts[i]));
    if (answer.texts.length !== batch.length) throw new TranslationError(engineId, `it gave ${answer.texts.length} translations for ${batch.length} segments`);
    batch.forEach((index, k) => (texts[index] = answer.texts[k]));
    votes.push(...(answer.detected ?? []));
  }
  const counts = new Map<string, number>();
  for (const vote of votes) counts.set(vote, (counts.get(vote) ?? 0) + 1);
  const detectedLanguage = [...counts].reduce<[string, number] | undefined>((best, entry) => (!best || entry[1] > best[1] ? entry : best), undefined)?.[0];
  return detectedLanguage && request.from === "auto" ? { texts, detectedLanguage } : { texts };
}
