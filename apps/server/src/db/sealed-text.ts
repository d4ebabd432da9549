import { createHash, hkdfSync } from "node:crypto";
import { aesGcmOpen, aesGcmSeal } from "#platform/aes-gcm";
import { customType } from "drizzle-orm/pg-core";

/**
 * A text column whose values are sealed at rest (AES-256-GCM) and read back in the clear, for
 * secrets the server must use again and that a library reads straight from the row (the SSO
 * plugin reads the OIDC client secret from `sso_provider.oidc_config`). Writers seal with
 * `sealText(key, …)`; reads open with whichever registered key sealed the value, found by its key
 * id, so several apps with different secrets can share one process (tests do). The key is HKDF of
 * the server's auth secret under its own label: a copy of the database alone opens nothing.
 */
const VERSION = "s1";
const AAD = Buffer.from("vocable sealed column v1");
const keys = new Map<string, Buffer>();

/** The key that seals column values for the server with this auth secret (registered for reads). */
export function sealedTextKey(authSecret: string): Buffer {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "vocable", "sealed column key", 32));
  keys.set(keyId(key), key);
  return key;
}

function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 11);
}

/** `s1.<key id>.<iv>.<tag>.<ciphertext>`. */
export function sealText(key: Buffer, value: string): string {
  const { iv, tag, data } = aesGcmSeal(key, AAD, value);
  return [VERSION, keyId(key), iv, tag, data].join(".");
}

/** A sealed value that does not open: tampered with, or sealed under another auth secret. */
export class SealedTextError extends Error {}

/** Opens a sealed value; anything not sealed (an older plain row) is returned as it is. */
export function openSealedText(stored: string): string {
  if (!stored.startsWith(`${VERSION}.`)) return stored;
  const [, id, iv, tag, data] = stored.split(".");
  const key = id ? keys.get(id) : undefined;
  if (!key || !iv || !tag || data === undefined) throw new SealedTextError("a sealed column value does not open with this server's secret (was BETTER_AUTH_SECRET changed?)");
  try {
    return aesGcmOpen(key, AAD, { iv, tag, data });
  } catch {
    throw new SealedTextError("a sealed column value was altered");
  }
}

/** The column type: stored sealed (writers seal), read in the clear. */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => "text",
  fromDriver: (value) => openSealedText(value),
});
