import { useSyncExternalStore } from "react";
import { getConsentState, subscribeConsent } from "./consent-store";

/** The analytics consent in force and whether the banner should ask. */
export function useConsent() {
  return useSyncExternalStore(subscribeConsent, getConsentState);
}
