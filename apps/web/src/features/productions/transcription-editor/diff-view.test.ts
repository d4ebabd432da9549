import { describe, expect, it } from "vitest";
import { diffParts, diffSummary, type DiffOp } from "./diff-view";

const words = (n: number, prefix = "w") => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe("diffParts", () => {
  it.each<[string, DiffOp[], ReturnType<typeof diffParts>]>([
    ["nothing", [], []],
    ["a transcript without changes, folded whole", [{ op: "equal", words: ["a", "b"] }], [{ kind: "gap", count: 2 }]],
    ["a short run between changes, whole", [{ op: "insert", words: ["x"] }, { op: "equal", words: ["a", "b"] }, { op: "delete", words: ["y"] }], [{ kind: "insert", text: "x" }, { kind: "equal", text: "a b" }, { kind: "delete", text: "y" }]],
    [
      "inserted and deleted words as they are",
      [
        { op: "equal", words: ["the", "cat"] },
        { op: "delete", words: ["sat"] },
        { op: "insert", words: ["sits", "down"] },
      ],
      [
        { kind: "equal", text: "the cat" },
        { kind: "delete", text: "sat" },
        { kind: "insert", text: "sits down" },
      ],
    ],
    [
      "a long run before a change folded to its tail",
      [
        { op: "equal", words: words(20) },
        { op: "insert", words: ["new"] },
      ],
      [
        { kind: "gap", count: 18 },
        { kind: "equal", text: "w18 w19" },
        { kind: "insert", text: "new" },
      ],
    ],
    [
      "a long run between changes folded in its middle",
      [
        { op: "delete", words: ["x"] },
        { op: "equal", words: words(10) },
        { op: "insert", words: ["y"] },
      ],
      [
        { kind: "delete", text: "x" },
        { kind: "equal", text: "w0 w1" },
        { kind: "gap", count: 6 },
        { kind: "equal", text: "w8 w9" },
        { kind: "insert", text: "y" },
      ],
    ],
    ["an empty op left out", [{ op: "insert", words: [] }], []],
  ])("%s", (_what, ops, expected) => {
    expect(diffParts(ops, 2)).toEqual(expected);
  });
});

describe("diffSummary", () => {
  it.each([
    [{ inserted: 1, deleted: 0, unchanged: 3 }, "1 word inserted, 0 deleted, 3 unchanged"],
    [{ inserted: 12, deleted: 3, unchanged: 410 }, "12 words inserted, 3 deleted, 410 unchanged"],
  ])("%o", (diff, text) => {
    expect(diffSummary(diff)).toBe(text);
  });
});
