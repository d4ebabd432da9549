import { describe, expect, it } from "vitest";
import { handleProblem, normalizeHandle } from "./profile-handle";

describe("handleProblem", () => {
  it.each([
    ["maria", null],
    ["Maria-Lopez", null],
    ["  ana_b2 ", null],
    ["ab", /3 to 30/],
    ["a".repeat(31), /3 to 30/],
    ["2pac", /starts with a letter/],
    ["maría", /only letters/],
    ["ana.b", /only letters/],
    ["ana-", /does not end/],
    ["ana--b", /no two/],
    ["a_-b", /no two/],
    ["Admin", /reserved/],
    ["productions", /reserved/],
  ])("%j: %s", (handle, problem) => {
    const found = handleProblem(handle);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });

  it("stores handles trimmed and in lower case", () => expect(normalizeHandle("  Maria-Lopez ")).toBe("maria-lopez"));
});
