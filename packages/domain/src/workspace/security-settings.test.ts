import { describe, expect, it } from "vitest";
import {
  SESSION_INACTIVITY_TIMEOUT_CHOICES,
  SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS,
  describeInactivityTimeout,
  inactivityTimeoutRefusal,
  needsTwoFactorSetup,
} from "./security-settings";

describe("workspace security settings", () => {
  it.each<[number | null, boolean]>([
    [null, true],
    [300, true],
    [3600, true],
    [SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS, true],
    [299, false],
    [0, false],
    [-60, false],
    [300.5, false],
    [SESSION_INACTIVITY_TIMEOUT_MAX_SECONDS + 1, false],
    [30 * 24 * 60 * 60, false],
  ])("a timeout of %s seconds can be set: %s", (seconds, ok) => {
    expect(inactivityTimeoutRefusal(seconds) === null).toBe(ok);
  });

  it("offers only choices that can be set, shortest first", () => {
    for (const s of SESSION_INACTIVITY_TIMEOUT_CHOICES) expect(inactivityTimeoutRefusal(s)).toBeNull();
    expect([...SESSION_INACTIVITY_TIMEOUT_CHOICES].sort((a, b) => a - b)).toEqual(SESSION_INACTIVITY_TIMEOUT_CHOICES);
  });

  it.each<[number | null, string]>([
    [null, "Never"],
    [300, "5 minutes"],
    [3600, "1 hour"],
    [86400, "1 day"],
    [24 * 86400, "24 days"],
    [90, "90 seconds"],
  ])("%s seconds reads %s", (seconds, text) => {
    expect(describeInactivityTimeout(seconds)).toBe(text);
  });

  it.each<[boolean, boolean, boolean, boolean]>([
    [true, false, false, true],
    [true, false, true, false],
    [true, true, false, false],
    [false, false, false, false],
  ])("required %s, service account %s, has two-factor %s: must set it up %s", (mfaRequired, isServiceAccount, hasTwoFactor, expected) => {
    expect(needsTwoFactorSetup({ mfaRequired, isServiceAccount, hasTwoFactor })).toBe(expected);
  });
});
