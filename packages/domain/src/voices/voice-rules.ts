/**
 * Voice rules (spec voices §4, §5, §9; accounts §9): slot limits, the monthly add/edit counter,
 * when a voice needs verification, when a library voice may be copied, and when the web app
 * opens the voice-safety dialogs.
 */
import { isUnlimited, maxVoiceAddEdits } from "../tiers";

/** What a voice change would need of the workspace's limits. */
export interface VoiceSlotUse {
  /** Custom voices in use (every voice but professional ones), and the tier's limit. */
  customVoices: number;
  voiceLimit: number;
  professionalVoices: number;
  professionalVoiceLimit: number;
  /** Voices added or edited this month, against round(1.5 x voice_limit + 50). */
  addEditsThisMonth: number;
}

export type VoiceLimitProblem = "voice_limit_reached" | "professional_voice_limit_reached" | "voice_add_edit_limit_reached";

/**
 * Whether a workspace may add (`add`: one more slot of that kind) or edit a voice, or the first
 * limit it would pass. Every add and every edit counts against the monthly add/edit counter.
 */
export function voiceLimitProblem(use: VoiceSlotUse, change: { kind: "add" | "edit"; professional: boolean }): VoiceLimitProblem | null {
  if (change.kind === "add") {
    if (change.professional) {
      if (!isUnlimited(use.professionalVoiceLimit) && use.professionalVoices >= use.professionalVoiceLimit) return "professional_voice_limit_reached";
    } else if (!isUnlimited(use.voiceLimit) && use.customVoices >= use.voiceLimit) {
      return "voice_limit_reached";
    }
  }
  const maxAddEdits = maxVoiceAddEdits(use.voiceLimit);
  if (!isUnlimited(maxAddEdits) && use.addEditsThisMonth >= maxAddEdits) return "voice_add_edit_limit_reached";
  return null;
}

/** The ElevenLabs-style message for a limit reached. */
export function voiceLimitMessage(problem: VoiceLimitProblem, use: VoiceSlotUse): string {
  switch (problem) {
    case "voice_limit_reached":
      return `You have reached your maximum amount of custom voices (${use.customVoices} / ${use.voiceLimit}). You can upgrade your subscription to increase your custom voice limit.`;
    case "professional_voice_limit_reached":
      return use.professionalVoiceLimit === 0
        ? "Your subscription does not include professional voice cloning. You can upgrade your subscription to create professional voices."
        : `You have reached your maximum amount of professional voices (${use.professionalVoices} / ${use.professionalVoiceLimit}). You can upgrade your subscription to increase your professional voice limit.`;
    case "voice_add_edit_limit_reached":
      return `You have added or edited ${use.addEditsThisMonth} voices this month, the most your subscription allows (${maxVoiceAddEdits(use.voiceLimit)}). The counter resets at the start of next month; you can upgrade your subscription to raise it.`;
  }
}

/** The start of the calendar month (UTC) the add/edit counter counts from. */
export function addEditPeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Spec §5: verification is needed when the voice is not verified and (verification is required or the user is in probation). */
export function voiceNeedsVerification(voice: { isVerified: boolean; verificationRequired: boolean }, user: { isInProbation: boolean }): boolean {
  return !voice.isVerified && (voice.verificationRequired || user.isInProbation);
}

export type VoiceSharingStatus = "enabled" | "disabled" | "copied" | "copied_disabled";

/** Spec §5: a voice copy is allowed unless its sharing status is copied_disabled. */
export function voiceCopyAllowed(status: VoiceSharingStatus): boolean {
  return status !== "copied_disabled";
}

export type SafetyControl = "NONE" | "BAN" | "CAPTCHA" | null;
export type VoiceSafetyDialog = "voiceBlocked" | "voiceCaptcha";

/**
 * Spec §4 voice safety: which dialog the selected voice opens, if any. A BAN voice not yet seen
 * opens voiceBlocked; a CAPTCHA voice not yet seen opens voiceCaptcha, unless the new-cloning flow
 * is active (creationType=cloneVoice). The first load skips the dialogs; each opens once per voice.
 */
export function voiceSafetyDialog(input: {
  safetyControl: SafetyControl;
  voiceId: string;
  /** Voices whose dialog was already shown. */
  seen: ReadonlySet<string>;
  firstLoad: boolean;
  creationType: string | null;
}): VoiceSafetyDialog | null {
  if (input.firstLoad || input.seen.has(input.voiceId)) return null;
  if (input.safetyControl === "BAN") return "voiceBlocked";
  if (input.safetyControl === "CAPTCHA" && input.creationType !== "cloneVoice") return "voiceCaptcha";
  return null;
}
