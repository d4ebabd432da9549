import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** A workspace owns the subscription, the character quota and everything generated in it. */
export const workspace = pgTable(
  "workspace",
  {
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
    /** Seats beyond the tier's default (spec §9): only trial and enterprise take a custom number; null: the default. */
    maxSeats: integer("max_seats"),
    /** When the workspace opted out of its audio being used for training (spec §3 training_opt_out); null: not opted out. */
    trainingOptOutAt: timestamp("training_opt_out_at", { withTimezone: true }),
    /**
     * Whether the holder of any of the workspace's API keys may disable it (POST
     * /v1/workspaces/api-keys/disable), overriding each key's own third_party_disable_allowed; null: each key's.
     */
    apiKeyThirdPartyDisablePolicy: boolean("api_key_third_party_disable_policy"),
    /** Members without a second factor must set one up before using the workspace (spec §3 mfa_required_for_users). */
    mfaRequiredForUsers: boolean("mfa_required_for_users").notNull().default(false),
    /**
     * Spec §3 user_auto_provisioning: a person of a verified SSO domain who signs in through the
     * workspace's identity provider becomes a member (editor) when a seat is free. Null: off.
     */
    userAutoProvisioningAt: timestamp("user_auto_provisioning_at", { withTimezone: true }),
    /** Who turned auto-provisioning on (the address is copied: it stays if they leave). */
    userAutoProvisioningBy: text("user_auto_provisioning_by"),
    nextCharacterCountResetAt: timestamp("next_character_count_reset_at", { withTimezone: true }).notNull(),
    /**
     * The instant the monthly character resets count from (a subscription's start): resets fall on
     * anchor + k months, monthly even on annual plans. Null: calendar months (a never-paid workspace).
     */
    characterResetAnchorAt: timestamp("character_reset_anchor_at", { withTimezone: true }),
    /**
     * When the character count last restarted at 0 because a new plan started (a subscription, or a
     * change that starts a new period); null: never, or an operator's plan. GET /v1/user/subscription
     * says so while the count still runs from then (usage pages count what came before too).
     */
    characterCountRestartedAt: timestamp("character_count_restarted_at", { withTimezone: true }),
    /** Characters used beyond the limit and not yet invoiced (priced per tier, spec §9 overage). */
    unbilledOverageCharacters: bigint("unbilled_overage_characters", { mode: "number" }).notNull().default(0),
    /**
     * Seconds of audio transcribed or aligned this month (speech to text and forced alignment),
     * against the tier's hours (domain audio-metering.ts); reset with the character count.
     */
    transcriptionSecondsUsed: bigint("transcription_seconds_used", { mode: "number" }).notNull().default(0),
    /** Seconds of sound effects made this month, against the tier's allowance (domain audio-metering.ts); reset with the character count. */
    soundEffectSecondsUsed: bigint("sound_effect_seconds_used", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The billing tick resets the character counts that are due, and invoices overage past a threshold.
    index("workspace_character_reset_idx").on(t.nextCharacterCountResetAt),
    index("workspace_unbilled_overage_idx").on(t.id).where(sql`${t.unbilledOverageCharacters} > 0`),
  ],
);

export const workspaceMember = pgTable(
  "workspace_member",
  {
    workspaceId: text("workspace_id")
      .notNull()
      .references(() => workspace.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** `admin` or `editor` (the domain's WORKSPACE_ROLES; admin counts as editor). */
    role: text("role").$type<"admin" | "editor">().notNull().default("admin"),
    /** A person, or a service account (a non-human member that only acts through its API keys). */
    kind: text("kind").$type<"person" | "service_account">().notNull().default("person"),
    /** A locked member keeps their membership but can do nothing in the workspace until unlocked. */
    isLocked: boolean("is_locked").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    // A user's workspaces in the order they joined (the switcher; the default workspace is the first).
    index("workspace_member_user_created_idx").on(t.userId, t.createdAt),
    // A workspace's members in the order they joined (GET /v1/workspace/members).
    index("workspace_member_workspace_created_idx").on(t.workspaceId, t.createdAt, t.userId),
  ],
);
