import { hkdfSync, randomBytes } from "node:crypto";
import { aesGcmOpen, aesGcmSeal } from "#platform/aes-gcm";
import type { Auth } from "#platform/auth";
import { serverSecret } from "#features/accounts/account/server-secret";

const VERSION = "v1";
/** Binds a sealed value to webhooks: a ciphertext sealed for something else does not open here. */
const AAD = Buffer.from("vocable workspace_webhook secret v1");

/**
 * The key that seals webhook secrets and request headers at rest: HKDF-SHA256 of the server's
 * auth secret with its own label (never the key that signs sessions or seals queued mail). The
 * server must read a secret to sign with it, so it is encrypted rather than hashed.
 */
export function webhookSecretKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "vocable", "workspace_webhook secret key", 32));
}

/** The key of this server (from Better Auth's secret). */
export async function webhookKeyOf(auth: Auth): Promise<Buffer> {
  return webhookSecretKey(await serverSecret(auth));
}

/** AES-256-GCM of a string: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(key: Buffer, value: string): string {
  const { iv, tag, data } = aesGcmSeal(key, AAD, value);
  return [VERSION, iv, tag, data].join(".");
}

/** A sealed value that does not open: tampered with, or sealed under another auth secret. */
export class SecretUnsealError extends Error {}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new SecretUnsealError("not a sealed webhook secret");
  try {
    return aesGcmOpen(key, AAD, { iv, tag, data });
  } catch {
    throw new SecretUnsealError("the webhook secret does not open with this server's secret (was BETTER_AUTH_SECRET changed?)");
  }
}

/** A new signing secret: `wsec_` and 32 random bytes in hex. */
export function newWebhookSecret(): string {
  return `wsec_${randomBytes(32).toString("hex")}`;
}
