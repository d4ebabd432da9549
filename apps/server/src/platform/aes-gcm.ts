import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** An AES-256-GCM ciphertext's parts, base64url: what the sealed formats of secret boxes store. */
export interface SealedParts {
  iv: string;
  tag: string;
  data: string;
}

/** Encrypts `value` under `key` (32 bytes), bound to `aad` (a value sealed for one purpose does not open for another). */
export function aesGcmSeal(key: Buffer, aad: Buffer, value: string): SealedParts {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad);
  const data = Buffer.concat([cipher.update(value, "utf8"), cipher.final()]);
  return { iv: iv.toString("base64url"), tag: cipher.getAuthTag().toString("base64url"), data: data.toString("base64url") };
}

/** Decrypts sealed parts; throws when the key, the purpose or a byte differs. */
export function aesGcmOpen(key: Buffer, aad: Buffer, parts: SealedParts): string {
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(parts.iv, "base64url"));
  decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(parts.tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(parts.data, "base64url")), decipher.final()]).toString("utf8");
}
