/**
 * The marketing visit (spec accounts §7, POST /v1/google-ads-visit): a visit that arrives from an
 * ad click (gclid) or a campaign link (utm_*) is told to our own server once, when the visitor's
 * consent allows analytics; while the banner still asks, it waits for the answer. Nothing goes to
 * Google or any third party; a failure is only logged.
 */
import { analyticsAllowed } from "@vocable/domain";
import { api } from "#lib/api";
import { currentConsent, getConsentState, subscribeConsent } from "./consent-store";

const CAMPAIGN_PARAMS = ["gclid", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
type Campaign = Partial<Record<(typeof CAMPAIGN_PARAMS)[number], string>>;

/** C0 and C1 control characters, DEL included. */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

let pending: Campaign | null = null;
let waiting: (() => void) | null = null;

/** Whether the visitor has not answered yet (region unknown, or the banner asking). */
const undecided = () => currentConsent() === "undecided" || getConsentState().ask;

function sendWhenDecided(): void {
  if (undecided()) {
    waiting ??= subscribeConsent(() => {
      if (undecided()) return;
      waiting?.();
      waiting = null;
      sendWhenDecided();
    });
    return;
  }
  const campaign = pending;
  pending = null;
  if (!campaign || !analyticsAllowed(currentConsent())) return;
  api
    .POST("/v1/google-ads-visit", { body: { event_type: "visit", ...campaign } })
    .then(({ response }) => {
      if (!response.ok) console.warn(`the marketing visit was not recorded (${response.status})`);
    })
    .catch((error: unknown) => console.warn("the marketing visit was not recorded", error));
}

/** Notes this page's campaign parameters, if it has any, and tells the server once consent allows. */
export function noteMarketingVisit(search: string): void {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_PARAMS) {
    // Control characters are no part of a campaign's name (and the server refuses them).
    const value = [...(query.get(key) ?? "")].filter((ch) => !isControl(ch.codePointAt(0)!)).join("").trim();
    if (value) campaign[key] = value.slice(0, 256);
  }
  if (Object.keys(campaign).length === 0) return;
  pending = campaign;
  sendWhenDecided();
}
