import { boolean, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { updatedAtColumn, workspaceIdColumn } from "./columns";

/** A workspace's own setting of a feature flag (features/operators/feature-flags); no row: the instance's. */
export const workspaceFeatureFlag = pgTable(
  "workspace_feature_flag",
  {
    workspaceId: workspaceIdColumn(),
    flag: text("flag").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.flag] })],
);
