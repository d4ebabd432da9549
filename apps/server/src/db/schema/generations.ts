import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { historyItem } from "./history";
import { workspaceIdColumn, userIdColumn, createdAtColumn } from "./columns";

/**
 * Where a generation stands. `started`: charged, being synthesised by the process `instance_id`
 * (which renews `heartbeat_at`); then exactly one of `delivered` (audio delivered whole, history
 * item kept when logging), `partial` (the client left mid-stream: only the delivered part is
 * charged), `refunded` (nothing delivered; the whole charge given back).
 */
export type GenerationState = "started" | "delivered" | "partial" | "refunded";

/** The history item a generation keeps once its audio is stored (all but what is only known at the end). */
export type PendingHistoryItem = Omit<typeof historyItem.$inferInsert, "alignment" | "partial" | "createdAt">;

/**
 * The ledger of generations (text to speech, and audio work charged by length): a row is written, in the same transaction as the
 * charge, before synthesis starts, and every later change of state carries its refund in the same
 * transaction. Rows left `started` by a process that died are settled by the survivors.
 */
export const generation = pgTable(
  "generation",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    /** The API key that asked, when a key did: its own character count is charged and refunded with the workspace's. */
    apiKeyId: text("api_key_id"),
    state: text("state").$type<GenerationState>().notNull().default("started"),
    /** The voice and model asked for (kept even with `enable_logging=false`: usage statistics count by them). */
    voiceId: text("voice_id"),
    modelId: text("model_id"),
    /** Characters charged when the generation started. */
    characters: integer("characters").notNull(),
    /** Characters given back when it settled. */
    charactersRefunded: integer("characters_refunded").notNull().default(0),
    /** What the work is: TTS (speech from text), or audio work charged by its length (audio isolation, forced alignment). */
    source: text("source").notNull().default("TTS"),
    /** Seconds of audio charged to the workspace's speech-to-text allowance (forced alignment); refunded with the characters. */
    audioSeconds: integer("audio_seconds").notNull().default(0),
    /** Seconds charged to the workspace's sound-effect allowance (reserved at the start; what was not made is refunded). */
    soundEffectSeconds: integer("sound_effect_seconds").notNull().default(0),
    instanceId: text("instance_id").notNull(),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
    /** The history item to keep (null with `enable_logging=false`). */
    item: jsonb("item").$type<PendingHistoryItem>(),
    createdAt: createdAtColumn(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    // Admission counts a workspace's running generations; the settlement sweep looks for stale ones.
    index("generation_workspace_started_idx").on(t.workspaceId).where(sql`${t.state} = 'started'`),
    index("generation_started_heartbeat_idx").on(t.heartbeatAt).where(sql`${t.state} = 'started'`),
    index("generation_settled_idx").on(t.settledAt),
  ],
);
