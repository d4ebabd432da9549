import { createHash, createHmac, randomBytes } from "node:crypto";
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_LENGTH,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
  formatBackupCode,
  totpStep,
} from "@vocable/domain";

/** A new backup code, normalized (16 characters of Crockford base32: 80 random bits). */
export function generateBackupCode(): string {
  const bytes = randomBytes(BACKUP_CODE_LENGTH);
  // 256 is a multiple of 32, so `byte % 32` keeps every character equally likely.
  return Array.from(bytes, (b) => BACKUP_CODE_ALPHABET[b % BACKUP_CODE_ALPHABET.length]).join("");
}

/** A set of new codes: the normalized form (to hash) and the form shown to the user. */
export function generateBackupCodeSet(count: number): { normalized: string[]; shown: string[] } {
  const normalized = Array.from({ length: count }, generateBackupCode);
  return { normalized, shown: normalized.map(formatBackupCode) };
}

/** What the database keeps of a backup code: its SHA-256 (see the backup_code table for why a fast hash is right). */
export function hashBackupCode(normalized: string): string {
  return createHash("sha256").update(normalized).digest("hex");
}

/**
 * The TOTP of a time step, as Better Auth's two-factor plugin computes it: HOTP (RFC 4226,
 * HMAC-SHA-1) keyed with the UTF-8 bytes of the secret string (the otpauth URI carries their
 * base32 form).
 */
export function totpForStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", Buffer.from(secret, "utf8")).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(value % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

/**
 * The time step whose code this is, among the steps the plugin accepts (now, and one either side),
 * or null when it matches none. The latest matching step wins.
 */
export function matchingTotpStep(secret: string, code: string, nowMs: number): number | null {
  const now = totpStep(nowMs, TOTP_PERIOD_SECONDS);
  for (let step = now + TOTP_WINDOW_STEPS; step >= now - TOTP_WINDOW_STEPS; step--) {
    if (totpForStep(secret, step) === code) return step;
  }
  return null;
}
