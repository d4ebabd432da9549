import { describe, expect, it } from "vitest";
import { isDefaultPermissionSet, parseKeyCharacterLimit, permissionLabel, permissionsSummary } from "./api-key-form";
import { API_KEY_PERMISSIONS, DEFAULT_API_KEY_PERMISSIONS } from "./permissions";

describe("API key form rules", () => {
  it("labels permissions in words", () => {
    expect(permissionLabel("text_to_speech")).toBe("Text to speech");
    expect(permissionLabel("service_account_write")).toBe("Service account write");
  });

  it.each<[string, readonly string[], boolean]>([
    ["the default set", DEFAULT_API_KEY_PERMISSIONS, true],
    ["the default set in another order", [...DEFAULT_API_KEY_PERMISSIONS].reverse(), true],
    ["every permission (more than the default)", API_KEY_PERMISSIONS, false],
    ["one permission", ["text_to_speech"], false],
    ["none", [], false],
  ])("%s is the default set: %s", (_, permissions, expected) => {
    expect(isDefaultPermissionSet(permissions)).toBe(expected);
  });

  it.each<[string, readonly (typeof API_KEY_PERMISSIONS)[number][], string]>([
    ["default", DEFAULT_API_KEY_PERMISSIONS, "All permissions"],
    ["none", [], "No permissions"],
    ["two", ["text_to_speech", "voices_read"], "Text to speech, Voices read"],
    ["five", ["text_to_speech", "voices_read", "models_read", "user_read", "workspace_read"], "Text to speech, Voices read, Models read and 2 more"],
  ])("summarises %s", (_, permissions, expected) => {
    expect(permissionsSummary(permissions)).toBe(expected);
  });

  it.each<[string, ReturnType<typeof parseKeyCharacterLimit>]>([
    ["1000", { ok: true, value: 1000 }],
    [" 0 ", { ok: true, value: 0 }],
    ["1000000000", { ok: true, value: 1_000_000_000 }],
    ["1000000001", { ok: false, error: "At most 1,000,000,000 characters." }],
    ["", { ok: false, error: "Enter a whole number of characters." }],
    ["-5", { ok: false, error: "Enter a whole number of characters." }],
    ["1.5", { ok: false, error: "Enter a whole number of characters." }],
    ["1e3", { ok: false, error: "Enter a whole number of characters." }],
  ])("reads the limit %j", (text, expected) => {
    expect(parseKeyCharacterLimit(text)).toEqual(expected);
  });
});
