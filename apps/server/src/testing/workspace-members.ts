import { eq } from "drizzle-orm";
import type { WorkspaceRole } from "@vocable/domain";
import { userProfile, workspaceMember } from "../db/schema";
import { createApiKey } from "../features/api-keys/use-cases/create-api-key";
import type { TestApp, TestUser } from "./test-app";

/**
 * Makes a signed-up user a member of another workspace with `role`, acting in it (their session
 * switches to it), with a default key of that workspace. Tests use it until invites exist: it
 * writes the rows an accepted invite would.
 */
export async function joinWorkspace(t: TestApp, member: TestUser, workspaceId: string, role: WorkspaceRole): Promise<TestUser> {
  await t.deps.db.insert(workspaceMember).values({ workspaceId, userId: member.userId, role, kind: "person" });
  await t.deps.db.update(userProfile).set({ currentWorkspaceId: workspaceId }).where(eq(userProfile.userId, member.userId));
  const { key } = await createApiKey(t.deps.db, { userId: member.userId, workspaceId, via: "session", role, isServiceAccount: false, keyPermissions: null }, { name: "member" });
  return { ...member, apiKey: key, workspaceId };
}
