import { describe, expect, it } from "vitest";
import { TIER_IDS, tierLimits } from "../tiers";
import { catalogueEntry, CARD_TIERS } from "./plan-catalogue";
import {
  CAPABILITIES,
  CAPABILITY_NAMES,
  canUseOutputFormat,
  capabilityRefusal,
  firstPlanNameWith,
  firstTierWith,
  hasCapability,
  outputFormatCapability,
  tierCapabilities,
  upgradePrompt,
  type Capability,
} from "./plan-capabilities";

// Columns follow CAPABILITIES: voiceDesign, commercialLicence, instantVoiceCloning,
// professionalVoiceCloning, usageBasedBilling, highBitrateAudio, fullRatePcm, teamSeats; then seats.
type Expected = [boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, number];
const TABLE: [string, Expected][] = [
  ["free", [true, false, false, false, false, false, false, false, 1]],
  ["starter", [true, true, true, false, false, false, false, false, 1]],
  ["creator", [true, true, true, true, true, true, false, false, 1]],
  ["pro", [true, true, true, true, true, true, true, false, 1]],
  ["growing_business", [true, true, true, true, true, true, true, true, 3]],
  ["scale_2024_08_10", [true, true, true, true, true, true, true, true, 5]],
  ["grant_tier_1_2025_07_23", [true, true, true, true, true, true, true, true, 3]],
  ["grant_tier_2_2025_07_23", [true, true, true, true, true, true, true, true, 3]],
  ["trial", [true, false, true, true, false, true, true, true, 25]],
  ["enterprise", [true, true, true, true, true, true, true, true, 25]],
  ["unknown", [false, false, false, false, false, false, false, false, 0]],
];

describe("the capability table (one row per tier)", () => {
  it("covers every tier", () => {
    for (const tier of TIER_IDS) expect(TABLE.map(([t]) => t)).toContain(tier);
  });

  it.each(TABLE)("%s", (tier, expected) => {
    const row = tierCapabilities(tier);
    expect([...CAPABILITIES.map((c) => row[c]), row.seats]).toEqual(expected);
    for (const c of CAPABILITIES) expect(hasCapability(tier, c)).toBe(row[c]);
  });

  it("is where tiers.ts reads the seats and usage-based billing", () => {
    for (const tier of TIER_IDS) {
      expect(tierLimits(tier).defaultMaxSeats).toBe(tierCapabilities(tier).seats);
      expect(tierLimits(tier).canExtendCharacterLimit).toBe(tierCapabilities(tier).usageBasedBilling);
    }
  });

  it("is what every card lists: a card shows a capability's line exactly when its tier has it", () => {
    for (const tier of CARD_TIERS) {
      const features = catalogueEntry(tier)!.features;
      for (const c of CAPABILITIES.filter((c) => c !== "teamSeats")) expect(features.includes(CAPABILITY_NAMES[c]), `${tier} ${c}`).toBe(hasCapability(tier, c));
    }
  });
});

describe("the first plan that has a capability", () => {
  it.each<[Capability, string, string]>([
    ["voiceDesign", "free", "Free"],
    ["commercialLicence", "starter", "Starter"],
    ["instantVoiceCloning", "starter", "Starter"],
    ["professionalVoiceCloning", "creator", "Creator"],
    ["usageBasedBilling", "creator", "Creator"],
    ["highBitrateAudio", "creator", "Creator"],
    ["fullRatePcm", "pro", "Pro"],
    ["teamSeats", "growing_business", "Scale"],
  ])("%s: %s", (capability, tier, name) => {
    expect(firstTierWith(capability)).toBe(tier);
    expect(firstPlanNameWith(capability)).toBe(name);
  });

  it("makes the upgrade prompt", () => {
    expect(upgradePrompt("instantVoiceCloning")).toBe("Instant voice cloning starts with the Starter plan.");
    expect(upgradePrompt("fullRatePcm")).toBe("44.1 kHz PCM audio starts with the Pro plan.");
  });
});

describe("output formats by tier (spec §9: 192 kbps from Creator, 44.1 kHz PCM from Pro)", () => {
  it.each<[string, Capability | null]>([
    ["mp3_44100_128", null],
    ["mp3_44100_192", "highBitrateAudio"],
    ["mp3_48000_128", null],
    ["mp3_48000_192", "highBitrateAudio"],
    ["mp3_48000_320", "highBitrateAudio"],
    ["opus_48000_128", null],
    ["opus_48000_192", "highBitrateAudio"],
    ["pcm_24000", null],
    ["pcm_32000", null],
    ["pcm_44100", "fullRatePcm"],
    ["pcm_48000", "fullRatePcm"],
    ["wav_24000", null],
    ["wav_44100", "fullRatePcm"],
    ["ulaw_8000", null],
    ["alaw_8000", null],
    ["flac", null],
  ])("%s needs %s", (format, capability) => {
    expect(outputFormatCapability(format)).toBe(capability);
  });

  it.each<[string, string, boolean]>([
    ["free", "mp3_44100_128", true],
    ["free", "mp3_44100_192", false],
    ["starter", "mp3_44100_192", false],
    ["creator", "mp3_44100_192", true],
    ["creator", "pcm_44100", false],
    ["pro", "pcm_44100", true],
    ["free", "pcm_24000", true],
    ["trial", "pcm_48000", true],
  ])("%s asks %s: %s", (tier, format, allowed) => {
    expect(canUseOutputFormat(tier, format)).toBe(allowed);
  });
});

describe("refusals in the ElevenLabs error shape", () => {
  it("names the capability, the plan the workspace is on and the first plan that has it", () => {
    expect(capabilityRefusal("instantVoiceCloning", "free")).toEqual({
      status: "can_not_use_instant_voice_cloning",
      requiredTier: "starter",
      message: "Instant voice cloning is not included in the Free plan: it needs the Starter plan or above. Upgrade your subscription to use it.",
    });
    expect(capabilityRefusal("professionalVoiceCloning", "starter").status).toBe("can_not_use_professional_voice_cloning");
    expect(capabilityRefusal("fullRatePcm", "creator", "The output format pcm_44100")).toEqual({
      status: "subscription_required",
      requiredTier: "pro",
      message: "The output format pcm_44100 is not included in the Creator plan: it needs the Pro plan or above. Upgrade your subscription to use it.",
    });
  });
});
