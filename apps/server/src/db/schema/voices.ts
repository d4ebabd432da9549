import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import type { ResolvedVoiceSettings } from "@vocable/contract";
import type { EspeakVariant } from "@vocable/speech";
import { user } from "./auth";
import { workspaceIdColumn, userIdColumn, createdAtColumn, updatedAtColumn } from "./columns";

/** A workspace's own settings for a voice (POST /v1/voices/{id}/settings/edit). */
export const voiceSettings = pgTable(
  "voice_settings",
  {
    workspaceId: workspaceIdColumn(),
    voiceId: text("voice_id").notNull(),
    settings: jsonb("settings").$type<ResolvedVoiceSettings>().notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.voiceId] })],
);

/** Where a workspace voice came from, and so how it is spoken (see `VoiceRecord.method`). */
export type VoiceMethod =
  /** Instant clone spoken by a cloning engine with its samples as the reference: real cloning. */
  | "cloned"
  /** Instant clone without a cloning engine: the nearest embedded voice reshaped to the samples. */
  | "approximation"
  /** Designed by a design-capable engine. */
  | "designed"
  /** Designed from its description's words on the embedded engines. */
  | "parametric"
  /** Professional clone fine-tuned on a trainable engine. */
  | "fine_tuned"
  /** Professional clone without a trainable engine: the embedded profile built from all its samples. */
  | "embedded_profile";

/**
 * How the voice is spoken, as stored: a VoiceRendering of @vocable/speech, except that a
 * reference rendering names the storage key of its reference WAV instead of holding the audio.
 */
export type StoredRendering =
  | { kind: "embedded"; baseVoiceId: string; variant?: EspeakVariant; rate?: number; language?: string }
  | { kind: "reference"; engineId: string; referenceKey: string; language: string }
  | { kind: "engine-voice"; engineId: string; engineVoice: string; language: string }
  /** A professional voice that has not been trained yet: nothing to speak with. */
  | { kind: "none" };

/** Professional cloning's states (ARCHITECTURE.md): created → samples_ready → verified → training → fine_tuned, or failed. */
export type PvcState = "created" | "samples_ready" | "verified" | "training" | "fine_tuned" | "failed";

/** A voice a workspace owns: cloned (instant or professional), designed, or copied from the library. */
export const voice = pgTable(
  "voice",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    /** The member who made it; null once they left. */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    labels: jsonb("labels").$type<Record<string, string>>().notNull().default({}),
    /** cloned, generated or professional (spec §3 category). */
    category: text("category").notNull(),
    /** ISO 639-1: the language it speaks. */
    language: text("language").notNull().default("en"),
    method: text("method").$type<VoiceMethod>().notNull(),
    rendering: jsonb("rendering").$type<StoredRendering>().notNull(),
    /** Speaker-embedding similarity of a sentence spoken by the voice to its samples (cosine, -1..1); null: not measured. */
    similarity: real("similarity"),
    /** What the voice is made from, as the API's `fine_tuning` and the web app explain it. */
    note: text("note"),
    pvcState: text("pvc_state").$type<PvcState>(),
    /** Training: 0..1, and the job's message. */
    trainingProgress: real("training_progress"),
    trainingMessage: text("training_message"),
    requiresVerification: boolean("requires_verification").notNull().default(false),
    isVerified: boolean("is_verified").notNull().default(false),
    /** The captcha sentence last handed out (professional voices), and the attempts at it. */
    captchaText: text("captcha_text"),
    verificationAttempts: jsonb("verification_attempts").$type<{ dateUnix: number; accepted: boolean; similarity: number | null; levenshteinDistance: number | null; recognized: string }[]>().notNull().default([]),
    manualVerificationRequestedAt: timestamp("manual_verification_requested_at", { withTimezone: true }),
    /** null, CAPTCHA or BAN: set by an operator (spec §4 voice safety). */
    safetyControl: text("safety_control"),
    /** A copy of a library voice: the voice it was copied from (kept linked to it). */
    copiedFromVoiceId: text("copied_from_voice_id"),
    /** When the owner removed the library voice this copy came from: the copy stops working then. */
    sourceRemovedAt: timestamp("source_removed_at", { withTimezone: true }),
    createdAt: createdAtColumn(6),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // The member's own voices in GET /v2/voices, newest first (keyset on created_at, id) and by name (keyset on name, id).
    index("voice_workspace_creator_created_idx").on(t.workspaceId, t.createdBy, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Names in code-point order (collate "C"): the page merges them with the premade voices sorted in JavaScript.
    index("voice_workspace_creator_name_idx").on(t.workspaceId, t.createdBy, sql`${t.name} collate "C"`, t.id),
    // Copies of a library voice, told when it is removed.
    index("voice_copied_from_idx").on(t.copiedFromVoiceId),
  ],
);

