/**
 * The professional voice clone wizard's steps and where a voice is in them, read from the voice
 * as GET /v1/voices/{id} answers it: its samples, `voice_verification.is_verified` and
 * `fine_tuning` (one model key: state, progress 0..1, message). Pure, so it is unit-tested.
 */
import type { Voice } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";

export type PvcStep = "create" | "samples" | "verify" | "train";

export type FineTuningState = NonNullable<Voice["fine_tuning"]>["state"][string];

export const PVC_STEPS: readonly { step: PvcStep; title: string }[] = [
  { step: "create", title: "Details" },
  { step: "samples", title: "Samples" },
  { step: "verify", title: "Verify" },
  { step: "train", title: "Train" },
];

/** What GET /v1/voices/{id} says of the training: the state, progress and message of its (one) model. */
export interface Training {
  state: FineTuningState | null;
  /** 0..1, or null before the training started. */
  progress: number | null;
  /** What it was built as ("Done. Embedded profile: no trainable engine installed…"), or null. */
  message: string | null;
}

type PvcVoice = Pick<Voice, "samples" | "fine_tuning" | "voice_verification">;

/** The voice's training, from the first model key of `fine_tuning.state` (the server sends one). */
export function trainingOf(voice: Pick<Voice, "fine_tuning">): Training {
  const ft = voice.fine_tuning;
  if (!ft) return { state: null, progress: null, message: null };
  const model = Object.keys(ft.state)[0];
  const state = model === undefined ? null : (ft.state[model] ?? null);
  const progress = model !== undefined && typeof ft.progress[model] === "number" ? ft.progress[model] : (Object.values(ft.progress)[0] ?? null);
  const message = (model !== undefined ? ft.message[model] : undefined) ?? Object.values(ft.message)[0] ?? null;
  return { state, progress: progress === null ? null : Math.min(1, Math.max(0, progress)), message: message?.trim() || null };
}

/** States in which the server is working on the voice: poll it. */
const ACTIVE: ReadonlySet<FineTuningState> = new Set<FineTuningState>(["queued", "fine_tuning", "delayed"]);

/** Whether the voice is training (or waiting to): the wizard polls it every 2 s. */
export function isTraining(state: FineTuningState | null): boolean {
  return state !== null && ACTIVE.has(state);
}

/** Whether the voice has any samples. */
export function hasSamples(voice: Pick<Voice, "samples">): boolean {
  return (voice.samples?.length ?? 0) > 0;
}

/** Whether the captcha (or an operator) has verified the voice. */
export function isVerified(voice: Pick<Voice, "voice_verification">): boolean {
  return voice.voice_verification?.is_verified === true || voice.voice_verification?.requires_verification === false;
}

/**
 * Whether the voice lab offers "Verify voice": an own instant clone the server wants verified (a
 * clone made while its owner was in probation) and that is not yet; professional voices verify in their wizard.
 */
export function needsCaptcha(voice: Pick<Voice, "category" | "is_owner" | "voice_verification">): boolean {
  const check = voice.voice_verification;
  return voice.category === "cloned" && voice.is_owner && check?.requires_verification === true && check.is_verified !== true;
}

/**
 * The step a voice reopens at: none yet → create; training, trained or failed → train; no
 * samples → samples; not verified → verify; else train.
 */
export function wizardStep(voice: PvcVoice | null): PvcStep {
  if (!voice) return "create";
  const { state } = trainingOf(voice);
  if (state !== null && state !== "not_started") return "train";
  if (!hasSamples(voice)) return "samples";
  if (!isVerified(voice)) return "verify";
  return "train";
}

/** Whether the stepper may go to `step` now (back to any step done; not past what the voice lacks; nothing else while it trains). */
export function canOpenStep(voice: PvcVoice | null, step: PvcStep): boolean {
  if (!voice) return step === "create";
  if (step === "create") return false;
  const { state } = trainingOf(voice);
  if (isTraining(state) || state === "fine_tuned") return step === "train";
  if (step === "samples") return true;
  if (step === "verify") return hasSamples(voice);
  return hasSamples(voice) && isVerified(voice);
}

/** Whether a voice card offers "Continue setup": a professional voice not trained yet. */
export function needsProfessionalSetup(voice: Pick<Voice, "category" | "fine_tuning">): boolean {
  return voice.category === "professional" && trainingOf(voice).state !== "fine_tuned";
}

/** The wizard's page of a professional voice. */
export function professionalSetupPath(voiceId: string): string {
  return APP_ROUTES.voiceLabProfessionalVoice.replace(":voiceId", encodeURIComponent(voiceId));
}

/** Progress as a whole percentage (0–100). */
export function progressPercent(progress: number | null): number {
  return Math.round(Math.min(1, Math.max(0, progress ?? 0)) * 100);
}
