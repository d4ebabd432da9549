import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { ResolvedVoiceSettings } from "@vocable/contract";
import { workspace } from "./workspaces";

/** A workspace's own settings for a voice (POST /v1/voices/{id}/settings/edit). */
export const voiceSettings = pgTable(
  "voice_settings",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspace.id, { onDelete: "cascade" }),
    voiceId: text("voice_id").notNull(),
    settings: jsonb("settings").$type<ResolvedVoiceSettings>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.voiceId] })],
);
