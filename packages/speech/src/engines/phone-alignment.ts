/** Above this many DP cells (e.g. one 2,000-phone run-on sentence) we map by position instead. */
const MAX_CELLS = 4_000_000;

/**
 * Gives each spoken phone the index of the token it belongs to.
 *
 * `reference` holds phones already labelled with their token (from a
 * per-token run); `spoken` is the phone sequence of the real synthesis.
 * They normally match one for one; where they differ, a Levenshtein
 * alignment carries the labels across. Without a reference, phones are
 * shared out in proportion to `tokenWeights` (token lengths).
 */
export function labelPhones(
  reference: readonly { phone: string; token: number }[],
  spoken: readonly string[],
  tokenWeights: readonly number[],
): number[] {
  const m = spoken.length;
  if (m === 0) return [];
  if (reference.length === 0) return proportional(m, tokenWeights);
  const n = reference.length;
  if (n === m && reference.every((r, i) => r.phone === spoken[i])) return reference.map((r) => r.token);
  if (n * m > MAX_CELLS) return spoken.map((_, j) => reference[Math.min(n - 1, Math.floor((j * n) / m))].token);
  return levenshteinLabels(reference, spoken);
}

function proportional(count: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const labels: number[] = [];
  let cumulative = 0;
  let token = 0;
  for (let j = 0; j < count; j++) {
    const position = ((j + 0.5) / count) * total;
    while (token < weights.length - 1 && position > cumulative + weights[token]) {
      cumulative += weights[token];
      token++;
    }
    labels.push(token);
  }
  return labels;
}

const DIAGONAL = 0;
const UP = 1; // reference phone skipped
const LEFT = 2; // spoken phone has no counterpart

function levenshteinLabels(reference: readonly { phone: string; token: number }[], spoken: readonly string[]): number[] {
  const n = reference.length;
  const m = spoken.length;
  const width = m + 1;
  const moves = new Uint8Array((n + 1) * width);
  let previous = new Uint32Array(width);
  let current = new Uint32Array(width);
  for (let j = 0; j <= m; j++) {
    previous[j] = j;
    moves[j] = LEFT;
  }
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    moves[i * width] = UP;
    for (let j = 1; j <= m; j++) {
      const diagonal = previous[j - 1] + (reference[i - 1].phone === spoken[j - 1] ? 0 : 1);
      const up = previous[j] + 1;
      const left = current[j - 1] + 1;
      let best = diagonal;
      let move = DIAGONAL;
      if (up < best) {
        best = up;
        move = UP;
      }
      if (left < best) {
        best = left;
        move = LEFT;
      }
      current[j] = best;
      moves[i * width + j] = move;
    }
    [previous, current] = [current, previous];
  }

  const labels = new Array<number>(m).fill(-1);
  let i = n;
  let j = m;
  while (j > 0) {
    const move = i === 0 ? LEFT : moves[i * width + j];
    if (move === DIAGONAL) {
      labels[j - 1] = reference[i - 1].token;
      i--;
      j--;
    } else if (move === UP) {
      i--;
    } else {
      j--;
    }
  }
  // Unmatched spoken phones join the token of their left neighbour (or the first token).
  let last = reference[0].token;
  for (let k = 0; k < m; k++) {
    if (labels[k] < 0) labels[k] = last;
    else last = labels[k];
  }
  return labels;
}
