/**
 * What each tier may do: the one capability table that the plan cards (plan-catalogue.ts), the
 * subscription fields of GET /v1/user/subscription (`can_use_instant_voice_cloning`, …), the
 * server's checks and the web app's locks all read (spec accounts §9, voices §9; issue 24 §1).
 *
 * Seats live here too (the per-tier figure tiers.ts hands on as `defaultMaxSeats`), and usage-based
 * billing is what tiers.ts reports as `canExtendCharacterLimit`.
 */
// A cycle with tiers.ts (which reads the seats and usage-based billing from here): both sides use
// the other only inside functions, never while the modules load.
import { TIER_DISPLAY_NAMES, tierDisplayName, type TierId } from "../tiers";

/** Every capability a plan card lists, in the order the cards list them. */
export const CAPABILITIES = [
  "voiceDesign",
  "commercialLicence",
  "instantVoiceCloning",
  "professionalVoiceCloning",
  "usageBasedBilling",
  "highBitrateAudio",
  "fullRatePcm",
  "teamSeats",
] as const;
/** A capability of a plan. */
export type Capability = (typeof CAPABILITIES)[number];

/** One tier's row: a yes or no per capability, and its seats. */
export type TierCapabilities = Readonly<Record<Capability, boolean>> & { readonly seats: number };

type Row = Omit<TierCapabilities, "teamSeats">;

const row = (yes: readonly Capability[], seats: number): Row => ({
  voiceDesign: yes.includes("voiceDesign"),
  commercialLicence: yes.includes("commercialLicence"),
  instantVoiceCloning: yes.includes("instantVoiceCloning"),
  professionalVoiceCloning: yes.includes("professionalVoiceCloning"),
  usageBasedBilling: yes.includes("usageBasedBilling"),
  highBitrateAudio: yes.includes("highBitrateAudio"),
  fullRatePcm: yes.includes("fullRatePcm"),
  seats,
});

const ALL_BUT_TEAM: readonly Capability[] = ["voiceDesign", "commercialLicence", "instantVoiceCloning", "professionalVoiceCloning", "usageBasedBilling", "highBitrateAudio", "fullRatePcm"];

/**
 * The table. Voice design is on every tier (ElevenLabs' Free plan has it). Instant cloning and the
 * commercial licence start at Starter; professional cloning, usage-based billing and 192 kbps audio
 * at Creator; 44.1 kHz PCM at Pro (spec §9: "API audio quality 192 kbps on Creator; 44.1 kHz PCM on
 * Pro"). Seats: 1 to Pro, 3 on Scale and the grant tiers (which carry Scale's figures), 5 on
 * Business, 25 on Trial and Enterprise. Trial is treated as enterprise for features, but it is not
 * paid: no commercial licence and no billed overage (its characters are unlimited anyway).
 */
const TABLE: Readonly<Record<TierId, Row>> = {
  free: row(["voiceDesign"], 1),
  starter: row(["voiceDesign", "commercialLicence", "instantVoiceCloning"], 1),
  creator: row(["voiceDesign", "commercialLicence", "instantVoiceCloning", "professionalVoiceCloning", "usageBasedBilling", "highBitrateAudio"], 1),
  pro: row(ALL_BUT_TEAM, 1),
  growing_business: row(ALL_BUT_TEAM, 3),
  scale_2024_08_10: row(ALL_BUT_TEAM, 5),
  grant_tier_1_2025_07_23: row(ALL_BUT_TEAM, 3),
  grant_tier_2_2025_07_23: row(ALL_BUT_TEAM, 3),
  trial: row(["voiceDesign", "instantVoiceCloning", "professionalVoiceCloning", "highBitrateAudio", "fullRatePcm"], 25),
  enterprise: row(ALL_BUT_TEAM, 25),
};

const NONE: TierCapabilities = { ...row([], 0), teamSeats: false };

/** The capabilities of a tier; an unknown tier has none (and no seats). */
export function tierCapabilities(tier: string): TierCapabilities {
  const found = (TABLE as Readonly<Record<string, Row | undefined>>)[tier];
  return found ? { ...found, teamSeats: found.seats > 1 } : NONE;
}

/** Whether a workspace on `tier` has `capability`. */
export function hasCapability(tier: string, capability: Capability): boolean {
  return tierCapabilities(tier)[capability];
}

/** The plans a person can pick, in the order of the cards: where "the first plan that has it" is looked for. */
const UPGRADE_ORDER: readonly TierId[] = ["free", "starter", "creator", "pro", "growing_business", "scale_2024_08_10", "enterprise"];

