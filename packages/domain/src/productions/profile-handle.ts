/**
 * A producer's profile handle (`profile_page_handle`, their public page /profiles/{handle}),
 * decided for Vocable: 3 to 30 characters, lower-case letters, digits, `-` and `_`, starting with
 * a letter, not ending with `-` or `_`, no two separators in a row, and none of the words the
 * site's own pages use. Unique (the database keeps it so); compared in lower case.
 */

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;

/** Handles that would read as the site's own pages or staff. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set(["admin", "administrator", "api", "app", "help", "login", "logout", "me", "new", "null", "operator", "payouts", "pricing", "productions", "profile", "profiles", "root", "settings", "sign-in", "sign-up", "staff", "support", "system", "undefined", "vocable"]);

/** The handle as stored: trimmed, lower case. */
export function normalizeHandle(handle: string): string {
  return handle.trim().toLowerCase();
}

/** Why the handle cannot be taken, or null when it can (uniqueness aside). */
export function handleProblem(handle: string): string | null {
  const h = normalizeHandle(handle);
  if (h.length < HANDLE_MIN || h.length > HANDLE_MAX) return `A handle is ${HANDLE_MIN} to ${HANDLE_MAX} characters long.`;
  if (!/^[a-z]/.test(h)) return "A handle starts with a letter.";
  if (!/^[a-z0-9_-]+$/.test(h)) return "A handle has only letters a–z, digits, - and _.";
  if (/[-_]$/.test(h)) return "A handle does not end with - or _.";
  if (/[-_]{2}/.test(h)) return "A handle has no two - or _ in a row.";
  if (RESERVED_HANDLES.has(h)) return `"${h}" is reserved: choose another handle.`;
  return null;
}
