import { and, eq, sql } from "drizzle-orm";
import { isFeatureFlag, type FeatureFlag, type FeatureFlags } from "@vocable/domain";
import type { Db } from "#db/client";
import { preparedQuery } from "#db/prepared-query";
import { workspaceFeatureFlag } from "#db/schema/index";

const flagsOfWorkspace = preparedQuery((db, name) =>
  db
    .select({ flag: workspaceFeatureFlag.flag, enabled: workspaceFeatureFlag.enabled })
    .from(workspaceFeatureFlag)
    .where(eq(workspaceFeatureFlag.workspaceId, sql.placeholder("workspaceId")))
    .prepare(name),
);

/** The flags a workspace sets itself (a flag no longer known is ignored). */
export async function findWorkspaceFeatureFlags(db: Db, workspaceId: string): Promise<Partial<FeatureFlags>> {
  const rows = await flagsOfWorkspace(db).execute({ workspaceId });
  return Object.fromEntries(rows.filter((r) => isFeatureFlag(r.flag)).map((r) => [r.flag, r.enabled]));
}

/** Sets (true or false) or clears (null: back to the instance's) a workspace's flags. */
export async function saveWorkspaceFeatureFlags(db: Db, workspaceId: string, changes: Partial<Record<FeatureFlag, boolean | null>>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [flag, enabled] of Object.entries(changes)) {
      if (enabled === null) {
        await tx.delete(workspaceFeatureFlag).where(and(eq(workspaceFeatureFlag.workspaceId, workspaceId), eq(workspaceFeatureFlag.flag, flag)));
      } else if (enabled !== undefined) {
        await tx
          .insert(workspaceFeatureFlag)
          .values({ workspaceId, flag, enabled })
          .onConflictDoUpdate({ target: [workspaceFeatureFlag.workspaceId, workspaceFeatureFlag.flag], set: { enabled, updatedAt: new Date() } });
      }
    }
  });
}
