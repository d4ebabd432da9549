import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import type { SpeechToTextWord } from "@vocable/contract";
import { workspaceIdColumn, userIdColumn, createdAtColumn } from "./columns";

/**
 * A speech-to-text transcript (POST /v1/speech-to-text, POST /v1/audio/transcriptions): the
 * uploaded audio, kept as 16 kHz mono FLAC under `audio_key`, and the job's result. A member sees
 * their own transcripts; deleting one removes its audio.
 */
export const transcript = pgTable(
  "transcript",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    requestId: text("request_id").notNull(),
    /** processing, completed or failed. */
    status: text("status").notNull().default("processing"),
    /** 0..1: the share of the audio recognised so far. */
    progress: real("progress").notNull().default(0),
    /** The model id the client asked for, and the engine that answered. */
    modelId: text("model_id").notNull(),
    engineId: text("engine_id").notNull(),
    /** ISO 639-1 code recognised in (the request's, or the engine's only language). */
    languageCode: text("language_code").notNull(),
    /** 1 when the client named the language; 0 when the engine assumed its only language without detecting it. */
    languageProbability: real("language_probability").notNull(),
    timestampsGranularity: text("timestamps_granularity").notNull().default("word"),
    fileName: text("file_name").notNull(),
    /** What the file was (wav, mp3, webm, …), from its bytes. */
    container: text("container").notNull(),
    audioKey: text("audio_key").notNull(),
    audioDurationSecs: real("audio_duration_secs").notNull(),
    /** Seconds charged to the workspace's speech-to-text allowance; given back if the transcription fails. */
    chargedSeconds: integer("charged_seconds").notNull().default(0),
    text: text("text").notNull().default(""),
    words: jsonb("words").$type<SpeechToTextWord[]>().notNull().default([]),
    error: text("error"),
    /** The request asked for the result at the workspace's webhooks (`webhook=true`). */
    notifyWebhooks: boolean("notify_webhooks").notNull().default(false),
    createdAt: createdAtColumn(6),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  // The member's list, newest first: GET /v1/speech-to-text/transcripts (keyset on created_at, id).
  (t) => [
    index("transcript_workspace_user_created_idx").on(t.workspaceId, t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Admission counts a workspace's transcriptions in progress against its tier's concurrency.
    index("transcript_workspace_processing_idx").on(t.workspaceId).where(sql`${t.status} = 'processing'`),
  ],
);
