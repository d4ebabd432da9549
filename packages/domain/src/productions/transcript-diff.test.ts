import { describe, expect, it } from "vitest";
import { diffableWords, diffWords, MAX_DIFF_EDITS } from "./transcript-diff";

const diff = (a: string, b: string) => diffWords(diffableWords(a), diffableWords(b));
const render = (a: string, b: string) => diff(a, b).ops.map((o) => (o.op === "equal" ? o.words.join(" ") : `${o.op === "insert" ? "+" : "-"}[${o.words.join(" ")}]`)).join(" ");

describe("diffWords", () => {
  it.each([
    ["the same", "a b c", "a b c", "a b c", 0, 0],
    ["two words corrected", "the quick brown fax jumps over the lazy dock", "the quick brown fox jumps over the lazy dog", "the quick brown -[fax] +[fox] jumps over the lazy -[dock] +[dog]", 2, 2],
    ["a word added", "hello world", "hello there world", "hello +[there] world", 1, 0],
    ["a word removed", "hello there world", "hello world", "hello -[there] world", 0, 1],
    ["from nothing", "", "a b", "+[a b]", 2, 0],
    ["to nothing", "a b", "", "-[a b]", 0, 2],
    ["both empty", "", "", "", 0, 0],
    ["case and punctuation count", "Hello, world", "hello world", "-[Hello,] +[hello] world", 1, 1],
    ["a moved word", "a b c d", "b c d a", "-[a] b c d +[a]", 1, 1],
  ])("%s", (_, a, b, rendered, inserted, deleted) => {
    expect(render(a, b)).toBe(rendered);
    const d = diff(a, b);
    expect([d.inserted, d.deleted, d.coarse]).toEqual([inserted, deleted, false]);
    expect(d.unchanged).toBe(diffableWords(a).length - deleted);
  });

  it("applies: the equal and inserted words give the new text, the equal and deleted the old", () => {
    const a = "one two three four five six seven eight nine ten";
    const b = "zero one three four 4.5 five six eight nine ten eleven";
    const { ops } = diff(a, b);
    expect(ops.filter((o) => o.op !== "delete").flatMap((o) => o.words).join(" ")).toBe(b);
    expect(ops.filter((o) => o.op !== "insert").flatMap((o) => o.words).join(" ")).toBe(a);
  });

  it("compares an hour's transcript with a few corrections quickly, and a rewrite coarsely", () => {
    const hour = Array.from({ length: 9000 }, (_, i) => `w${i % 97}`);
    const corrected = hour.map((w, i) => (i % 1000 === 500 ? "fixed" : w));
    const d = diffWords(hour, corrected);
    expect([d.inserted, d.deleted, d.coarse]).toEqual([9, 9, false]);
    const rewritten = diffWords(hour.slice(0, 3000), Array.from({ length: 3000 }, (_, i) => `x${i}`));
    expect(rewritten.coarse).toBe(true);
    expect(rewritten.ops.map((o) => o.op)).toEqual(["delete", "insert"]);
    expect(MAX_DIFF_EDITS).toBeLessThan(6000);
  });
});
