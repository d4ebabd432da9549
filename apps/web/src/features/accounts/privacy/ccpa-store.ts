/**
 * The CCPA "Do not sell or share my personal information" choice (spec accounts §4): stored in
 * local storage and a cookie (`xi_ccpa_opt_out`), synced to the account when signed in, then the
 * page reloads so everything on it starts again under the new choice. A Global Privacy Control
 * signal is an opt-out by itself. Vocable sells nothing and shares no data with advertisers; the
 * choice is recorded so that stays true for this visitor whatever is added later.
 */
import { CCPA_COOKIE, preferenceCookie, readCookie, storageKey } from "@vocable/domain";
import { api, data } from "#lib/api";

const CCPA_KEY = storageKey("ccpa-opt-out");

/** Whether the browser sends the Global Privacy Control signal. */
export function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

function parse(value: string | null): boolean | null {
  return value === "true" ? true : value === "false" ? false : null;
}

/** The stored choice (local storage, else the cookie), or null when none. */
export function readStoredCcpaOptOut(): boolean | null {
  try {
    const stored = parse(window.localStorage.getItem(CCPA_KEY));
    if (stored !== null) return stored;
  } catch {
    // Storage disabled: the cookie may still say.
  }
  return parse(readCookie(document.cookie, CCPA_COOKIE));
}

/** Stores the choice in this browser. */
export function storeCcpaOptOut(optOut: boolean): void {
  try {
    window.localStorage.setItem(CCPA_KEY, String(optOut));
  } catch {
    // The cookie still holds it.
  }
  document.cookie = preferenceCookie(CCPA_COOKIE, String(optOut), { secure: window.location.protocol === "https:" });
}

/** POST /v1/user/edit {ccpa_opt_out}: the account keeps the choice for every browser. */
export function syncCcpaOptOut(optOut: boolean): Promise<unknown> {
  return data(api.POST("/v1/user/edit", { body: { ccpa_opt_out: optOut } }));
}
