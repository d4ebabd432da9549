import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { userIdColumn, createdAtColumn, updatedAtColumn } from "./columns";

/** Where the visitor was when they signed up or last signed in (spec §3 geo_location). */
export interface GeoLocation {
  country: string | null;
  region: string | null;
  city: string | null;
}

/** The onboarding survey's answers (spec §3 onboarding_survey). */
export interface OnboardingSurvey {
  first_name: string;
  role: string;
  subrole: string | null;
  timezone: string;
  source: string | null;
}

/** The onboarding checklist (spec §3): one entry per item id, `hidden` when the user hid it. */
export interface OnboardingChecklistState {
  checklist_id: string;
  items: { onboarding_checklist_item_id: string; is_completed: boolean }[];
  hidden: boolean;
}

/**
 * The product's side of a user (spec §3 User fields beyond Better Auth's name, e-mail and
 * verification): one row per user, written with the user by the sign-up hook. Defaults are those
 * of the spec (`is_onboarding_completed` true), so an account made before a field existed reads as
 * done; sign-up sets the onboarding fields of a new user to "to do".
 */
export const userProfile = pgTable("user_profile", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Given in the onboarding survey; until then the first word of the account's name. */
  firstName: text("first_name"),
  locale: text("locale"),
  agreesToProductUpdates: boolean("agrees_to_product_updates").notNull().default(false),
  /** Public identity for shared items: a stable random id and an optional chosen name. */
  publicUserId: text("public_user_id").notNull().unique(),
  publicUserName: text("public_user_name"),
  onboardingCompleted: boolean("onboarding_completed").notNull().default(true),
  onboardingSurvey: jsonb("onboarding_survey").$type<OnboardingSurvey>(),
  onboardingChecklist: jsonb("onboarding_checklist").$type<OnboardingChecklistState>(),
  onboardingChecklistCompleted: boolean("onboarding_checklist_completed").notNull().default(true),
  geoLocation: jsonb("geo_location").$type<GeoLocation>(),
  ccpaOptOut: boolean("ccpa_opt_out").notNull().default(false),
  /** When the user accepted the biometric (BIPA) terms; null: not accepted. */
  bipaTermsAcceptedAt: timestamp("bipa_terms_accepted_at", { withTimezone: true }),
  /** Agreement name -> unix seconds it was agreed to (spec §3 terms_agreed_to). */
  termsAgreedTo: jsonb("terms_agreed_to").$type<Record<string, number>>().notNull().default({}),
  /** The user's own referral code (made on first ask) and the code that brought them, if any. */
  referralLinkCode: text("referral_link_code").unique(),
  referredByCode: text("referred_by_code"),
  moderationWarningDismissed: boolean("moderation_warning_dismissed").notNull().default(false),
  isProducer: boolean("is_producer").notNull().default(false),
  isInProbation: boolean("is_in_probation").notNull().default(false),
  /** The producer's public profile address (/profiles/{handle}); unique, lower case. */
  profilePageHandle: text("profile_page_handle").unique(),
  promptsShown: jsonb("prompts_shown").$type<Record<string, boolean>>().notNull().default({}),
  /** The workspace the user last switched to (sessions act in it while the user is a member); null: the first joined. */
  currentWorkspaceId: text("current_workspace_id"),
  hasAlphaAccess: boolean("has_alpha_access").notNull().default(false),
  alphaAccessRequestedAt: timestamp("alpha_access_requested_at", { withTimezone: true }),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/**
 * What an account-action code is for. Each is single use and short-lived; only a SHA-256 hash of
 * the code is stored (the code itself travels only in the e-mail).
 */
export type AccountActionPurpose =
  | "sensitive-action"
  | "email-change"
  | "email-change-revert"
  | "sign-up-attempt"
  | "sign-in-request";

/**
 * Codes mailed to a user for one action: proving access to the mailbox before a sensitive action,
 * confirming a new e-mail address, reverting an e-mail change from the old address, granting
 * support access. `payload` holds what the action needs (e.g. the new or old address).
 */
export const accountActionCode = pgTable(
  "account_action_code",
  {
    id: text("id").primaryKey(),
    userId: userIdColumn(),
    purpose: text("purpose").$type<AccountActionPurpose>().notNull(),
    codeHash: text("code_hash").notNull().unique(),
    payload: jsonb("payload").$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // A fresh proof of one purpose for a user (sensitive-action checks look it up this way).
    index("account_action_code_user_purpose_idx").on(t.userId, t.purpose, t.usedAt),
    // The daily cleanup removes expired codes by range.
    index("account_action_code_expires_idx").on(t.expiresAt),
  ],
);

/** Device fingerprints a user's browsers reported (POST /v1/user/record-device-fingerprint), hashed. */
export const userDevice = pgTable(
  "user_device",
  {
    userId: userIdColumn(),
    fingerprintHash: text("fingerprint_hash").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprintHash] })],
);

/**
 * Answers to support-access requests (the verifySignInRequest link): an operator asked (`npm run
 * support -- request-access`), the user granted access until `expires_at` or declined. Kept as a
 * record for operators (`npm run support -- list`); nothing in the server acts on a grant yet.
 * `request_id` is the answered sign-in-request code's id (that row is removed once expired, so no
 * foreign key): one answer per request.
 */
export const supportAccessGrant = pgTable(
  "support_access_grant",
  {
    id: text("id").primaryKey(),
    userId: userIdColumn(),
    requestId: text("request_id").notNull().unique(),
    /** Who asked: the operator's name given to the command. */
    requestedBy: text("requested_by").notNull(),
    reason: text("reason"),
    granted: boolean("granted").notNull(),
    /** Until when access lasts; null when declined. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When the user answered. */
    createdAt: createdAtColumn(),
  },
  (t) => [
    // The operator's list, newest first, and one user's answers.
    index("support_access_grant_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("support_access_grant_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
