import { eq, sql } from "drizzle-orm";
import { defaultTrainingOptOut, nextCharacterReset, tierLimits, type TierId } from "@vocable/domain";
import type { Db } from "#db/client";
import { preparedQuery } from "#db/prepared-query";
import { workspace, workspaceMember } from "#db/schema/index";
import { newId } from "#platform/ids";
import type { WorkspacePlanRow } from "#features/billing/subscriptions/repo";
import { forgetAccess } from "#platform/access/access-cache";

/*
 * The one repository of the `workspace` row: every feature that locks it or writes one of its
 * columns (plans and limits, character and speech-to-text counts, settings, owner, default
 * pronunciation dictionaries, SSO auto-provisioning) calls a function here.
 */

export type WorkspaceRow = typeof workspace.$inferSelect;

/** A default pronunciation dictionary of the workspace (its `pronunciation_dictionary_locators`). */
export type StoredLocator = WorkspaceRow["pronunciationDictionaryLocators"][number];

/** The first instant of the next calendar month (UTC): when a monthly character count resets. */
export function nextMonthlyReset(from: Date): Date {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
}

/** Creates a user's personal workspace on the free tier, with the user as its admin. */
export async function createPersonalWorkspace(db: Db, user: { id: string; name: string }): Promise<string> {
  const tier: TierId = "free";
  const limits = tierLimits(tier);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(workspace).values({
      id,
      name: `${user.name || "My"}'s workspace`,
      ownerId: user.id,
      tier,
      status: "free",
      characterLimit: limits.characterLimit ?? 0,
      canExtendCharacterLimit: limits.canExtendCharacterLimit,
      allowedToExtendCharacterLimit: false,
      voiceLimit: limits.voiceLimit ?? 0,
      professionalVoiceLimit: limits.professionalVoiceLimit,
      nextCharacterCountResetAt: nextMonthlyReset(new Date()),
      // Opted out of training by default on trial and enterprise (spec §3); a plan change keeps the admin's choice.
      trainingOptOutAt: defaultTrainingOptOut(tier) ? new Date() : null,
    });
    await tx.insert(workspaceMember).values({ workspaceId: id, userId: user.id, role: "admin" });
  });
  return id;
}

