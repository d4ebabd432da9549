import { eq, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { preparedQuery } from "#db/prepared-query";
import { user, userProfile, workspace } from "#db/schema/index";
import { twoFactorStateSql } from "#features/accounts/two-factor/repo";
import { voiceUseSql } from "#features/voices/voices/repo";

/*
 * Reads only: GET /v1/user's rows in one statement. Each table keeps its one owner for writes; the
 * two-factor and voice parts are their repositories' own expressions.
 */

const currentUser = preparedQuery((db, name) =>
  db
    .select({ user, profile: userProfile, workspace, ...twoFactorStateSql(), ...voiceUseSql(workspace.id) })
    .from(user)
    .innerJoin(userProfile, eq(userProfile.userId, user.id))
    .innerJoin(workspace, eq(workspace.id, sql.placeholder("workspaceId")))
    .where(eq(user.id, sql.placeholder("userId")))
    .prepare(name),
);

/**
 * The user's row and profile, their workspace's row (as read: the caller applies a due monthly
 * reset), their two-factor state and the workspace's voice use since `addEditsSince`, in one
 * statement; null when the user, the profile or the workspace is gone.
 */
export async function readCurrentUserRows(db: Db, userId: string, workspaceId: string, addEditsSince: Date) {
  const [row] = await currentUser(db).execute({ userId, workspaceId, since: addEditsSince.toISOString() });
  if (!row) return null;
  const { user: userRow, profile, workspace: workspaceRow, confirmedAt, hasBackupCodes, custom, professional, addEdits } = row;
  return { user: userRow, profile, workspace: workspaceRow, twoFactor: { confirmedAt, hasBackupCodes }, voiceUse: { custom, professional, addEdits } };
}
