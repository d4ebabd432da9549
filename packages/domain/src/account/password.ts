/**
 * Credentials rules shared by the web forms and the server (issue 8 §5): a password is 8 to 128
 * characters and not only whitespace; names have length limits. The most-common-passwords check
 * needs a word list and lives on the server only.
 */

/** Fewest characters of a password (counted as Unicode code points: "😀" is one). */
export const PASSWORD_MIN_LENGTH = 8;
/** Most characters of a password (counted in UTF-16 units, as the server's auth library counts). */
export const PASSWORD_MAX_LENGTH = 128;

/** The reasons a form shows for a refused password. */
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_ONLY_SPACES = "A password cannot be only spaces.";

/**
 * Why `password` cannot be used, or null when it can. Both bounds are at least as strict as the
 * auth library's own (it counts UTF-16 units), so a password this rule accepts is never refused
 * there for its length.
 */
export function passwordProblem(password: string): string | null {
  if (password !== "" && password.trim() === "") return PASSWORD_ONLY_SPACES;
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}

/** Shown when the new password and its confirmation differ. */
export const PASSWORD_MISMATCH = "The passwords do not match.";

/**
 * Longest account name (Better Auth's `name`, shown in the shell's account box), in characters.
 * Long enough for any real full name; short enough that it cannot be used to store data.
 */
export const NAME_MAX_LENGTH = 100;
/** Longest first name (the onboarding survey and the profile's first_name), in characters. */
export const FIRST_NAME_MAX_LENGTH = 50;

/** Shown when a required name is empty. */
export const NAME_REQUIRED = "Enter your name.";

/** Why `name` cannot be used (empty after trimming, or longer than `max` characters), or null. */
export function nameProblem(name: string, max: number = NAME_MAX_LENGTH): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return NAME_REQUIRED;
  if (Array.from(trimmed).length > max) return `Use at most ${max} characters.`;
  return null;
}
