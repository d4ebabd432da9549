import { describe, expect, it } from "vitest";
import { creationLock, VOICE_CREATION_OPTIONS, type VoiceCreationKind } from "./voice-creation-options";

const option = (kind: VoiceCreationKind) => VOICE_CREATION_OPTIONS.find((o) => o.kind === kind)!;

describe("the locks of the ways to add a voice, by plan", () => {
  it.each<[VoiceCreationKind, string, string | null]>([
    ["instantClone", "free", "Upgrade to Starter"],
    ["instantClone", "starter", null],
    ["professionalClone", "free", "Upgrade to Creator"],
    ["professionalClone", "starter", "Upgrade to Creator"],
    ["professionalClone", "creator", null],
    ["voiceDesign", "free", null],
    ["voiceLibrary", "free", null],
    ["instantClone", "enterprise", null],
  ])("%s on %s: %s", (kind, tier, action) => {
    expect(creationLock(option(kind), tier)?.action ?? null).toBe(action);
  });

  it("says which plan it starts with", () => {
    expect(creationLock(option("instantClone"), "free")).toEqual({ prompt: "Instant voice cloning starts with the Starter plan.", action: "Upgrade to Starter" });
  });

  it("locks nothing while the plan is not known", () => {
    for (const o of VOICE_CREATION_OPTIONS) expect(creationLock(o, null)).toBeNull();
  });
});
