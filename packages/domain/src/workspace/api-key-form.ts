import { DEFAULT_API_KEY_PERMISSIONS, type ApiKeyPermission } from "./permissions";

/** The largest monthly character limit a key may have (the server's bound). */
export const MAX_KEY_CHARACTER_LIMIT = 1_000_000_000;

/** A permission as a person reads it: `text_to_speech` -> "Text to speech". */
export function permissionLabel(permission: ApiKeyPermission): string {
  const words = permission.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whether a key's listed permissions are exactly the default set (what "all" gives). */
export function isDefaultPermissionSet(permissions: readonly string[]): boolean {
  return permissions.length === DEFAULT_API_KEY_PERMISSIONS.length && DEFAULT_API_KEY_PERMISSIONS.every((p) => permissions.includes(p));
}

/** How a key's permissions read in a list: "All permissions", or the first few and how many more. */
export function permissionsSummary(permissions: readonly ApiKeyPermission[], shown = 3): string {
  if (isDefaultPermissionSet(permissions)) return "All permissions";
  if (permissions.length === 0) return "No permissions";
  const head = permissions.slice(0, shown).map(permissionLabel).join(", ");
  return permissions.length > shown ? `${head} and ${permissions.length - shown} more` : head;
}

/** The monthly character limit typed into a form: a whole number 0..MAX, or why not. */
export function parseKeyCharacterLimit(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: "Enter a whole number of characters." };
  const value = Number(trimmed);
  if (value > MAX_KEY_CHARACTER_LIMIT) return { ok: false, error: `At most ${MAX_KEY_CHARACTER_LIMIT.toLocaleString("en-US")} characters.` };
  return { ok: true, value };
}
