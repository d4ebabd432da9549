import { REFERRAL_COOKIES, referralAfterVisit, storageKey } from "@vocable/domain";
import { readStored, writeStored } from "../../lib/local-storage";

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
