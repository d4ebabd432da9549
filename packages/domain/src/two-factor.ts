/**
 * Two-factor rules shared by the server and the web app: the TOTP parameters, the shape of a
 * backup code, and how a secret is shown for reading. Pure: randomness and hashing are the
 * server's.
 */

/** TOTP as authenticator apps expect it (RFC 6238 defaults): 6 digits, a 30 s step, SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now a code is accepted for (clock drift between phone and server). */
export const TOTP_WINDOW_STEPS = 1;

/** How many backup codes one set holds. */
export const BACKUP_CODE_COUNT = 10;
/** Crockford's base32 (no I, L, O, U): easy to read back from paper, case-insensitive. */
export const BACKUP_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/** 16 characters of 5 bits: 80 random bits per code. */
export const BACKUP_CODE_LENGTH = 16;

/** The TOTP time step (counter) of a moment. */
export function totpStep(unixMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(unixMs / (period * 1000));
}

/**
 * A backup code as the server stores (hashes) it: letters lowercased, separators and spaces
 * removed, and the characters Crockford's base32 reads as others (i/l -> 1, o -> 0) mapped, so a
 * code copied by hand still matches. Null when what is left is not a code.
 */
export function normalizeBackupCode(input: string): string | null {
  const compact = input
    .toLowerCase()
    .replace(/[\s-]/g, "")
    .replace(/[il]/g, "1")
    .replace(/o/g, "0");
  if (compact.length !== BACKUP_CODE_LENGTH) return null;
  for (const ch of compact) if (!BACKUP_CODE_ALPHABET.includes(ch)) return null;
  return compact;
}

/** A normalized backup code in groups of four for display: `abcd-efgh-jkmn-pqrs`. */
export function formatBackupCode(normalized: string): string {
  return groupCharacters(normalized, 4, "-");
}

/** A string in groups of `size` for reading aloud or typing: the TOTP secret is shown this way. */
export function groupCharacters(value: string, size = 4, separator = " "): string {
  const groups: string[] = [];
  for (let i = 0; i < value.length; i += size) groups.push(value.slice(i, i + size));
  return groups.join(separator);
}

/** A TOTP code as typed: digits only (spaces removed); null unless exactly TOTP_DIGITS digits. */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/\s/g, "");
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}
