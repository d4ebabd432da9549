import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, type ExtraConfigColumn } from "drizzle-orm/pg-core";
import type { CharacterAlignment, Feedback, ResolvedVoiceSettings } from "@vocable/contract";
import { workspaceIdColumn, userIdColumn, createdAtColumn } from "./columns";

/** What a sound effect was asked for and what the engine made of it (history source SFX). */
export interface SoundSettings {
  duration_seconds: number;
  /** Whether the duration was chosen by the engine (none asked). */
  automatic_duration: boolean;
  loop: boolean;
  prompt_influence: number;
  seed: number;
  category: string;
  description: string | null;
}

const pageOrder = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;

/** One logged generation; its audio lives in file storage under `storageKey`. */
export const historyItem = pgTable(
  "history_item",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    requestId: text("request_id").notNull(),
    voiceId: text("voice_id").notNull(),
    voiceName: text("voice_name").notNull(),
    voiceCategory: text("voice_category").notNull(),
    /** The Vocable model that served the request. */
    modelId: text("model_id").notNull(),
    /** The model id the client asked for (an ElevenLabs id such as `eleven_flash_v2_5`, or a Vocable id). */
    requestedModelId: text("requested_model_id").notNull(),
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
    /** The client left mid-stream: the item holds (and was charged for) only the audio delivered. */
    partial: boolean("partial").notNull().default(false),
    /** A text-to-dialogue item's lines, each with its voice (null for a single voice's speech). */
    dialogue: jsonb("dialogue").$type<{ text: string; voice_id: string; voice_name: string }[]>(),
    /** A speech-to-speech item's original audio (the upload as FLAC) in file storage; null for other items. */
    sourceStorageKey: text("source_storage_key"),
    /** A sound effect's request and what the engine made of it; null for speech. */
    sound: jsonb("sound").$type<SoundSettings>(),
    /** The public share link's id (features/sharing/share-links): anyone holding it can play the item; null when not shared. */
    shareLinkId: text("share_link_id"),
    createdAt: createdAtColumn(6),
  },
  // Every list query orders by (created_at, id) DESC (NULLS FIRST, PostgreSQL's default for DESC)
  // or its exact reverse, so each index ends in that tail: a page is a range scan, never a sort.
  // The plan test in features/speech/history keeps the queries and these definitions in step.
  (t) => [
    // A member's own items (everyone sees their own plus what is shared with them, features/speech/history/repo.ts).
    index("history_item_workspace_user_created_idx").on(t.workspaceId, t.userId, ...pageOrder(t)),
    index("history_item_workspace_user_voice_created_idx").on(t.workspaceId, t.userId, t.voiceId, ...pageOrder(t)),
    index("history_item_workspace_user_model_created_idx").on(t.workspaceId, t.userId, t.modelId, ...pageOrder(t)),
    index("history_item_workspace_user_requested_model_created_idx").on(t.workspaceId, t.userId, t.requestedModelId, ...pageOrder(t)),
    index("history_item_workspace_user_source_created_idx").on(t.workspaceId, t.userId, t.source, ...pageOrder(t)),
    // previous_request_ids / next_request_ids: the texts of a workspace's earlier generations.
    index("history_item_workspace_request_idx").on(t.workspaceId, t.requestId),
    uniqueIndex("history_item_share_link_id_idx").on(t.shareLinkId),
    index("history_item_text_trgm_idx").using("gin", t.text.op("gin_trgm_ops")),
    index("history_item_voice_name_trgm_idx").using("gin", t.voiceName.op("gin_trgm_ops")),
  ],
);
