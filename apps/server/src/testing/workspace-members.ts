import { eq } from "drizzle-orm";
import { userProfile, workspaceMember } from "#db/schema/index";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import type { TestApp, TestUser } from "./test-app";

/**
 * Puts a signed-up user into another workspace as a member (as accepting an invite would), makes it
 * their current workspace (their session acts there) and gives them an API key of that workspace.
 */
export async function joinWorkspace(t: TestApp, member: TestUser, workspaceId: string, role: "admin" | "editor" = "editor", kind: "person" | "service_account" = "person"): Promise<TestUser> {
  const db = t.database.db;
  await db.insert(workspaceMember).values({ workspaceId, userId: member.userId, role, kind });
  await db.update(userProfile).set({ currentWorkspaceId: workspaceId }).where(eq(userProfile.userId, member.userId));
  const { key } = await createApiKey(db, { userId: member.userId, workspaceId, via: "session", role, isServiceAccount: kind === "service_account", keyPermissions: null }, { name: "member key" });
  return { ...member, apiKey: key, workspaceId };
}
