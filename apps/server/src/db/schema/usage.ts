import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { workspaceIdColumn } from "./columns";

/**
 * Characters spent, summed per workspace, UTC hour and who/what spent them: written by
 * features/billing/usage's recordCharacterUsage in the same transaction that settles a generation (so a
 * crash never counts a generation twice or drops it), read by GET /v1/usage/character-stats.
 * Hourly rows let every ElevenLabs aggregation interval (hour, day, week, month) be answered
 * exactly. Absent parts are '' rather than null so the primary key (the upsert's target) holds.
 * user_id and api_key_id have no foreign key: the workspace's totals outlive a removed member or a
 * revoked key (their labels then read as removed).
 */
export const characterUsageHourly = pgTable(
  "character_usage_hourly",
  {
    workspaceId: workspaceIdColumn(),
    /** The start of the UTC hour the generation settled in. */
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    userId: text("user_id").notNull(),
    /** The API key that asked; '' when the request came from a signed-in session. */
    apiKeyId: text("api_key_id").notNull().default(""),
    voiceId: text("voice_id").notNull().default(""),
    modelId: text("model_id").notNull().default(""),
    /** What produced the characters (history's source: "TTS"). */
    source: text("source").notNull().default("TTS"),
    /** Characters charged in the end (charged minus refunded). */
    characters: integer("characters").notNull().default(0),
    /** Generations that delivered audio (whole or in part). */
    requests: integer("requests").notNull().default(0),
  },
  // The workspace's usage over a range is a range of the primary key; one member's usage a range of
  // the second index (usage-plans.test.ts).
  (t) => [
    primaryKey({ name: "character_usage_hourly_pk", columns: [t.workspaceId, t.hour, t.userId, t.apiKeyId, t.voiceId, t.modelId, t.source] }),
    index("character_usage_hourly_workspace_user_hour_idx").on(t.workspaceId, t.userId, t.hour),
  ],
);
