import { describe, expect, it } from "vitest";
import { UNLIMITED } from "../tiers";
import { addEditPeriodStart, voiceCopyAllowed, voiceLimitMessage, voiceLimitProblem, voiceNeedsVerification, voiceSafetyDialog, type VoiceSlotUse } from "./voice-rules";

const free: VoiceSlotUse = { customVoices: 0, voiceLimit: 3, professionalVoices: 0, professionalVoiceLimit: 0, addEditsThisMonth: 0 };

describe("voice limits", () => {
  it.each([
    ["free, room left", free, { kind: "add", professional: false }, null],
    ["free, 3 of 3", { ...free, customVoices: 3 }, { kind: "add", professional: false }, "voice_limit_reached"],
    ["free, editing at 3 of 3", { ...free, customVoices: 3 }, { kind: "edit", professional: false }, null],
    ["free, any professional voice", free, { kind: "add", professional: true }, "professional_voice_limit_reached"],
    ["creator, 1 professional of 1", { ...free, voiceLimit: 30, professionalVoiceLimit: 1, professionalVoices: 1 }, { kind: "add", professional: true }, "professional_voice_limit_reached"],
    ["creator, custom voices do not use professional slots", { ...free, voiceLimit: 30, customVoices: 29, professionalVoiceLimit: 1 }, { kind: "add", professional: true }, null],
    ["free, 55 add/edits (round(1.5 x 3 + 50))", { ...free, addEditsThisMonth: 55 }, { kind: "edit", professional: false }, "voice_add_edit_limit_reached"],
    ["free, 54 add/edits", { ...free, addEditsThisMonth: 54 }, { kind: "add", professional: false }, null],
    ["enterprise, unlimited", { customVoices: 10_000, voiceLimit: UNLIMITED, professionalVoices: 99, professionalVoiceLimit: UNLIMITED, addEditsThisMonth: 10_000 }, { kind: "add", professional: true }, null],
  ] as const)("%s", (_, use, change, expected) => {
    expect(voiceLimitProblem(use, change)).toBe(expected);
  });

  it("says the counts in its messages", () => {
    expect(voiceLimitMessage("voice_limit_reached", { ...free, customVoices: 3 })).toBe(
      "You have reached your maximum amount of custom voices (3 / 3). You can upgrade your subscription to increase your custom voice limit.",
    );
    expect(voiceLimitMessage("voice_add_edit_limit_reached", { ...free, addEditsThisMonth: 55 })).toContain("(55)");
    expect(voiceLimitMessage("professional_voice_limit_reached", free)).toContain("does not include professional voice cloning");
  });

  it("counts add/edits from the first of the month, UTC", () => {
    expect(addEditPeriodStart(new Date("2026-11-26T17:00:00Z")).toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(addEditPeriodStart(new Date("2026-01-01T00:00:00Z")).toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});

describe("verification (spec §5)", () => {
  it.each([
    [false, false, false, false],
    [false, true, false, true],
    [false, false, true, true],
    [false, true, true, true],
    [true, true, true, false],
    [true, false, false, false],
  ])("verified %s, required %s, probation %s → %s", (isVerified, verificationRequired, isInProbation, expected) => {
    expect(voiceNeedsVerification({ isVerified, verificationRequired }, { isInProbation })).toBe(expected);
  });
});

describe("copy rule (spec §5)", () => {
  it.each([
    ["enabled", true],
    ["disabled", true],
    ["copied", true],
    ["copied_disabled", false],
  ] as const)("%s → %s", (status, allowed) => expect(voiceCopyAllowed(status)).toBe(allowed));
});

describe("voice safety dialogs (spec §4)", () => {
  const base = { voiceId: "v1", seen: new Set<string>(), firstLoad: false, creationType: null };
  it.each([
    ["BAN opens voiceBlocked", { ...base, safetyControl: "BAN" as const }, "voiceBlocked"],
    ["CAPTCHA opens voiceCaptcha", { ...base, safetyControl: "CAPTCHA" as const }, "voiceCaptcha"],
    ["CAPTCHA in the cloning flow opens nothing", { ...base, safetyControl: "CAPTCHA" as const, creationType: "cloneVoice" }, null],
    ["BAN in the cloning flow still blocks", { ...base, safetyControl: "BAN" as const, creationType: "cloneVoice" }, "voiceBlocked"],
    ["the first load skips", { ...base, safetyControl: "BAN" as const, firstLoad: true }, null],
    ["once per voice", { ...base, safetyControl: "CAPTCHA" as const, seen: new Set(["v1"]) }, null],
    ["another voice's seen flag does not count", { ...base, safetyControl: "CAPTCHA" as const, seen: new Set(["v2"]) }, "voiceCaptcha"],
    ["no control", { ...base, safetyControl: null }, null],
    ["NONE", { ...base, safetyControl: "NONE" as const }, null],
  ])("%s", (_, input, expected) => expect(voiceSafetyDialog(input)).toBe(expected));
});
