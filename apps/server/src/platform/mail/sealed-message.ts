import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
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
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(AAD);
  const data = Buffer.concat([cipher.update(JSON.stringify(message), "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** A sealed payload that does not open: tampered with, or sealed under another auth secret. */
export class UnsealError extends Error {}

export function openMessage(key: Buffer, sealed: string): MailMessage {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new UnsealError("not a sealed mail payload");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(AAD);
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const json = Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    return JSON.parse(json) as MailMessage;
  } catch {
    throw new UnsealError("the mail payload does not open with this server's secret (was BETTER_AUTH_SECRET changed?)");
  }
}