/** The first self-serve plan (in card order) that has `capability`; every capability has one. */
export function firstTierWith(capability: Capability): TierId {
  return UPGRADE_ORDER.find((tier) => hasCapability(tier, capability)) ?? "enterprise";
}

/** The first self-serve plan (in card order) with more than `seats` seats, or null when none has (Enterprise: contact sales). */
export function firstTierWithMoreSeats(seats: number): TierId | null {
  return UPGRADE_ORDER.find((tier) => tier !== "enterprise" && tierCapabilities(tier).seats > seats) ?? null;
}

/** What a capability is called on the cards and in refusals. */
export const CAPABILITY_NAMES: Readonly<Record<Capability, string>> = {
  voiceDesign: "Voice design",
  commercialLicence: "Commercial licence",
  instantVoiceCloning: "Instant voice cloning",
  professionalVoiceCloning: "Professional voice cloning",
  usageBasedBilling: "Usage-based billing for extra characters",
  highBitrateAudio: "192 kbps MP3 audio",
  fullRatePcm: "44.1 kHz PCM audio",
  teamSeats: "Workspace seats for a team",
};

/**
 * The capability an `output_format` needs, or null when every tier may ask for it. 192 kbps stands
 * for "192 kbps and above" of the lossy codecs (mp3_44100_192, mp3_48000_192/240/320,
 * opus_48000_192); 44.1 kHz PCM for uncompressed audio at 44.1 kHz and above (pcm_44100, pcm_48000,
 * and wav_44100, wav_48000, the same samples with a header). An id that is not a format needs nothing
 * (the format check refuses it).
 */
export function outputFormatCapability(formatId: string): Capability | null {
  const match = /^(mp3|opus|pcm|wav|ulaw|alaw)_(\d+)(?:_(\d+))?$/.exec(formatId);
  if (!match) return null;
  const [, codec, rate, bitrate] = match;
  if ((codec === "mp3" || codec === "opus") && bitrate !== undefined && Number(bitrate) >= 192) return "highBitrateAudio";
  if ((codec === "pcm" || codec === "wav") && Number(rate) >= 44_100) return "fullRatePcm";
  return null;
}

/** Whether a workspace on `tier` may ask for `formatId`. */
export function canUseOutputFormat(tier: string, formatId: string): boolean {
  const needed = outputFormatCapability(formatId);
  return needed === null || hasCapability(tier, needed);
}

/** The ElevenLabs-shaped refusal of a capability: `detail.status` and `detail.message` of a 403. */
export interface CapabilityRefusal {
  status: "can_not_use_instant_voice_cloning" | "can_not_use_professional_voice_cloning" | "can_not_use_voice_design" | "subscription_required";
  message: string;
  /** The first plan that has it (its tier id). */
  requiredTier: TierId;
}

const REFUSAL_STATUS: Readonly<Record<Capability, CapabilityRefusal["status"]>> = {
  voiceDesign: "can_not_use_voice_design",
  commercialLicence: "subscription_required",
  instantVoiceCloning: "can_not_use_instant_voice_cloning",
  professionalVoiceCloning: "can_not_use_professional_voice_cloning",
  usageBasedBilling: "subscription_required",
  highBitrateAudio: "subscription_required",
  fullRatePcm: "subscription_required",
  teamSeats: "subscription_required",
};

/**
 * The refusal when a workspace on `tier` asks for `capability`:
 * names what was asked, the plan the workspace is on and the first plan that has it.
 * `what` replaces the capability's name (e.g. "The output format pcm_44100").
 */
export function capabilityRefusal(capability: Capability, tier: string, what?: string): CapabilityRefusal {
  const requiredTier = firstTierWith(capability);
  const subject = what ?? CAPABILITY_NAMES[capability];
  return {
    status: REFUSAL_STATUS[capability],
    requiredTier,
    message: `${subject} is not included in the ${tierDisplayName(tier)} plan: it needs the ${TIER_DISPLAY_NAMES[requiredTier]} plan or above. Upgrade your subscription to use it.`,
  };
}

/** The upgrade prompt of a locked control: "Instant voice cloning starts with the Starter plan." */
export function upgradePrompt(capability: Capability): string {
  return `${CAPABILITY_NAMES[capability]} starts with the ${TIER_DISPLAY_NAMES[firstTierWith(capability)]} plan.`;
}

/** The name of the first plan that has `capability` ("Starter"). */
export function firstPlanNameWith(capability: Capability): string {
  return TIER_DISPLAY_NAMES[firstTierWith(capability)];
}
