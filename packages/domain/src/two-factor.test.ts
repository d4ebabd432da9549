import { describe, expect, it } from "vitest";
import { formatBackupCode, groupCharacters, normalizeBackupCode, normalizeTotpCode, totpStep } from "./two-factor";

describe("normalizeBackupCode", () => {
  it.each([
    ["abcd-efgh-jkmn-pqrs", "abcdefghjkmnpqrs"],
    ["ABCD EFGH JKMN PQRS", "abcdefghjkmnpqrs"],
    ["  abcdefghjkmnpqrs ", "abcdefghjkmnpqrs"],
    // Letters that read as digits on paper.
    ["oooo-iiii-llll-0000", "0000111111110000"],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeBackupCode(input)).toBe(expected);
  });

  it.each(["", "abcd", "abcd-efgh-jkmn-pqrsx", "abcd-efgh-jkmn-pqru", "abcd_efgh_jkmn_pqrs", "abcd-efgh-jkmn-pqr!", "../../etc/passwd"])("refuses %j", (input) => {
    expect(normalizeBackupCode(input)).toBeNull();
  });
});

describe("formatting for reading", () => {
  it("groups a backup code in fours with dashes", () => {
    expect(formatBackupCode("abcdefghjkmnpqrs")).toBe("abcd-efgh-jkmn-pqrs");
  });
  it.each([
    ["JBSWY3DPEHPK3PXP", 4, "JBSW Y3DP EHPK 3PXP"],
    ["ABCDEFGHIJ", 4, "ABCD EFGH IJ"],
    ["", 4, ""],
  ] as const)("groups %j by %i", (value, size, expected) => {
    expect(groupCharacters(value, size)).toBe(expected);
  });
});

describe("normalizeTotpCode", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["12345", null],
    ["1234567", null],
    ["12345a", null],
    ["", null],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeTotpCode(input)).toBe(expected);
  });
});

describe("totpStep", () => {
  it.each([
    [0, 0],
    [29_999, 0],
    [30_000, 1],
    [1_700_000_000_000, 56_666_666],
  ])("%i ms -> step %i", (ms, step) => {
    expect(totpStep(ms)).toBe(step);
  });
});
