import { NUL_MESSAGE, SURROGATE_MESSAGE, CONTROL_MESSAGE } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { findUnsafeString } from "./auth-input-guard";

describe("findUnsafeString", () => {
  it.each([
    ["a clean body", { name: "Zoë 😀", email: "a@example.com", tags: ["a\tb", "c\nd"] }, null],
    ["NUL in a field", { name: "a\u0000b" }, { path: "body.name", message: NUL_MESSAGE }],
    ["a lone surrogate in an array item", { list: ["ok", "\ud800"] }, { path: "body.list[1]", message: SURROGATE_MESSAGE }],
    ["a control character in a nested field", { user: { name: "a\u001bb" } }, { path: "body.user.name", message: CONTROL_MESSAGE }],
    ["NUL in a key", { "a\u0000": 1 }, { path: "body key", message: NUL_MESSAGE }],
    ["control characters in a password", { password: "a\u0001\u007f" }, null],
    ["control characters in a secret of a nested object", { data: { newPassword: "a\u0001" } }, null],
    ["NUL in a password", { password: "a\u0000" }, { path: "body.password", message: NUL_MESSAGE }],
    ["not an object", 42, null],
  ])("%s", (_, body, expected) => expect(findUnsafeString(body)).toEqual(expected));

  it("walks 100,000 nested arrays without overflowing the stack", () => {
    const deep = JSON.parse("[".repeat(100_000) + '"\\u0000"' + "]".repeat(100_000)) as unknown;
    expect(findUnsafeString(deep)?.message).toBe(NUL_MESSAGE);
  });
});
