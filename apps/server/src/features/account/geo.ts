import type { GeoLocation } from "../../db/schema";
import type { AppDeps } from "../../platform/app-env";

/**
 * Where a client address is (spec §3 geo_location), from a GeoIP database shipped with the server;
 * never an outside service. STUB of the `landing` branch: it places nobody. The accounts lead
 * replaces it with the real lookup at merge time; callers already treat unknown fields as null.
 */
export async function lookupGeo(_deps: Pick<AppDeps, "config">, _clientAddress: string | undefined): Promise<GeoLocation> {
  return { country: null, region: null, city: null };
}
