/**
 * Privacy rules (spec accounts §4 "Analytics consent", "CCPA opt-out"; §6 server-only events):
 * which visitors must be asked before product analytics, what the stored answers mean, when the
 * "Do not sell or share" opt-out applies, and which events the browser may send at all.
 * Vocable's analytics are first-party only: events go to the server's own table.
 */
import { COOKIE_MAX_AGE_SECONDS } from "../ui-constants";

/**
 * Analytics consent: `undecided` while the visitor's region is not known yet (kept in memory
 * only), `granted` / `denied` once the visitor chose, `not_applicable` where no consent is
 * required (analytics allowed).
 */
export type AnalyticsConsent = "undecided" | "granted" | "denied" | "not_applicable";

/**
 * Countries whose visitors are asked first (ISO 3166-1 alpha-2): the 27 EU members, the other EEA
 * members (Iceland, Liechtenstein, Norway), the United Kingdom and Switzerland.
 */
export const CONSENT_REQUIRED_COUNTRIES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU",
  "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
  "IS", "LI", "NO",
  "GB", "CH",
] as const;

/** A visitor's location as the server derives it (GET /v1/geo, or the user's geo_location). */
export interface VisitorRegion {
  country: string | null;
  region: string | null;
}

function normalizeCountry(country: string | null | undefined): string | null {
  const code = country?.trim().toUpperCase();
  if (!code) return null;
  // "UK" is not ISO, but proxies and hand-written headers use it.
  return code === "UK" ? "GB" : code;
}

/** Whether a visitor from `country` must grant consent before analytics. */
export function consentRequired(country: string | null | undefined): boolean {
  const code = normalizeCountry(country);
  return code !== null && (CONSENT_REQUIRED_COUNTRIES as readonly string[]).includes(code);
}

/** The stored consent values (only decisions and "not applicable" are ever stored). */
const STORED_CONSENT = ["granted", "denied", "not_applicable"] as const;
export type StoredConsent = (typeof STORED_CONSENT)[number];

/** A stored consent value from storage or a cookie; anything else reads as nothing stored. */
export function parseStoredConsent(value: unknown): StoredConsent | null {
  return typeof value === "string" && (STORED_CONSENT as readonly string[]).includes(value) ? (value as StoredConsent) : null;
}

/** The consent in force, whether to ask, and what to store. */
export interface ConsentState {
  consent: AnalyticsConsent;
  /** Show the Accept / Decline banner. */
  ask: boolean;
  /** Write this to storage and the cookie (null: store nothing; a default is not a decision). */
  persist: StoredConsent | null;
}

/**
 * The consent for a visitor. A decision (granted or denied) stands wherever they are. Otherwise:
 * region unknown (still loading) -> undecided in memory, no banner; a consent region -> denied by
 * default and the banner asks; any other region -> not applicable, stored.
 *
 * The spec stores granted and not applicable; a refusal is stored too, so that a visitor who
 * declined is not asked again on every page.
 */
export function resolveConsent(stored: StoredConsent | null, region: VisitorRegion | null | undefined): ConsentState {
  if (stored === "granted" || stored === "denied") return { consent: stored, ask: false, persist: null };
  if (!region) return { consent: stored === "not_applicable" ? "not_applicable" : "undecided", ask: false, persist: null };
  if (consentRequired(region.country)) return { consent: "denied", ask: true, persist: null };
  // A country we cannot place asks nothing and stores nothing: it may be known next time.
  if (normalizeCountry(region.country) === null) return { consent: "undecided", ask: false, persist: null };
  return { consent: "not_applicable", ask: false, persist: stored === "not_applicable" ? null : "not_applicable" };
}

/** Whether product analytics may be recorded under this consent. */
export function analyticsAllowed(consent: AnalyticsConsent): boolean {
  return consent === "granted" || consent === "not_applicable";
}

/** Cookie of the consent decision (names carry the product prefix, spec §9). */
export const CONSENT_COOKIE = "xi_consent";
/** Cookie of the CCPA opt-out. */
export const CCPA_COOKIE = "xi_ccpa_opt_out";

/**
 * A `Set-Cookie`-style string for `document.cookie`: 360 days (spec §9), the whole site, strict
 * same-site, Secure on https. The value is URI-encoded.
 */