/** The workspace a user acts in (their personal one until workspace switching exists). */
export async function findWorkspaceIdOfUser(db: Db, userId: string): Promise<string | null> {
  const rows = await db
    .select({ id: workspaceMember.workspaceId })
    .from(workspaceMember)
    .where(eq(workspaceMember.userId, userId))
    .orderBy(workspaceMember.createdAt)
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The reset after `now`: monthly from the subscription's anchor (even on annual plans), else the next calendar month. */
export function nextCharacterResetOf(row: Pick<WorkspaceRow, "characterResetAnchorAt">, now: Date): Date {
  return row.characterResetAnchorAt ? nextCharacterReset(row.characterResetAnchorAt, now) : nextMonthlyReset(now);
}

/** The row as it is after the monthly reset, if that reset is due at `now` (changes nothing). */
export function withMonthlyReset(row: WorkspaceRow, now: Date): { row: WorkspaceRow; reset: boolean } {
  if (row.nextCharacterCountResetAt > now) return { row, reset: false };
  return { row: { ...row, characterCount: 0, transcriptionSecondsUsed: 0, soundEffectSecondsUsed: 0, nextCharacterCountResetAt: nextCharacterResetOf(row, now) }, reset: true };
}

const workspaceById = preparedQuery((db, name) => db.select().from(workspace).where(eq(workspace.id, sql.placeholder("id"))).limit(1).prepare(name));

/** Reads a workspace; when its monthly reset is due, applies it first (a write only then). */
export async function getWorkspace(db: Db, id: string): Promise<WorkspaceRow | null> {
  const rows = await workspaceById(db).execute({ id });
  return rows[0] ? applyMonthlyReset(db, rows[0]) : null;
}

/** A workspace row just read (alone, or with other things in one statement), with its monthly reset applied when due. */
export async function applyMonthlyReset(db: Db, read: WorkspaceRow, now = new Date()): Promise<WorkspaceRow> {
  const { row, reset } = withMonthlyReset(read, now);
  if (reset) {
    await db
      .update(workspace)
      .set({ characterCount: 0, transcriptionSecondsUsed: 0, soundEffectSecondsUsed: 0, nextCharacterCountResetAt: row.nextCharacterCountResetAt })
      .where(sql`${workspace.id} = ${read.id} and ${workspace.nextCharacterCountResetAt} <= now()`);
  }
  return row;
}

/**
 * The workspace row locked for the rest of the transaction, or null when there is none. Every
 * change that checks a workspace-wide limit (characters, seats, voices, plan changes, service
 * accounts, webhooks) takes it first, so such changes of one workspace run one after another.
 */
export async function lockWorkspace(tx: Db, workspaceId: string): Promise<WorkspaceRow | null> {
  const rows = await tx.select().from(workspace).where(eq(workspace.id, workspaceId)).for("update");
  return rows[0] ?? null;
}

/**
 * Writes a charge onto the (locked) row: the new character count, the monthly reset when it was
 * due (the next reset and the speech-to-text seconds), the seconds charged, and `overage`
 * characters added to the unbilled overage.
 */
export async function writeWorkspaceCharge(
  tx: Db,
  workspaceId: string,
  charge: { characterCount: number; nextCharacterCountResetAt?: Date; transcriptionSecondsUsed?: number; soundEffectSecondsUsed?: number; overage: number },
): Promise<void> {
  await tx
    .update(workspace)
    .set({
      characterCount: charge.characterCount,
      ...(charge.nextCharacterCountResetAt ? { nextCharacterCountResetAt: charge.nextCharacterCountResetAt } : {}),
      ...(charge.transcriptionSecondsUsed !== undefined ? { transcriptionSecondsUsed: charge.transcriptionSecondsUsed } : {}),
      ...(charge.soundEffectSecondsUsed !== undefined ? { soundEffectSecondsUsed: charge.soundEffectSecondsUsed } : {}),
      ...(charge.overage > 0 ? { unbilledOverageCharacters: sql`${workspace.unbilledOverageCharacters} + ${charge.overage}` } : {}),
    })
    .where(eq(workspace.id, workspaceId));
}

/** Takes `seconds` off the month's speech-to-text seconds (not below 0). */
export async function refundWorkspaceAudioSeconds(db: Db, workspaceId: string, seconds: number): Promise<void> {
  await db
    .update(workspace)
    .set({ transcriptionSecondsUsed: sql`greatest(${workspace.transcriptionSecondsUsed} - ${seconds}, 0)` })
    .where(eq(workspace.id, workspaceId));
}

/** Takes `seconds` off the month's sound-effect seconds (not below 0). */
export async function refundWorkspaceSoundEffectSeconds(db: Db, workspaceId: string, seconds: number): Promise<void> {
  await db
    .update(workspace)
    .set({ soundEffectSecondsUsed: sql`greatest(${workspace.soundEffectSecondsUsed} - ${seconds}, 0)` })
    .where(eq(workspace.id, workspaceId));
}

/** Takes `cost` characters off the count; those of them that were past the limit come off the unbilled overage first (both read the row before the update). */
export async function refundWorkspaceCharacters(db: Db, workspaceId: string, cost: number): Promise<void> {
  await db
    .update(workspace)
    .set({
      characterCount: sql`greatest(${workspace.characterCount} - ${cost}, 0)`,
      unbilledOverageCharacters: sql`greatest(${workspace.unbilledOverageCharacters} - least(${cost}, greatest(${workspace.characterCount} - greatest(${workspace.characterLimit}, 0), 0)), 0)`,
    })
    .where(eq(workspace.id, workspaceId));
}

/** The monthly reset: the count and the speech-to-text seconds go to 0 until `next`. */
export async function resetWorkspaceCounts(tx: Db, workspaceId: string, next: Date): Promise<void> {
  await tx.update(workspace).set({ characterCount: 0, transcriptionSecondsUsed: 0, soundEffectSecondsUsed: 0, nextCharacterCountResetAt: next }).where(eq(workspace.id, workspaceId));
}

/** Sets the workspace's character limit extension fields (the admin's choice, POST /v1/user/edit). */
export async function updateWorkspaceCharacterLimitExtension(
  db: Db,
  workspaceId: string,
  patch: { allowedToExtendCharacterLimit?: boolean; maxCharacterLimitExtension?: number | null },
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(workspace).set(patch).where(eq(workspace.id, workspaceId));
}

/** The workspace's default locators. */
export async function readWorkspaceLocators(db: Db, workspaceId: string, forUpdate = false): Promise<StoredLocator[]> {
  const query = db.select({ locators: workspace.pronunciationDictionaryLocators }).from(workspace).where(eq(workspace.id, workspaceId));
  const rows = forUpdate ? await query.for("update") : await query;
  return rows[0]?.locators ?? [];
}

export async function writeWorkspaceLocators(db: Db, workspaceId: string, locators: StoredLocator[]): Promise<void> {
  await db.update(workspace).set({ pronunciationDictionaryLocators: locators }).where(eq(workspace.id, workspaceId));
}

export async function setUserAutoProvisioning(db: Db, workspaceId: string, by: { at: Date; email: string } | null): Promise<void> {
  await db
    .update(workspace)
    .set({ userAutoProvisioningAt: by?.at ?? null, userAutoProvisioningBy: by?.email ?? null })
    .where(eq(workspace.id, workspaceId));
}

/** Makes `userId` the workspace's owner. */
export async function setWorkspaceOwner(tx: Db, workspaceId: string, userId: string): Promise<void> {
  await tx.update(workspace).set({ ownerId: userId }).where(eq(workspace.id, workspaceId));
}

/** Sets or clears the workspace's training opt-out (keeps the original time while it stays on). */
export async function setTrainingOptOut(db: Db, workspaceId: string, enabled: boolean, now: Date): Promise<void> {
  await db
    .update(workspace)
    .set({ trainingOptOutAt: enabled ? sql`coalesce(${workspace.trainingOptOutAt}, ${now.toISOString()}::timestamptz)` : null })
    .where(eq(workspace.id, workspaceId));
}

/** The workspace's security settings; only the given ones change. */
export async function setSecuritySettings(
  db: Db,
  workspaceId: string,
  changes: { mfaRequiredForUsers?: boolean; sessionInactivityTimeout?: number | null },
): Promise<void> {
  if (changes.mfaRequiredForUsers === undefined && changes.sessionInactivityTimeout === undefined) return;
  await db.update(workspace).set(changes).where(eq(workspace.id, workspaceId));
  forgetAccess();
}

/**
 * Writes the plan in one statement (it takes the row lock the seat checks of invites and the
 * character charges take, so either sees the old plan or the new one); null when there is no such workspace.
 */
export async function updateWorkspacePlan(
  db: Db,
  workspaceId: string,
  plan: WorkspacePlanRow & { characterResetAnchorAt?: Date | null; characterCountRestartedAt?: Date | null; characterCount?: number; transcriptionSecondsUsed?: number; soundEffectSecondsUsed?: number; nextCharacterCountResetAt?: Date },
): Promise<{ tier: string; maxSeats: number | null } | null> {
  const rows = await db.update(workspace).set(plan).where(eq(workspace.id, workspaceId)).returning({ tier: workspace.tier, maxSeats: workspace.maxSeats });
  return rows[0] ?? null;
}

/** Takes the overage to invoice off the (locked) workspace row. */
export async function clearUnbilledOverage(tx: Db, workspaceId: string, characters: number): Promise<void> {
  await tx
    .update(workspace)
    .set({ unbilledOverageCharacters: sql`greatest(${workspace.unbilledOverageCharacters} - ${characters}, 0)` })
    .where(eq(workspace.id, workspaceId));
}

/** The workspace-wide third-party disabling policy of its API keys: true, false, or null (each key's own setting). */
export async function setApiKeyThirdPartyDisablePolicy(db: Db, workspaceId: string, allowed: boolean | null): Promise<void> {
  await db.update(workspace).set({ apiKeyThirdPartyDisablePolicy: allowed }).where(eq(workspace.id, workspaceId));
}
