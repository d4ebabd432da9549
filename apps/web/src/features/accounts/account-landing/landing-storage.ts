/**
 * What the account-action landing keeps (spec accounts §2): the link's parameters in session
 * storage (this tab, this visit) and a link's coupon in local storage until checkout uses it.
 * Every key is under the `xi:` prefix, so sign-out wipes them.
 */
import {
  LANDING_STORAGE_NAME,
  PENDING_COUPON_STORAGE_NAME,
  parseStoredLandingParams,
  storageKey,
  type StoredLandingParams,
} from "@vocable/domain";
import { readStored, writeStored } from "#lib/local-storage";

const LANDING_KEY = storageKey(LANDING_STORAGE_NAME);

/** The stored landing parameters ({} when none or unreadable). */
export function readLandingParams(): StoredLandingParams {
  try {
    const raw = window.sessionStorage.getItem(LANDING_KEY);
    return raw === null ? {} : parseStoredLandingParams(JSON.parse(raw));
  } catch {
    return {};
  }
}

/** Merges `params` into the stored landing parameters. */
export function storeLandingParams(params: StoredLandingParams): void {
  try {
    window.sessionStorage.setItem(LANDING_KEY, JSON.stringify({ ...readLandingParams(), ...params }));
  } catch {
    // Storage disabled: the link still works on this page, it is just not remembered.
  }
}

/** Forgets the stored landing parameters (a landing dialog closed, a reset done). */
export function clearLandingParams(): void {
  try {
    window.sessionStorage.removeItem(LANDING_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Keeps a link's coupon for checkout (the billing pages read it). */
export function storePendingCoupon(code: string): void {
  writeStored(PENDING_COUPON_STORAGE_NAME, { promocode: code });
}

/** The coupon waiting for checkout, if any. */
export function readPendingCoupon(): string | null {
  const stored = readStored<unknown>(PENDING_COUPON_STORAGE_NAME, null);
  const code = typeof stored === "object" && stored !== null ? (stored as { promocode?: unknown }).promocode : null;
  return typeof code === "string" ? code : null;
}

/** Forgets one stored landing parameter (e.g. the invite code once its invite is answered). */
export function forgetLandingParam(key: keyof StoredLandingParams): void {
  const { [key]: _dropped, ...rest } = readLandingParams();
  void _dropped;
  try {
    window.sessionStorage.setItem(LANDING_KEY, JSON.stringify(rest));
  } catch {
    // Storage disabled: nothing was kept.
  }
}
