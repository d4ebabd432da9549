import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTROL_MESSAGE, ID_MESSAGE, NUL_MESSAGE, PageToken, QueryBoolean, QueryId, ResourceId, ResourceIdOrEmpty, SafeText, SINGLE_LINE_MESSAGE, SingleLineText, SpeechText, SURROGATE_MESSAGE } from "./strings";

/** The parsed value, or the messages of the issues. */
function parse(schema: z.ZodType, value: unknown): { ok: unknown } | { messages: string[] } {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { messages: result.error.issues.map((i) => i.message) };
}

describe("SafeText (free text)", () => {
  it.each([
    ["plain", "Hello, world.", { ok: "Hello, world." }],
    ["tabs and line breaks", "a\tb\r\nc", { ok: "a\tb\r\nc" }],
    ["emoji and other scripts", "Zoë 😀 ﷺ 日本", { ok: "Zoë 😀 ﷺ 日本" }],
    ["NUL", "a\u0000b", { messages: [NUL_MESSAGE] }],
    ["lone high surrogate", "a\ud800b", { messages: [SURROGATE_MESSAGE] }],
    ["lone low surrogate at the start", "\udc00a", { messages: [SURROGATE_MESSAGE] }],
    ["reversed pair", "\udc00\ud800", { messages: [SURROGATE_MESSAGE] }],
    ["escape (C0)", "a\u001b[31m", { messages: [CONTROL_MESSAGE] }],
    ["form feed", "a\fb", { messages: [CONTROL_MESSAGE] }],
    ["DEL", "a\u007f", { messages: [CONTROL_MESSAGE] }],
    ["next line (C1)", "a\u0085b", { messages: [CONTROL_MESSAGE] }],
    ["NUL in a megabyte: one issue", "x".repeat(1_000_000) + "\u0000", { messages: [NUL_MESSAGE] }],
  ])("%s", (_, value, expected) => expect(parse(SafeText, value)).toEqual(expected));

  it("keeps the field's own bound", () => {
    expect(parse(SafeText.max(3), "abcd")).toEqual({ messages: ["Too big: expected string to have <=3 characters"] });
  });
});

describe("SingleLineText (names)", () => {
  it.each([
    ["a name, trimmed", "  My key ", { ok: "My key" }],
    ["a tab", "a\tb", { messages: [SINGLE_LINE_MESSAGE] }],
    ["a line break", "a\nb", { messages: [SINGLE_LINE_MESSAGE] }],
    ["NUL", "\u0000", { messages: [NUL_MESSAGE] }],
  ])("%s", (_, value, expected) => expect(parse(SingleLineText.trim(), value)).toEqual(expected));
});

describe("SpeechText (text to speak)", () => {
  it.each([
    ["plain", "Hello.", { ok: "Hello." }],
    ["controls become spaces, one for one", "page\fnext\u0085end\u001b", { ok: "page next end " }],
    ["line breaks and tabs stay", "a\nb\tc", { ok: "a\nb\tc" }],
    ["NUL is refused", "a\u0000b", { messages: [NUL_MESSAGE] }],
    ["a lone surrogate is refused", "😀".slice(0, 1), { messages: [SURROGATE_MESSAGE] }],
  ])("%s", (_, value, expected) => expect(parse(SpeechText, value)).toEqual(expected));
});

describe("ResourceId", () => {
  it.each([
    ["a generated id", "Ab3xYz0123456789AbCd", { ok: "Ab3xYz0123456789AbCd" }],
    ["a model id", "eleven_flash_v2_5", { ok: "eleven_flash_v2_5" }],
    ["64 characters", "a".repeat(64), { ok: "a".repeat(64) }],
    ["65 characters", "a".repeat(65), { messages: [ID_MESSAGE] }],
    ["a megabyte", "a".repeat(1_000_000), { messages: [ID_MESSAGE] }],
    ["empty", "", { messages: [ID_MESSAGE] }],
    ["path traversal", "../../etc/passwd", { messages: [ID_MESSAGE] }],
    ["encoded traversal", "..%2F..%2Fetc", { messages: [ID_MESSAGE] }],
    ["NUL", "a\u0000b", { messages: [ID_MESSAGE] }],
    ["a space", "a b", { messages: [ID_MESSAGE] }],
    ["a number", 5, { messages: ["Invalid input: expected string, received number"] }],
  ])("%s", (_, value, expected) => expect(parse(ResourceId, value)).toEqual(expected));

  it("as a query filter, reads an empty value as no filter", () => {
    expect(parse(QueryId, "")).toEqual({ ok: undefined });
    expect(parse(QueryId, undefined)).toEqual({ ok: undefined });
    expect(parse(QueryId, "abc")).toEqual({ ok: "abc" });
    expect(parse(QueryId, "a%00")).toEqual({ messages: [ID_MESSAGE] });
  });

  it("has a variant that reads the empty string as the default", () => {
    expect(parse(ResourceIdOrEmpty, "")).toEqual({ ok: "" });
    expect(parse(ResourceIdOrEmpty, "../x")).toEqual({ messages: [ID_MESSAGE] });
  });
});

describe("PageToken and QueryBoolean", () => {
  it("accepts base64url tokens only, bounded", () => {
    expect(parse(PageToken, "eyJvIjoxMDB9")).toEqual({ ok: "eyJvIjoxMDB9" });
    expect(parse(PageToken, "a".repeat(257))).toHaveProperty("messages");
    expect(parse(PageToken, "a/b")).toHaveProperty("messages");
  });

  it.each([
    ["true", true],
    ["1", true],
    ["yes", true],
    ["on", true],
    ["false", false],
    ["0", false],
    ["off", false],
  ])("reads %s as %s", (value, expected) => expect(parse(QueryBoolean, value)).toEqual({ ok: expected }));

  it("refuses anything else", () => expect(parse(QueryBoolean, "maybe")).toHaveProperty("messages"));
});
