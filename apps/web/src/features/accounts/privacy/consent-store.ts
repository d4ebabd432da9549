/**
 * Analytics consent in the browser (spec accounts §4 "Analytics consent"): the visitor's decision
 * in local storage and a cookie (`xi_consent`, 360 days, strict same-site, Secure on https), and
 * the consent in force for this page in memory, where `track` reads it. The cookie outlives a
 * sign-out (which wipes `xi:` storage), so a decision is not asked again.
 */
import {
  CONSENT_COOKIE,
  parseStoredConsent,
  preferenceCookie,
  readCookie,
  resolveConsent,
  storageKey,
  type AnalyticsConsent,
  type ConsentState,
  type StoredConsent,
  type VisitorRegion,
} from "@vocable/domain";

const CONSENT_KEY = storageKey("analytics-consent");

const listeners = new Set<() => void>();
let state: ConsentState = { consent: "undecided", ask: false, persist: null };

/** The decision stored in this browser (local storage first, then the cookie), or null. */
export function readStoredConsent(): StoredConsent | null {
  try {
    const stored = parseStoredConsent(window.localStorage.getItem(CONSENT_KEY));
    if (stored) return stored;
  } catch {
    // Storage disabled: the cookie may still say.
  }
  return parseStoredConsent(readCookie(document.cookie, CONSENT_COOKIE));
}

function persist(value: StoredConsent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // The cookie still holds it.
  }
  document.cookie = preferenceCookie(CONSENT_COOKIE, value, { secure: window.location.protocol === "https:" });
}

function publish(next: ConsentState): void {
  if (next.consent === state.consent && next.ask === state.ask) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Works out the consent for this visitor once their region is known (null: not known yet). */
export function applyRegion(region: VisitorRegion | null): void {
  const next = resolveConsent(readStoredConsent(), region);
  if (next.persist) persist(next.persist);
  publish(next);
}

/** Records the visitor's answer to the banner. */
export function decideConsent(decision: "granted" | "denied"): void {
  persist(decision);
  publish({ consent: decision, ask: false, persist: null });
}

/** The consent in force. */
export function currentConsent(): AnalyticsConsent {
  return state.consent;
}

export function getConsentState(): ConsentState {
  return state;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
