import { createHmac } from "node:crypto";
import type { Db } from "#db/client";
import { recordUserDevice } from "#features/accounts/account/repo";

/**
 * POST /v1/user/record-device-fingerprint: remembers that the user's browser reported this
 * fingerprint. Only a keyed hash is stored (HMAC with the server secret), so the table cannot be
 * matched against fingerprints collected elsewhere.
 */
export async function recordDeviceFingerprint(db: Db, secret: string, userId: string, fingerprint: string): Promise<void> {
  const hash = createHmac("sha256", secret).update(`device-fingerprint:${fingerprint}`).digest("hex");
  await recordUserDevice(db, userId, hash);
}
