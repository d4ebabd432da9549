/** A word diff as the server sends it (GET …/transcription/diff). */
export interface DiffOp {
  op: "equal" | "delete" | "insert";
  words: readonly string[];
}

export type DiffPart = { kind: "equal" | "delete" | "insert"; text: string } | { kind: "gap"; count: number };

/** Unchanged words kept on each side of a change; longer unchanged runs are folded. */
export const DIFF_CONTEXT_WORDS = 6;

/**
 * The diff to show: inserted and deleted words as they are, unchanged runs folded to a few words
 * around each change ("… 240 unchanged words …"), so an hour's transcript shows its changes only.
 */
export function diffParts(ops: readonly DiffOp[], context = DIFF_CONTEXT_WORDS): DiffPart[] {
  const parts: DiffPart[] = [];
  ops.forEach((op, i) => {
    if (op.words.length === 0) return;
    if (op.op !== "equal") {
      parts.push({ kind: op.op, text: op.words.join(" ") });
      return;
    }
    const keepHead = i > 0 ? context : 0;
    const keepTail = i < ops.length - 1 ? context : 0;
    if (op.words.length <= keepHead + keepTail + 1) {
      parts.push({ kind: "equal", text: op.words.join(" ") });
      return;
    }
    if (keepHead) parts.push({ kind: "equal", text: op.words.slice(0, keepHead).join(" ") });
    parts.push({ kind: "gap", count: op.words.length - keepHead - keepTail });
    if (keepTail) parts.push({ kind: "equal", text: op.words.slice(-keepTail).join(" ") });
  });
  return parts;
}

/** "12 words inserted, 3 deleted, 410 unchanged". */
export function diffSummary(diff: { inserted: number; deleted: number; unchanged: number }): string {
  const words = (n: number) => `${n} word${n === 1 ? "" : "s"}`;
  return `${words(diff.inserted)} inserted, ${diff.deleted} deleted, ${diff.unchanged} unchanged`;
}
