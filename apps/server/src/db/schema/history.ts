import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { CharacterAlignment, Feedback, ResolvedVoiceSettings } from "@vocable/contract";
import { user } from "./auth";
import { workspace } from "./workspaces";

/** One logged generation; its audio lives in file storage under `storageKey`. */
export const historyItem = pgTable(
  "history_item",
  {
    id: text("id").primaryKey(),
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspace.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    requestId: text("request_id").notNull(),
    voiceId: text("voice_id").notNull(),
    voiceName: text("voice_name").notNull(),
    voiceCategory: text("voice_category").notNull(),
    modelId: text("model_id").notNull(),
    text: text("text").notNull(),
    settings: jsonb("settings").$type<ResolvedVoiceSettings>().notNull(),
    source: text("source").notNull().default("TTS"),
    outputFormat: text("output_format").notNull(),
    contentType: text("content_type").notNull(),
    storageKey: text("storage_key").notNull(),
    characterCountChangeFrom: integer("character_count_change_from").notNull(),
    characterCountChangeTo: integer("character_count_change_to").notNull(),
    alignment: jsonb("alignment").$type<CharacterAlignment>(),
    feedback: jsonb("feedback").$type<Feedback>(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [
    index("history_item_workspace_created_idx").on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    index("history_item_workspace_voice_idx").on(t.workspaceId, t.voiceId),
  ],
);
