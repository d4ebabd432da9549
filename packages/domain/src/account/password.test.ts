import { describe, expect, it } from "vitest";
import {
  FIRST_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_REQUIRED,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_ONLY_SPACES,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  nameProblem,
  passwordProblem,
} from "./password";

describe("password rule", () => {
  it("has the issue's limits and texts", () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    expect(PASSWORD_TOO_SHORT).toBe("Use at least 8 characters.");
    expect(PASSWORD_TOO_LONG).toBe("Use at most 128 characters.");
    expect(PASSWORD_ONLY_SPACES).toBe("A password cannot be only spaces.");
  });

  it.each([
    ["", PASSWORD_TOO_SHORT],
    ["short", PASSWORD_TOO_SHORT],
    ["1234567", PASSWORD_TOO_SHORT],
    ["12345678", null],
    ["correct horse battery", null],
    [" pass word ", null],
    ["        ", PASSWORD_ONLY_SPACES],
    ["   ", PASSWORD_ONLY_SPACES],
    ["\t\n \u00a0\u2003\t\t\t\t", PASSWORD_ONLY_SPACES],
    ["a".repeat(128), null],
    ["a".repeat(129), PASSWORD_TOO_LONG],
    ["a".repeat(100_000), PASSWORD_TOO_LONG],
    // Four emoji are four characters (eight UTF-16 units): too short.
    ["😀😀😀😀", PASSWORD_TOO_SHORT],
    ["😀".repeat(8), null],
    // 65 emoji are 130 UTF-16 units: longer than the auth library takes.
    ["😀".repeat(65), PASSWORD_TOO_LONG],
  ])("%j -> %s", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});

describe("name rule", () => {
  it("has documented limits", () => {
    expect(NAME_MAX_LENGTH).toBe(100);
    expect(FIRST_NAME_MAX_LENGTH).toBe(50);
  });

  it.each([
    ["Ada Lovelace", undefined, null],
    ["", undefined, NAME_REQUIRED],
    ["   ", undefined, NAME_REQUIRED],
    ["a".repeat(100), undefined, null],
    ["a".repeat(101), undefined, "Use at most 100 characters."],
    [` ${"a".repeat(100)} `, undefined, null],
    ["é".repeat(50), FIRST_NAME_MAX_LENGTH, null],
    ["😀".repeat(51), FIRST_NAME_MAX_LENGTH, "Use at most 50 characters."],
  ])("%j (max %s) -> %s", (name, max, problem) => {
    expect(nameProblem(name, max)).toBe(problem);
  });
});
