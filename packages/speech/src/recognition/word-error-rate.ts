/** Word error rate between two transcripts (the benches, and checks that two recognitions agree). */

/** Lower-case words of `text` (letters and digits of any script), without punctuation. */
function words(text: string): string[] {
  return text.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, " ").split(" ").filter(Boolean);
}

/** Word error rate: (substitutions + deletions + insertions) / reference words, by edit distance over words. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = words(reference);
  const hyp = words(hypothesis);
  if (ref.length === 0) return hyp.length === 0 ? 0 : 1;
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[hyp.length] / ref.length;
}

