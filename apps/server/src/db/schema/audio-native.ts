import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { workspaceIdColumn, userIdColumn, createdAtColumn, updatedAtColumn } from "./columns";

/**
 * An Audio Native project (`client.audioNative.*`): an article, the player's settings, and its
 * conversions. A conversion is a snapshot: the `audio-native.convert` job speaks `content_text`
 * as it was when the conversion was asked for (`converting_snapshot_id`), keeps the audio under
 * `converted_audio_key`, and publishes it (`published_*`, what the public player plays) when the
 * request said so. A newer conversion supersedes one in progress.
 */
export const audioNativeProject = pgTable(
  "audio_native_project",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    /** The member who created it (may change it besides the workspace's admins). */
    userId: userIdColumn(),
    name: text("name").notNull(),
    title: text("title").notNull().default(""),
    author: text("author").notNull().default(""),
    image: text("image").notNull().default(""),
    small: boolean("small").notNull().default(false),
    textColor: text("text_color").notNull(),
    backgroundColor: text("background_color").notNull(),
    sessionization: integer("sessionization").notNull().default(0),
    /** false: the public player shows nothing (the project is kept). */
    enabled: boolean("enabled").notNull().default(true),
    /** The page that embeds the player; what updateContentFromUrl finds the project by. */
    pageUrl: text("page_url"),
    voiceId: text("voice_id").notNull(),
    modelId: text("model_id"),
    /** auto, on or off (apply_english is on with the language en). */
    textNormalization: text("text_normalization").notNull().default("auto"),
    languageCode: text("language_code"),
    /** JSON locators as the create form sent them; null: the workspace's defaults. */
    dictionaryLocators: text("dictionary_locators"),
    /** The article's readable text (from the .txt or the HTML), without title and author. */
    contentText: text("content_text").notNull().default(""),
    /** empty (no audio yet), processing, ready (published audio) or failed (the last conversion). */
    status: text("status").notNull().default("empty"),
    convertingSnapshotId: text("converting_snapshot_id"),
    /** Who asked for the conversion in progress: its characters are charged as their text to speech. */
    convertingUserId: text("converting_user_id"),
    publishWhenConverted: boolean("publish_when_converted").notNull().default(false),
    convertedSnapshotId: text("converted_snapshot_id"),
    convertedAudioKey: text("converted_audio_key"),
    publishedSnapshotId: text("published_snapshot_id"),
    publishedAudioKey: text("published_audio_key"),
    conversionError: text("conversion_error"),
    createdAt: createdAtColumn(6),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // The workspace's list, newest first (keyset on created_at, id): the index read backwards.
    index("audio_native_project_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id),
    // updateContentFromUrl: the workspace's project of a page.
    index("audio_native_project_workspace_page_idx").on(t.workspaceId, t.pageUrl),
  ],
);
