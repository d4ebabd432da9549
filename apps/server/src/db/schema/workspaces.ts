import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** A workspace owns the subscription, the character quota and everything generated in it. */
export const workspace = pgTable("workspace", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  ownerId: text("owner_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  tier: text("tier").notNull().default("free"),
  status: text("status").notNull().default("free"),
  billingPeriod: text("billing_period"),
  currency: text("currency"),
  characterCount: bigint("character_count", { mode: "number" }).notNull().default(0),
  characterLimit: bigint("character_limit", { mode: "number" }).notNull(),
  canExtendCharacterLimit: boolean("can_extend_character_limit").notNull().default(false),
  allowedToExtendCharacterLimit: boolean("allowed_to_extend_character_limit").notNull().default(false),
  /** The admin's cap on characters beyond the limit (POST /v1/user/edit); null: the tier's allowance. */
  maxCharacterLimitExtension: integer("max_character_limit_extension"),
  voiceLimit: integer("voice_limit").notNull(),
  professionalVoiceLimit: integer("professional_voice_limit").notNull(),
  /** The Workspace's `pronunciation_dictionary_locators`: applied to a TTS request that names none. */
  pronunciationDictionaryLocators: jsonb("pronunciation_dictionary_locators")
    .$type<{ dictionaryId: string; versionId: string | null }[]>()
    .notNull()
    .default([]),
  /** Seconds without activity after which a member's session ends (spec §3); null: no limit. */
  sessionInactivityTimeout: integer("session_inactivity_timeout"),
  nextCharacterCountResetAt: timestamp("next_character_count_reset_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const workspaceMember = pgTable(
  "workspace_member",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspace.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("admin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);
