import { describe, expect, it } from "vitest";
import {
  SUPPORT_ACCESS_DEFAULT_HOURS,
  SUPPORT_ACCESS_MAX_HOURS,
  supportAccessExpiry,
  supportAccessHours,
  supportAccessState,
} from "./support-access";

describe("supportAccessHours", () => {
  it.each([
    [undefined, SUPPORT_ACCESS_DEFAULT_HOURS],
    ["24", 24],
    ["1", 1],
    [" 8 ", 8],
    [168, 168],
    ["168", SUPPORT_ACCESS_MAX_HOURS],
    ["169", null],
    ["0", null],
    ["-1", null],
    ["1.5", null],
    ["1e2", null],
    ["", null],
    ["0x10", null],
    ["24h", null],
    ["99999", null],
    [Number.NaN, null],
  ] as const)("%j -> %j", (input, expected) => {
    expect(supportAccessHours(input)).toBe(expected);
  });
});

describe("supportAccessExpiry", () => {
  it("adds the hours to the moment of the answer", () => {
    expect(supportAccessExpiry(new Date("2026-01-01T00:00:00Z"), 24).toISOString()).toBe("2026-01-02T00:00:00.000Z");
    expect(supportAccessExpiry(new Date("2026-01-01T23:30:00Z"), 1).toISOString()).toBe("2026-01-02T00:30:00.000Z");
  });
});

describe("supportAccessState", () => {
  const now = new Date("2026-01-01T12:00:00Z");
  it.each([
    ["granted, ends later", { granted: true, expiresAt: new Date("2026-01-01T12:00:01Z") }, "active"],
    ["granted, ends now", { granted: true, expiresAt: now }, "expired"],
    ["granted, ended", { granted: true, expiresAt: new Date("2025-12-31T12:00:00Z") }, "expired"],
    ["granted without an end (never: treated as over)", { granted: true, expiresAt: null }, "expired"],
    ["declined", { granted: false, expiresAt: null }, "declined"],
    ["declined with a stray end", { granted: false, expiresAt: new Date("2027-01-01T00:00:00Z") }, "declined"],
  ] as const)("%s -> %s", (_name, grant, expected) => {
    expect(supportAccessState(grant, now)).toBe(expected);
  });
});
