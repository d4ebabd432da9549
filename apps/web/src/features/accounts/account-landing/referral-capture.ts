import { parseReferralRecord, REFERRAL_COOKIES, referralAfterVisit, storageKey } from "@vocable/domain";
import { readStored, writeStored } from "#lib/local-storage";

/** Name (under `xi:`) of the referral record in local storage. */
const REFERRAL_STORAGE_NAME = "referral";

/**
 * Applies the referral rule (spec accounts §4 "Referral") to this visit: a referral code in the
 * address starts a 90-day record; a paid-search click or a partner key clears it, and the referral
 * cookies go 2 seconds later (once the page's own scripts had their look); an expired record is dropped.
 */
export function captureReferral(search: string, now: number = Date.now()): void {
  const update = referralAfterVisit({ stored: readStored<unknown>(REFERRAL_STORAGE_NAME, null), query: new URLSearchParams(search), now });
  if (update.kind === "store") writeStored(REFERRAL_STORAGE_NAME, update.record);
  else if (update.kind === "keep" && update.record === null) window.localStorage.removeItem(storageKey(REFERRAL_STORAGE_NAME));
  else if (update.kind === "clear") {
    window.localStorage.removeItem(storageKey(REFERRAL_STORAGE_NAME));
    setTimeout(() => {
      for (const name of REFERRAL_COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`;
    }, update.removeCookiesAfterMs);
  }
}

/**
 * The referral code this browser kept (still within its 90 days), removed as it is taken: a new
 * account hands it to the server once, after its onboarding survey.
 */
export function takeStoredReferral(now: number = Date.now()): string | null {
  const record = parseReferralRecord(readStored<unknown>(REFERRAL_STORAGE_NAME, null), now);
  window.localStorage.removeItem(storageKey(REFERRAL_STORAGE_NAME));
  return record?.value ?? null;
}
