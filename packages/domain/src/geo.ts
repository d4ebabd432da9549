/**
 * Where a visitor is (spec accounts §3 geo_location) and what follows from it. `country` is the
 * ISO 3166-1 alpha-2 code in capitals ("US"); `region` the ISO 3166-2 subdivision code without the
 * country, in lower case ("il", the form of the spec's CCPA region list "ca, ct, co, ..."), or null
 * when it is not known; `city` the place name as the GeoIP database or the proxy gives it.
 */
export interface GeoLocation {
  country: string | null;
  region: string | null;
  city: string | null;
}

/** US states, the District of Columbia and the inhabited territories: name -> ISO 3166-2 code. */
const US_SUBDIVISIONS: Record<string, string> = {
  Alabama: "al", Alaska: "ak", Arizona: "az", Arkansas: "ar", California: "ca", Colorado: "co",
  Connecticut: "ct", Delaware: "de", "District of Columbia": "dc", Florida: "fl", Georgia: "ga",
  Hawaii: "hi", Idaho: "id", Illinois: "il", Indiana: "in", Iowa: "ia", Kansas: "ks", Kentucky: "ky",
  Louisiana: "la", Maine: "me", Maryland: "md", Massachusetts: "ma", Michigan: "mi", Minnesota: "mn",
  Mississippi: "ms", Missouri: "mo", Montana: "mt", Nebraska: "ne", Nevada: "nv", "New Hampshire": "nh",
  "New Jersey": "nj", "New Mexico": "nm", "New York": "ny", "North Carolina": "nc", "North Dakota": "nd",
  Ohio: "oh", Oklahoma: "ok", Oregon: "or", Pennsylvania: "pa", "Rhode Island": "ri",
  "South Carolina": "sc", "South Dakota": "sd", Tennessee: "tn", Texas: "tx", Utah: "ut", Vermont: "vt",
  Virginia: "va", Washington: "wa", "West Virginia": "wv", Wisconsin: "wi", Wyoming: "wy",
  "American Samoa": "as", Guam: "gu", "Northern Mariana Islands": "mp", "Puerto Rico": "pr",
  "U.S. Virgin Islands": "vi", "United States Minor Outlying Islands": "um",
};

/** Canadian provinces and territories: name -> ISO 3166-2 code. */
const CA_SUBDIVISIONS: Record<string, string> = {
  Alberta: "ab", "British Columbia": "bc", Manitoba: "mb", "New Brunswick": "nb",
  "Newfoundland and Labrador": "nl", "Northwest Territories": "nt", "Nova Scotia": "ns", Nunavut: "nu",
  Ontario: "on", "Prince Edward Island": "pe", Quebec: "qc", Saskatchewan: "sk", Yukon: "yt",
};

const SUBDIVISIONS_BY_COUNTRY: Record<string, Record<string, string>> = { US: US_SUBDIVISIONS, CA: CA_SUBDIVISIONS };

/**
 * The ISO 3166-2 code (lower case, without the country) of a subdivision a GeoIP database names in
 * English, or null when this table does not know the country or the name. Only the US and Canada
 * are listed: the rules that read a region (biometric terms, CCPA) are about US states.
 */
export function subdivisionCode(country: string, name: string): string | null {
  const table = SUBDIVISIONS_BY_COUNTRY[country.toUpperCase()];
  if (!table) return null;
  const wanted = name.trim().toLowerCase();
  for (const [known, code] of Object.entries(table)) if (known.toLowerCase() === wanted) return code;
  return null;
}

/** A country code as stored: two letters in capitals, or null for anything else (e.g. Cloudflare's "XX", "T1" for Tor). */
export function normalizeCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}

/** A region code as stored: 1 to 3 letters or digits in lower case (ISO 3166-2 suffixes), or null. */
export function normalizeRegionCode(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase() ?? "";
  return /^[a-z0-9]{1,3}$/.test(code) ? code : null;
}

/** The date the updated biometric (BIPA) terms took effect (spec §4 Updated terms). */
export const BIPA_TERMS_EFFECTIVE_DATE = "May 31, 2024";

/** Whether a visitor from here must accept the biometric terms: the Illinois US region (spec §4). */
export function requiresBiometricTerms(geo: GeoLocation | null | undefined): boolean {
  return geo?.country === "US" && geo.region === "il";
}

/** Whether the Updated Terms modal blocks the app (spec §4): required by the region and not yet accepted. */
export function isUpdatedTermsModalOpen(user: { geo_location: GeoLocation | null; accepted_bipa_terms: boolean } | null | undefined): boolean {
  return !!user && requiresBiometricTerms(user.geo_location) && !user.accepted_bipa_terms;
}
