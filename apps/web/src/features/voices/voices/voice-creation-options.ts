import { firstPlanNameWith, hasCapability, upgradePrompt, type Capability } from "@vocable/domain";

/**
 * The ways to add a voice, as the "Add a new voice" chooser lists them. A way is offered when
 * the voice lab gives it a handler (all four do: instant clone and voice design open dialogs,
 * professional clone and voice library open their pages); one without shows "Coming soon".
 * A way that needs a capability of the plan (the domain's capability table, which the server's
 * checks read too) is locked on a plan without it, with an upgrade prompt.
 * Adding one is an entry here and a handler in the voice lab page.
 */
export type VoiceCreationKind = "instantClone" | "professionalClone" | "voiceDesign" | "voiceLibrary";

export interface VoiceCreationOption {
  kind: VoiceCreationKind;
  title: string;
  description: string;
  /** The capability of the plan this way needs; null when every plan has it. */
  capability: Capability | null;
}

export const VOICE_CREATION_OPTIONS: readonly VoiceCreationOption[] = [
  { kind: "instantClone", title: "Instant voice clone", description: "Clone a voice from a short recording or a few audio files, in seconds.", capability: "instantVoiceCloning" },
  { kind: "professionalClone", title: "Professional voice clone", description: "Train a voice on 30 minutes or more of clean recordings of one speaker.", capability: "professionalVoiceCloning" },
  { kind: "voiceDesign", title: "Voice design", description: "Describe a voice in words and choose from the voices made for it.", capability: "voiceDesign" },
  { kind: "voiceLibrary", title: "Voice library", description: "Add a voice that others have shared to your voices.", capability: null },
];

/** Why a way is locked: "Instant voice cloning starts with the Starter plan." and the upgrade link's text "Upgrade to Starter" (billing's PlanLock shows them). */
export interface CreationLock {
  prompt: string;
  action: string;
}

/**
 * The lock of a way on the workspace's plan (`tier`); null when the plan has what it needs, and
 * while the plan is not known yet (`tier` null: the server checks anyway).
 */
export function creationLock(option: VoiceCreationOption, tier: string | null): CreationLock | null {
  if (option.capability === null || tier === null || hasCapability(tier, option.capability)) return null;
  return { prompt: upgradePrompt(option.capability), action: `Upgrade to ${firstPlanNameWith(option.capability)}` };
}
