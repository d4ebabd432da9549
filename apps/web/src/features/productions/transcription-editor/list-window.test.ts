import { describe, expect, it } from "vitest";
import { renderedRows, rowAt, rowOffsets, scrollToShow, visibleRange } from "./list-window";
import { ROW_BASE, ROW_FEEDBACK, ROW_REVIEW_NOTE, ROW_SUGGESTION, rowHeight } from "./row-layout";

const offsets = rowOffsets([100, 50, 100, 100]);

describe("the segment list's window", () => {
  it("stacks the rows", () => {
    expect(offsets).toEqual([0, 100, 150, 250, 350]);
    expect(rowOffsets([])).toEqual([0]);
  });
  it.each([
    [0, 0],
    [99, 0],
    [100, 1],
    [200, 2],
    [10_000, 3],
    [-5, 0],
  ])("has at y=%s the row %s", (y, row) => {
    expect(rowAt(offsets, y)).toBe(row);
  });
  it.each([
    ["the top", 0, 120, 0, { first: 0, last: 2 }],
    ["the middle with overscan", 160, 50, 1, { first: 1, last: 4 }],
    ["the bottom", 300, 100, 0, { first: 3, last: 4 }],
  ])("renders around %s", (_what, top, height, overscan, expected) => {
    expect(visibleRange(offsets, top, height, overscan)).toEqual(expected);
  });
  it("renders a thousand rows' window only", () => {
    const many = rowOffsets(new Array<number>(1000).fill(176));
    const range = visibleRange(many, 176 * 500, 600);
    expect(range.last - range.first).toBeLessThan(20);
  });
  it.each([
    ["in view already", 1, 50, 200, null],
    ["above the view", 0, 120, 200, 0],
    ["below the view", 3, 0, 200, 150],
    ["taller than the view", 0, 50, 40, 0],
    ["unknown", 9, 0, 200, null],
  ])("scrolls to show a row %s", (_what, index, top, height, expected) => {
    expect(scrollToShow(offsets, index, top, height)).toBe(expected);
  });
  it("keeps the row worked on among the rendered ones, in order", () => {
    expect(renderedRows({ first: 5, last: 8 }, [1, -1, 6, 99], 20)).toEqual([1, 5, 6, 7]);
  });
});

describe("rowHeight", () => {
  it.each([
    [{ reviewing: false, hasFeedback: false, hasSuggestion: false }, ROW_BASE],
    [{ reviewing: true, hasFeedback: false, hasSuggestion: false }, ROW_BASE + ROW_REVIEW_NOTE],
    [{ reviewing: false, hasFeedback: true, hasSuggestion: true }, ROW_BASE + ROW_FEEDBACK + ROW_SUGGESTION],
  ])("%o is %s px", (extras, height) => {
    expect(rowHeight(extras)).toBe(height);
  });
});
