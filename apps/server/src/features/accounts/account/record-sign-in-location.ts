import type { Db } from "#db/client";
import type { Config } from "#platform/env";
import type { Logger } from "#platform/logger";
import { lookupGeo } from "./geo";
import { updateUserProfile } from "./repo";

/**
 * Stores where the user is on the profile (spec §3 geo_location) when a session starts: at sign-up
 * and at every sign-in. An address the database does not know (a private network, localhost)
 * keeps the last known location. Never fails the sign-in: a failure is logged.
 */
export async function recordSignInLocation(
  deps: { db: Db; config: Pick<Config, "trustProxy">; log: Pick<Logger, "warn"> },
  userId: string,
  clientAddress: string | null | undefined,
  headers: Headers | undefined,
): Promise<void> {
  try {
    const geo = await lookupGeo(deps, clientAddress, headers);
    if (geo) await updateUserProfile(deps.db, userId, { geoLocation: geo });
  } catch (err) {
    deps.log.warn("could not record the sign-in location", err);
  }
}
