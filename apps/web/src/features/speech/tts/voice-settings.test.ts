import { describe, expect, it } from "vitest";
import { FALLBACK_SETTINGS, isStoredSettings, pickAvailable } from "./voice-settings";

describe("isStoredSettings", () => {
  it("accepts complete in-range settings only", () => {
    expect(isStoredSettings(FALLBACK_SETTINGS)).toBe(true);
    expect(isStoredSettings({ ...FALLBACK_SETTINGS, speed: 1.5 })).toBe(false);
    expect(isStoredSettings({ ...FALLBACK_SETTINGS, style: "0" })).toBe(false);
    expect(isStoredSettings({ stability: 0.5 })).toBe(false);
    expect(isStoredSettings(null)).toBe(false);
  });
});

describe("pickAvailable", () => {
  it("keeps a stored id that is still offered, else takes the first", () => {
    expect(pickAvailable("b", ["a", "b"])).toBe("b");
    expect(pickAvailable("gone", ["a", "b"])).toBe("a");
    expect(pickAvailable("", [])).toBe("");
  });
});
