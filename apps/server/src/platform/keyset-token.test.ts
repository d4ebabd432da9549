import { describe, expect, it } from "vitest";
import { decodeKeysetPosition, decodeKeysetToken, encodeKeysetPosition, encodeKeysetToken, readKeysetToken } from "./keyset-token";

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the keyset page token", () => {
  it.each([
    ["2026-03-01 10:00:00.000901+00", "inv_abc"],
    ["2026-03-01 10:00:00+00", "a"],
    ["2020-02-29 23:59:59.999999-05:30", "x".repeat(64)],
  ])("carries %s and %s unchanged, microseconds included", (at, id) => {
    expect(decodeKeysetToken(encodeKeysetToken(at, id))).toEqual({ at, id });
    expect(readKeysetToken(encodeKeysetToken(at, id))).toEqual({ at, id });
  });

  it.each([
    ["a name key", { kind: "n", key: "Ånne ✓", id: "v1" }],
    ["an offset", { kind: "c", key: "40", id: "premade1" }],
    ["a time key of a phase", { kind: "w", key: "2026-03-01 10:00:00.5+00", id: "v2" }],
  ])("carries %s with its kind", (_, position) => {
    expect(decodeKeysetPosition(encodeKeysetPosition(position))).toEqual(position);
  });

  it.each([
    ["not base64 JSON", "%%%"],
    ["an object", raw({ at: "2026-01-01", id: "a" })],
    ["one element", raw(["2026-01-01"])],
    ["four elements", raw(["2026-01-01", "a", "k", "x"])],
    ["a number id", raw(["2026-01-01", 5])],
    ["an id with punctuation", raw(["2026-01-01", "a'; drop table"])],
    ["a too long id", raw(["2026-01-01", "x".repeat(65)])],
    ["a too long key", raw(["x".repeat(301), "a"])],
    ["an empty kind", raw(["2026-01-01", "a", ""])],
  ])("refuses %s", (_, token) => {
    expect(decodeKeysetPosition(token)).toBeNull();
    expect(decodeKeysetToken(token)).toBeNull();
  });

  it("takes a time-keyed token only when the key is a time and no kind is named", () => {
    expect(decodeKeysetToken(raw(["not a date", "a"]))).toBeNull();
    expect(decodeKeysetToken(raw(["2026-01-01", "a", "w"]))).toBeNull();
  });

  it("reads a request's token: none is the first page, a forged one a 400 with the caller's message", () => {
    expect(readKeysetToken(undefined)).toBeNull();
    expect(readKeysetToken("")).toBeNull();
    expect(() => readKeysetToken("garbage")).toThrow(expect.objectContaining({ status: 400, message: expect.stringContaining("next_page_token") }));
    expect(() => readKeysetToken("garbage", "`before` is not an outbox cursor.")).toThrow("`before` is not an outbox cursor.");
  });
});