/** An audio sample of a voice, kept as mono FLAC in storage. */
export const voiceSample = pgTable(
  "voice_sample",
  {
    id: text("id").primaryKey(),
    voiceId: text("voice_id")
      .notNull()
      .references(() => voice.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** The upload's type as found from its bytes (audio/mpeg, audio/wav…). */
    mimeType: text("mime_type").notNull(),
    /** The upload's size and SHA-256 (hex): the same file twice is one sample. */
    sizeBytes: integer("size_bytes").notNull(),
    hash: text("hash").notNull(),
    durationSecs: real("duration_secs").notNull(),
    speechSecs: real("speech_secs").notNull(),
    removeBackgroundNoise: boolean("remove_background_noise").notNull().default(false),
    storageKey: text("storage_key").notNull(),
    /** Professional samples: speaker separation (not_started, pending, completed, failed) and its result. */
    separationStatus: text("separation_status").notNull().default("not_started"),
    speakers: jsonb("speakers").$type<{ speakerId: string; durationSecs: number; segments: { start: number; end: number }[] }[]>(),
    selectedSpeakerIds: jsonb("selected_speaker_ids").$type<string[]>(),
    trimStart: real("trim_start"),
    trimEnd: real("trim_end"),
    createdAt: createdAtColumn(6),
  },
  (t) => [index("voice_sample_voice_idx").on(t.voiceId, t.createdAt)],
);

/** One voice added or edited (the monthly add/edit counter of spec §9: round(1.5 x voice_limit + 50)). */
export const voiceAddEdit = pgTable(
  "voice_add_edit",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    voiceId: text("voice_id").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("voice_add_edit_workspace_created_idx").on(t.workspaceId, t.createdAt)],
);

/** A member's named group of voices (`voices.collections`), in its workspace. */
export const voiceCollection = pgTable(
  "voice_collection",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    createdBy: text("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** A short icon name or emoji the client chose (shown as given). */
    icon: text("icon").notNull().default(""),
    createdAt: createdAtColumn(6),
  },
  // GET /v1/voices/collections: the member's, newest first (keyset on created_at, id).
  (t) => [index("voice_collection_member_created_idx").on(t.workspaceId, t.createdBy, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** A voice in a collection: a workspace voice or a premade one (voice ids are not foreign keys for that reason). */
export const voiceCollectionItem = pgTable(
  "voice_collection_item",
  {
    collectionId: text("collection_id")
      .notNull()
      .references(() => voiceCollection.id, { onDelete: "cascade" }),
    voiceId: text("voice_id").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.voiceId] }), index("voice_collection_item_voice_idx").on(t.voiceId)],
);

/**
 * A voice design preview (POST /v1/text-to-voice/design, /create-previews, /{id}/remix): kept a
 * day so `POST /v1/text-to-voice` can turn it into a voice and its audio can be streamed again.
 */
export const generatedVoice = pgTable(
  "generated_voice",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    description: text("description").notNull(),
    text: text("text").notNull(),
    language: text("language").notNull(),
    method: text("method").$type<VoiceMethod>().notNull(),
    rendering: jsonb("rendering").$type<StoredRendering>().notNull(),
    /** The design's words read as traits (gender, age, accent…): labels of the voice made from it. */
    labels: jsonb("labels").$type<Record<string, string>>().notNull().default({}),
    /** The voice it remixes, when it is a remix. */
    remixOf: text("remix_of"),
    audioKey: text("audio_key").notNull(),
    mediaType: text("media_type").notNull(),
    durationSecs: real("duration_secs").notNull(),
    createdAt: createdAtColumn(),
  },
  // The daily sweep of expired previews.
  (t) => [index("generated_voice_created_idx").on(t.createdAt)],
);

/** Library sharing states (ElevenLabs `sharing.status`); see features/voices/voice-library. */
export type SharingStatus = "enabled" | "disabled" | "copied" | "copied_disabled";

/**
 * A voice shared to the voice library by its owner: what the library shows of it. A copy in
 * another workspace is a `voice` row with copied_from_voice_id pointing at the original.
 */
export const sharedVoice = pgTable(
  "shared_voice",
  {
    voiceId: text("voice_id")
      .primaryKey()
      .references(() => voice.id, { onDelete: "cascade" }),
    workspaceId: workspaceIdColumn(),
    /** The owner's public_user_id (the first segment of POST /v1/voices/add/{public_user_id}/{voice_id}). */
    publicOwnerId: text("public_owner_id").notNull(),
    status: text("status").$type<SharingStatus>().notNull(),
    name: text("name").notNull(),
    description: text("description"),
    /** The library's category: professional, high_quality, famous, generated (cloned voices are listed as high_quality). */
    category: text("category").notNull(),
    language: text("language").notNull(),
    accent: text("accent").notNull().default(""),
    gender: text("gender").notNull().default(""),
    age: text("age").notNull().default(""),
    useCase: text("use_case").notNull().default(""),
    descriptive: text("descriptive").notNull().default(""),
    freeUsersAllowed: boolean("free_users_allowed").notNull().default(true),
    liveModerationEnabled: boolean("live_moderation_enabled").notNull().default(false),
    /** Days those who copied it keep it after the owner removes it from the library. */
    noticePeriodDays: integer("notice_period_days").notNull().default(0),
    /** Set when the owner removes it: copies stop working then. */
    disableAt: timestamp("disable_at", { withTimezone: true }),
    featured: boolean("featured").notNull().default(false),
    clonedByCount: integer("cloned_by_count").notNull().default(0),
    /** Speaker embedding of the voice's preview (x-vector, 128 floats) for POST /v1/similar-voices. */
    embedding: jsonb("embedding").$type<number[]>(),
    sharedAt: timestamp("shared_at", { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  // GET /v1/shared-voices, newest first (keyset on shared_at, voice_id), over the listed ones only.
  (t) => [
    index("shared_voice_listed_idx").on(t.sharedAt.desc().nullsFirst(), t.voiceId.desc().nullsFirst()).where(sql`status in ('enabled', 'copied_disabled')`),
    // GET /v1/voices/accents: the distinct (language, accent) of the listed voices with an accent.
    index("shared_voice_accent_idx").on(t.language, t.accent).where(sql`status in ('enabled', 'copied_disabled') and accent <> ''`),
  ],
);
