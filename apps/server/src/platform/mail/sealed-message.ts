import { hkdfSync } from "node:crypto";
import { aesGcmOpen, aesGcmSeal } from "../aes-gcm";
import type { MailMessage } from "./types";

const VERSION = "v1";
/** Binds a sealed payload to its use: a ciphertext made for something else does not open here. */
const AAD = Buffer.from("vocable mail.send payload v1");

/**
 * The key that seals queued e-mails: HKDF-SHA256 of the server's auth secret, with its own label,
 * so it is never the key that signs sessions. Queued mail carries reset links and verification
 * codes; the `job` table (or Redis) holds only this ciphertext.
 */
export function mailKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "vocable", "mail.send payload key", 32));
}

/** AES-256-GCM of the message as JSON: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealMessage(key: Buffer, message: MailMessage): string {
  const { iv, tag, data } = aesGcmSeal(key, AAD, JSON.stringify(message));
  return [VERSION, iv, tag, data].join(".");
}

/** A sealed payload that does not open: tampered with, or sealed under another auth secret. */
export class UnsealError extends Error {}

export function openMessage(key: Buffer, sealed: string): MailMessage {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new UnsealError("not a sealed mail payload");
  try {
    return JSON.parse(aesGcmOpen(key, AAD, { iv, tag, data })) as MailMessage;
  } catch {
    throw new UnsealError("the mail payload does not open with this server's secret (was BETTER_AUTH_SECRET changed?)");
  }
}
