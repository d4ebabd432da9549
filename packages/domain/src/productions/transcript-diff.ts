/**
 * What a producer changed in a transcript (the editor's diff, against the machine transcript and
 * against the last reviewed version): a word diff by Myers' algorithm, which is quick when the
 * edits are few, as a correction's are. Past {@link MAX_DIFF_EDITS} edits the texts are told apart
 * as one replacement (so a rewritten hour costs nothing to compare).
 */

export type DiffOp = { op: "equal" | "delete" | "insert"; words: string[] };

export interface WordDiff {
  ops: DiffOp[];
  inserted: number;
  deleted: number;
  unchanged: number;
  /** The diff was too large to work out word by word: one deletion and one insertion. */
  coarse: boolean;
}

/** Edits past which the diff is one replacement. */
export const MAX_DIFF_EDITS = 2000;

/** A transcript's words as the diff compares them: split on white space, compared as written. */
export function diffableWords(text: string): string[] {
  return text.split(/\s+/u).filter(Boolean);
}

function push(ops: DiffOp[], op: DiffOp["op"], word: string) {
  const last = ops.at(-1);
  if (last?.op === op) last.words.push(word);
  else ops.push({ op, words: [word] });
}

function summary(ops: DiffOp[], coarse: boolean): WordDiff {
  const count = (op: DiffOp["op"]) => ops.filter((o) => o.op === op).reduce((n, o) => n + o.words.length, 0);
  return { ops, inserted: count("insert"), deleted: count("delete"), unchanged: count("equal"), coarse };
}

/** The word diff from `before` to `after`: see the module comment. */
export function diffWords(before: readonly string[], after: readonly string[]): WordDiff {
  const n = before.length;
  const m = after.length;
  const limit = Math.min(n + m, MAX_DIFF_EDITS);
  // trace[d] holds the furthest x on each diagonal k in [-d, d] after d edits (index k + d).
  const trace: Int32Array[] = [];
  let previous = new Int32Array(1);
  for (let d = 0; d <= limit; d++) {
    const v = new Int32Array(2 * d + 1);
    const at = (arr: Int32Array, dd: number, k: number) => arr[k + dd]!;
    for (let k = -d; k <= d; k += 2) {
      let x: number;
      if (d === 0) x = 0;
      else if (k === -d || (k !== d && at(previous, d - 1, k - 1) < at(previous, d - 1, k + 1))) x = at(previous, d - 1, k + 1);
      else x = at(previous, d - 1, k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && before[x] === after[y]) {
        x++;
        y++;
      }
      v[k + d] = x;
      if (x >= n && y >= m) {
        trace.push(v);
        return summary(backtrack(trace, before, after), false);
      }
    }
    trace.push(v);
    previous = v;
  }
  const ops: DiffOp[] = [];
  if (n) ops.push({ op: "delete", words: [...before] });
  if (m) ops.push({ op: "insert", words: [...after] });
  return summary(ops, true);
}

function backtrack(trace: Int32Array[], before: readonly string[], after: readonly string[]): DiffOp[] {
  const reversed: { op: DiffOp["op"]; word: string }[] = [];
  let x = before.length;
  let y = after.length;
  for (let d = trace.length - 1; d >= 0; d--) {
    const k = x - y;
    if (d > 0) {
      const prev = trace[d - 1]!;
      const get = (kk: number) => prev[kk + d - 1]!;
      const prevK = k === -d || (k !== d && get(k - 1) < get(k + 1)) ? k + 1 : k - 1;
      const prevX = get(prevK);
      const prevY = prevX - prevK;
      while (x > prevX && y > prevY) {
        reversed.push({ op: "equal", word: before[--x]! });
        y--;
      }
      if (x === prevX) reversed.push({ op: "insert", word: after[--y]! });
      else reversed.push({ op: "delete", word: before[--x]! });
    } else {
      while (x > 0 && y > 0) {
        reversed.push({ op: "equal", word: before[--x]! });
        y--;
      }
    }
  }
  const ops: DiffOp[] = [];
  for (let i = reversed.length - 1; i >= 0; i--) push(ops, reversed[i]!.op, reversed[i]!.word);
  return ops;
}