export function preferenceCookie(name: string, value: string, opts: { secure: boolean; maxAgeSeconds?: number }): string {
  const maxAge = opts.maxAgeSeconds ?? COOKIE_MAX_AGE_SECONDS;
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${opts.secure ? "; Secure" : ""}`;
}

/** The value of cookie `name` in a `document.cookie` string, or null. A malformed value is null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** US states where the "Do not sell or share my personal information" opt-out applies. */
export const CCPA_REGIONS = ["ca", "ct", "co", "ut", "va", "or", "mt", "tx"] as const;

/** Full names of those states, for location sources that give names rather than codes. */
const CCPA_REGION_NAMES: Record<string, (typeof CCPA_REGIONS)[number]> = {
  california: "ca",
  connecticut: "ct",
  colorado: "co",
  utah: "ut",
  virginia: "va",
  oregon: "or",
  montana: "mt",
  texas: "tx",
};

function usStateCode(region: string | null | undefined): string | null {
  const value = region?.trim().toLowerCase();
  if (!value) return null;
  const code = value.startsWith("us-") ? value.slice(3) : value;
  return CCPA_REGION_NAMES[code] ?? code;
}

/**
 * Whether the CCPA opt-out applies: a visitor in one of {@link CCPA_REGIONS} of the United States
 * (region as "CA", "US-CA" or "California"), or any browser sending the Global Privacy Control signal.
 */
export function ccpaApplies(region: VisitorRegion | null | undefined, globalPrivacyControl: boolean): boolean {
  if (globalPrivacyControl) return true;
  if (!region || normalizeCountry(region.country) !== "US") return false;
  const code = usStateCode(region.region);
  return code !== null && (CCPA_REGIONS as readonly string[]).includes(code);
}

/**
 * Whether the visitor has opted out: a Global Privacy Control signal is an opt-out by itself;
 * otherwise, signed in, the account's `ccpa_opt_out` (every browser's choice is synced to it, so the
 * latest choice made in any browser holds in all of them); signed out (`account` null), this
 * browser's stored choice.
 */
export function ccpaOptedOut(input: { stored: boolean | null; account: boolean | null | undefined; globalPrivacyControl: boolean }): boolean {
  if (input.globalPrivacyControl) return true;
  return input.account ?? input.stored ?? false;
}

/** The label of the CCPA control. */
export const CCPA_CONTROL_LABEL = "Do not sell or share my personal information";

/**
 * Events only the server records (billing, charging, account changes): the browser never sends
 * them, and the analytics endpoint refuses them, so a page cannot forge a payment or a charge.
 */
export const SERVER_ONLY_EVENTS = [
  "subscription_created",
  "subscription_upgraded",
  "subscription_downgraded",
  "subscription_cancelled",
  "subscription_renewed",
  "payment_succeeded",
  "payment_failed",
  "invoice_paid",
  "checkout_completed",
  "generation_charged",
  "generation_refunded",
  "email_verified",
  "password_reset_completed",
  "account_deleted",
] as const;
export type ServerOnlyEvent = (typeof SERVER_ONLY_EVENTS)[number];

/** Whether `name` is a server-only event id (compared case-insensitively, trimmed). */
export function isServerOnlyEvent(name: string): boolean {
  return (SERVER_ONLY_EVENTS as readonly string[]).includes(name.trim().toLowerCase());
}

/** Longest event name. */
export const ANALYTICS_EVENT_NAME_MAX = 64;
/** Most events in one batch sent to the server. */
export const ANALYTICS_BATCH_MAX = 20;
/** Largest properties object of one event, as UTF-8 JSON bytes. */
export const ANALYTICS_PROPERTIES_MAX_BYTES = 2048;
/** Events are kept this many days, then removed by the daily cleanup. */
export const ANALYTICS_RETENTION_DAYS = 180;

/** Words of a property name that could hold a credential; such properties are dropped. */
const SECRET_WORDS = new Set(["password", "passwd", "passphrase", "pwd", "secret", "token", "otp", "totp", "credential", "credentials", "apikey"]);
const SECRET_PAIRS = new Set(["api key", "backup code", "recovery code", "verification code", "oob code"]);

/** Whether a property name reads like a credential ("password", "newPassword", "api_key", "backupCode"...). */
export function isSecretPropertyName(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
  return words.some((w, i) => SECRET_WORDS.has(w) || (i > 0 && SECRET_PAIRS.has(`${words[i - 1]} ${w}`)));
}

/**
 * An event's properties without anything that could be a password or another secret. The app
 * records no input values (no autocapture); this catches a property named like a credential that
 * a call site passes by mistake.
 */
export function scrubEventProperties(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).filter(([key]) => !isSecretPropertyName(key)));
}

/** Why an event is not sent (or null when it may be). */
export type AnalyticsBlock = "no_consent" | "server_only" | "invalid_name";

/** Whether the browser may send event `name` under `consent`. */
export function analyticsEventBlock(name: string, consent: AnalyticsConsent): AnalyticsBlock | null {
  if (!analyticsAllowed(consent)) return "no_consent";
  if (isServerOnlyEvent(name)) return "server_only";
  if (!/^[a-z][a-z0-9_]*$/.test(name) || name.length > ANALYTICS_EVENT_NAME_MAX) return "invalid_name";
  return null;
}
