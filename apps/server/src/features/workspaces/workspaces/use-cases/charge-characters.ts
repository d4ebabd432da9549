import {
  checkCharacterQuota,
  checkTranscriptionQuota,
  firstPlanNameWith,
  formatAudioSeconds,
  hasCapability,
  isUnlimited,
  soundEffectSecondsLimit,
  transcriptionSecondsLimit,
} from "@vocable/domain";
import type { Db } from "#db/client";
import { AppError } from "#platform/errors";
import { quotaSubscription } from "../quota-subscription";
import { lockWorkspace, refundWorkspaceAudioSeconds, refundWorkspaceCharacters, refundWorkspaceSoundEffectSeconds, withMonthlyReset, writeWorkspaceCharge, type WorkspaceRow } from "../repo";

export interface Charge {
  from: number;
  to: number;
}

/** Allowances other than characters that a charge draws on, in seconds. */
export interface SecondsCharge {
  /** The month's speech-to-text seconds (speech to text, forced alignment). */
  audioSeconds?: number;
  /** The month's sound-effect seconds. */
  soundEffectSeconds?: number;
}

/**
 * Charges `cost` characters to the workspace, or throws quota_exceeded without charging.
 * The row is locked for the check-and-add, so two requests at the quota edge cannot both pass;
 * a monthly reset that is due is applied in the same write.
 */
export async function chargeCharacters(db: Db, workspaceId: string, cost: number): Promise<Charge> {
  return db.transaction((tx) => chargeInTransaction(tx, workspaceId, cost));
}

/**
 * The charge inside the caller's transaction (which then holds the workspace row lock until it
 * commits, so whatever else it checks or writes is serialised with other charges).
 * `beforeCharge` runs after the lock is taken and before the quota check. `seconds` are charged
 * to the month's speech-to-text and sound-effect allowances in the same write (checked first; a
 * request that charges no characters is not refused for the characters).
 */
export async function chargeInTransaction(
  tx: Db,
  workspaceId: string,
  cost: number,
  beforeCharge?: (row: WorkspaceRow) => Promise<void>,
  seconds: SecondsCharge = {},
): Promise<Charge> {
  const audioSeconds = seconds.audioSeconds ?? 0;
  const soundEffectSeconds = seconds.soundEffectSeconds ?? 0;
  const locked = await lockWorkspace(tx, workspaceId);
  if (!locked) throw new AppError("not_found", 404, "Workspace not found.");
  await beforeCharge?.(locked);
  const { row, reset } = withMonthlyReset(locked, new Date());
  if (audioSeconds > 0) checkAudioSeconds(row, audioSeconds);
  if (soundEffectSeconds > 0) checkSoundEffectSeconds(row, soundEffectSeconds);
  const check = cost > 0 ? checkCharacterQuota(quotaSubscription(row), cost) : { ok: true };
  if (!check.ok) {
    const remaining = Math.max(0, row.characterLimit - row.characterCount);
    throw new AppError(
      "quota_exceeded",
      401,
      `This request exceeds your quota of ${row.characterLimit} characters. You have ${remaining} characters remaining, while ${cost} characters are required for this request.` + overageHint(row.tier),
    );
  }
  const to = row.characterCount + cost;
  // Characters past the limit (an allowed extension) are overage, billed per tier (billing/subscriptions/jobs/billing-tick.ts).
  const overage = isUnlimited(row.characterLimit) ? 0 : Math.max(0, to - Math.max(row.characterCount, row.characterLimit));
  await writeWorkspaceCharge(tx, workspaceId, {
    characterCount: to,
    ...(reset ? { nextCharacterCountResetAt: row.nextCharacterCountResetAt } : {}),
    ...(reset || audioSeconds > 0 ? { transcriptionSecondsUsed: row.transcriptionSecondsUsed + audioSeconds } : {}),
    ...(reset || soundEffectSeconds > 0 ? { soundEffectSecondsUsed: row.soundEffectSecondsUsed + soundEffectSeconds } : {}),
    overage,
  });
  return { from: row.characterCount, to };
}

/** Where the plan has no usage-based billing (capability table), the plan that has it: the way past the limit. */
function overageHint(tier: string): string {
  return hasCapability(tier, "usageBasedBilling") ? "" : ` Usage-based billing for extra characters starts with the ${firstPlanNameWith("usageBasedBilling")} plan.`;
}

/** Refuses `seconds` more of speech to text past the tier's monthly hours (domain audio-metering.ts). */
function checkAudioSeconds(row: WorkspaceRow, seconds: number): void {
  const limit = transcriptionSecondsLimit(row.tier);
  const check = checkTranscriptionQuota(row.transcriptionSecondsUsed, limit, seconds);
  if (check.ok) return;
  throw new AppError(
    "quota_exceeded",
    401,
    `This audio needs ${formatAudioSeconds(seconds)} of speech to text, and your plan's ${formatAudioSeconds(limit)} a month have ${formatAudioSeconds(check.remaining)} left. The allowance resets on ${row.nextCharacterCountResetAt.toISOString().slice(0, 10)}.`,
  );
}

/** Refuses `seconds` more of sound effects past the tier's monthly seconds (domain audio-metering.ts). */
function checkSoundEffectSeconds(row: WorkspaceRow, seconds: number): void {
  const limit = soundEffectSecondsLimit(row.tier);
  const check = checkTranscriptionQuota(row.soundEffectSecondsUsed, limit, seconds);
  if (check.ok) return;
  throw new AppError(
    "quota_exceeded",
    401,
    `This sound effect needs ${seconds} seconds, and your plan's ${limit.toLocaleString("en-US")} seconds of sound effects a month have ${check.remaining.toLocaleString("en-US")} left. ` +
      `The allowance resets on ${row.nextCharacterCountResetAt.toISOString().slice(0, 10)}.`,
  );
}

/** Gives back sound-effect seconds charged for work that failed or made less than was reserved. */
export async function refundSoundEffectSeconds(db: Db, workspaceId: string, seconds: number): Promise<void> {
  if (seconds <= 0) return;
  await refundWorkspaceSoundEffectSeconds(db, workspaceId, seconds);
}

/** Gives back speech-to-text seconds charged for work that failed. */
export async function refundAudioSeconds(db: Db, workspaceId: string, seconds: number): Promise<void> {
  if (seconds <= 0) return;
  await refundWorkspaceAudioSeconds(db, workspaceId, seconds);
}

/** Gives back characters charged for a generation that failed before producing audio. */
export async function refundCharacters(db: Db, workspaceId: string, cost: number): Promise<void> {
  if (cost <= 0) return;
  // The refunded characters that were past the limit come off the unbilled overage first.
  await refundWorkspaceCharacters(db, workspaceId, cost);
}
