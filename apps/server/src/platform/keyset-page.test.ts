import { describe, expect, it } from "vitest";
import { keysetLimit, keysetPage } from "./keyset-page";

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}` }));
const token = (last: { id: string }) => `after-${last.id}`;

describe("keysetPage", () => {
  it("reads one row more than the page holds", () => {
    expect(keysetLimit(30)).toBe(31);
  });

  it("keeps the page and makes the token after its last row when the extra row came", () => {
    expect(keysetPage(rows(4), 3, token)).toEqual({ rows: rows(3), hasMore: true, nextToken: "after-r2" });
  });

  it("is the last page when no extra row came", () => {
    expect(keysetPage(rows(3), 3, token)).toEqual({ rows: rows(3), hasMore: false, nextToken: null });
    expect(keysetPage(rows(1), 3, token)).toEqual({ rows: rows(1), hasMore: false, nextToken: null });
  });

  it("is an empty last page for no rows, and makes no token then", () => {
    let made = 0;
    expect(keysetPage([], 3, () => String(++made))).toEqual({ rows: [], hasMore: false, nextToken: null });
    expect(made).toBe(0);
  });
});
