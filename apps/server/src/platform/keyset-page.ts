/**
 * The end of every keyset-paginated list: the rows were read with one more than the page holds
 * (`limit: pageSize + 1`, see {@link keysetLimit}), so the extra row, if it came, says that more
 * follow; the page is the first `pageSize` rows and the next page's token is made from its last
 * row (`tokenAfter`, usually encodeKeysetToken / encodeKeysetPosition of keyset-token.ts).
 */
export interface KeysetPage<T> {
  /** The page's rows, at most pageSize of them. */
  rows: T[];
  hasMore: boolean;
  /** The token of the next page; null on the last page. */
  nextToken: string | null;
}

/** How many rows to read for a page of `pageSize`: one more, to know whether another page follows. */
export function keysetLimit(pageSize: number): number {
  return pageSize + 1;
}

/** The page of `rows` (read with {@link keysetLimit}), whether more follow, and the token after its last row. */
export function keysetPage<T>(rows: readonly T[], pageSize: number, tokenAfter: (last: T) => string): KeysetPage<T> {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const hasMore = rows.length > pageSize && last !== undefined;
  return { rows: page, hasMore, nextToken: hasMore ? tokenAfter(last) : null };
}
