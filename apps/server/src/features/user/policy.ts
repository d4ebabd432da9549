import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { workspace, workspaceMember } from "../../db/schema";

/** Whether the user administers the workspace: its owner, or a member with the admin role (spec §1: admin counts as editor). */
export async function isWorkspaceAdmin(db: Db, userId: string, workspaceId: string): Promise<boolean> {
  const [owner] = await db.select({ ownerId: workspace.ownerId }).from(workspace).where(eq(workspace.id, workspaceId)).limit(1);
  if (owner?.ownerId === userId) return true;
  const [member] = await db
    .select({ role: workspaceMember.role })
    .from(workspaceMember)
    .where(and(eq(workspaceMember.workspaceId, workspaceId), eq(workspaceMember.userId, userId)))
    .limit(1);
  return member?.role === "admin";
}
