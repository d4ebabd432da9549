import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userIdColumn, createdAtColumn } from "./columns";

/**
 * Better Auth two-factor plugin's table (its field names: secret, backupCodes, userId, verified,
 * failedVerificationCount, lockedUntil), one row per user. `secret` is the TOTP secret encrypted
 * by the plugin with the server's auth secret (never stored in plain text). `backup_codes` is the
 * plugin's own column: Vocable turns the plugin's codes off (it stores an encrypted empty list)
 * and keeps hashed codes in `backup_code` instead. The rest is Vocable's:
 * - `last_totp_step`: the 30 s time step of the last TOTP code accepted, claimed atomically so a
 *   code (or an older one) is never accepted twice;
 * - `enrolled_at`: when the factor was confirmed with a first code (the User's totp_mfa_factor).
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: userIdColumn(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  // One factor per user: the plugin looks the row up by user and creates it when missing.
  (t) => [uniqueIndex("two_factor_user_idx").on(t.userId)],
);

/**
 * Vocable's backup codes: a set of ten per user, each usable once. Only the SHA-256 of a code is
 * stored: a code is 80 random bits, so a fast hash cannot be reversed by guessing (unlike a
 * password, which needs a slow hash), and the hash can be looked up by index and claimed with one
 * conditional UPDATE.
 */
export const backupCode = pgTable(
  "backup_code",
  {
    id: text("id").primaryKey(),
    userId: userIdColumn(),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  // Serves both the claim (user, hash) and the per-user deletes and counts (its prefix).
  (t) => [uniqueIndex("backup_code_user_hash_idx").on(t.userId, t.codeHash)],
);
