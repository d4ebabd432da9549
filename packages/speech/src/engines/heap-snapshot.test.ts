import { describe, expect, it } from "vitest";
import { restoreSnapshot, takeSnapshot } from "./heap-snapshot";

const PAGE = 4096;

/** A 64-page heap with a few bytes written on the given pages. */
function heapWith(pages: number[], value = 7): Uint8Array {
  const heap = new Uint8Array(64 * PAGE);
  for (const page of pages) heap[page * PAGE + 100] = value + page;
  return heap;
}

describe("heap snapshots by page", () => {
  it("keep only the pages in use (base) or that differ from the parent (child)", () => {
    const heap = heapWith([0, 5, 63]);
    const base = takeSnapshot(heap);
    expect(base.byteLength).toBe(3 * PAGE);
    heap[5 * PAGE + 1] = 1;
    heap[9 * PAGE] = 2;
    const child = takeSnapshot(heap, base);
    expect(child.byteLength).toBe(2 * PAGE);
  });

  it("restore the heap exactly, whatever was written since, through the parent's pages", () => {
    const heap = heapWith([0, 5, 63]);
    const base = takeSnapshot(heap);
    heap[9 * PAGE + 3] = 42;
    const child = takeSnapshot(heap, base);
    const expected = heap.slice();
    // A synthesis scribbles on pages in use and on pages that were never written.
    heap.fill(1, 0, 20 * PAGE);
    heap[40 * PAGE + 17] = 9;
    restoreSnapshot(heap, child);
    expect(Buffer.from(heap).equals(Buffer.from(expected))).toBe(true);
    restoreSnapshot(heap, base);
    expect(heap[9 * PAGE + 3]).toBe(0);
    expect(heap[5 * PAGE + 100]).toBe(12);
  });

  it("zero the pages of a heap that grew after the snapshot", () => {
    const small = heapWith([1]);
    const base = takeSnapshot(small);
    const grown = new Uint8Array(128 * PAGE);
    grown.set(small);
    grown[100 * PAGE] = 5;
    grown[1 * PAGE + 100] = 0;
    restoreSnapshot(grown, base);
    expect(grown[100 * PAGE]).toBe(0);
    expect(grown[1 * PAGE + 100]).toBe(8);
  });
});
