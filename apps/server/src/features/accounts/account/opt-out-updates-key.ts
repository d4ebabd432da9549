import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The `opt_out_updates_key` of the footer link in every product e-mail (spec §7 POST
 * /v1/user/opt-out-of-updates): `<userId>.<HMAC-SHA256(secret, "opt-out-updates:" + userId)>` in
 * base64url. It names the user and proves the link came from this server, yet nothing is stored:
 * the key is recomputed to check it. It does not expire (an old e-mail's footer still works) and
 * can only do one thing, turn product updates off.
 */

const PURPOSE = "opt-out-updates:";

function signature(secret: string, userId: string): Buffer {
  return createHmac("sha256", secret).update(PURPOSE + userId).digest();
}

/** The key for a user's opt-out link. */
export function makeOptOutUpdatesKey(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId).toString("base64url")}`;
}

/** The user a key was made for, or null when it was not made by this server (or was altered). */
export function readOptOutUpdatesKey(secret: string, key: string): string | null {
  const dot = key.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = key.slice(0, dot);
  // Compared as text, so an altered encoding of the right bytes (padding, stray characters) fails too.
  const given = Buffer.from(key.slice(dot + 1));
  const expected = Buffer.from(signature(secret, userId).toString("base64url"));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The web page that opts the user out (the account-action landing's optOutOfUpdates mode). */
export function optOutUpdatesUrl(publicUrl: string, key: string): string {
  const url = new URL("/app/sign-in", publicUrl);
  url.searchParams.set("mode", "optOutOfUpdates");
  url.searchParams.set("oobCode", key);
  return url.toString();
}
