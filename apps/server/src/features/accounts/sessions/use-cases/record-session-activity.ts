import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { touchSession } from "../repo";

/**
 * POST /v1/user/session-activity: the web app reports that the person at the browser is active
 * (at most once per activityRecordGapMs while they are), so the server's inactivity timeout does
 * not end a session that someone is using without calling the API. Writes `last_active_at` now.
 */
export async function recordSessionActivity(db: Db, principal: Principal, now = new Date()): Promise<void> {
  if (principal.via !== "session" || !principal.sessionId) {
    throw new AppError("forbidden", 403, "Only a signed-in session has activity to record: an API key has none.");
  }
  await touchSession(db, principal.sessionId, now, 0);
}
