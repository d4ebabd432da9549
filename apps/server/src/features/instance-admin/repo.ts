import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user, workspace } from "../../db/schema";

/** The account behind a caller: the address and whether its owner proved it. */
export async function findAccountEmail(db: Db, userId: string): Promise<{ email: string; emailVerified: boolean } | null> {
  const rows = await db.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId)).limit(1);
  return rows[0] ?? null;
}

/** What a plan sets on the workspace row: the tier, its subscription status and limits, and the custom seats. */
export interface WorkspacePlanRow {
  tier: string;
  status: string;
  maxSeats: number | null;
  characterLimit: number;
  canExtendCharacterLimit: boolean;
  voiceLimit: number;
  professionalVoiceLimit: number;
}

/**
 * Writes the plan in one statement (it takes the row lock the seat checks of invites take, so an
 * invite counts against either the old seats or the new ones); null when there is no such workspace.
 */
export async function updateWorkspacePlan(db: Db, workspaceId: string, plan: WorkspacePlanRow): Promise<{ tier: string; maxSeats: number | null } | null> {
  const rows = await db.update(workspace).set(plan).where(eq(workspace.id, workspaceId)).returning({ tier: workspace.tier, maxSeats: workspace.maxSeats });
  return rows[0] ?? null;
}
