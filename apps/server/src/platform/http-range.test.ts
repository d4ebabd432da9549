import { describe, expect, it } from "vitest";
import { parseRange } from "./http-range";

describe("parseRange", () => {
  const size = 1000;

  it("serves a closed, an open and a suffix range", () => {
    expect(parseRange("bytes=0-99", size)).toEqual({ kind: "partial", start: 0, end: 99 });
    expect(parseRange("bytes=500-", size)).toEqual({ kind: "partial", start: 500, end: 999 });
    expect(parseRange("bytes=-100", size)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseRange("bytes=999-999", size)).toEqual({ kind: "partial", start: 999, end: 999 });
    expect(parseRange(" BYTES=1-2 ", size)).toEqual({ kind: "partial", start: 1, end: 2 });
  });

  it("clamps ranges that run past the end", () => {
    expect(parseRange("bytes=900-5000", size)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseRange("bytes=-5000", size)).toEqual({ kind: "partial", start: 0, end: 999 });
    expect(parseRange("bytes=0-99999999999999999999999", size)).toEqual({ kind: "partial", start: 0, end: 999 });
  });

  it("calls a range that starts past the end unsatisfiable", () => {
    expect(parseRange("bytes=1000-", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=1000-2000", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", size)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-5", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("serves the whole file for no, malformed or multiple ranges", () => {
    for (const header of [undefined, null, "", "bytes=", "bytes=-", "bytes=5-1", "bytes=a-b", "bytes=1-2,4-5", "items=0-1", "bytes 0-1", "bytes=0x1-2", "bytes=-1-2", "bytes=1.5-2"]) {
      expect(parseRange(header, size)).toEqual({ kind: "full" });
    }
  });
});
