import { CONSENT_COOKIE, analyticsAllowed, parseStoredConsent, readCookie } from "@vocable/domain";
import type { MarketingVisitRequest } from "@vocable/contract";
import type { AppDeps } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { insertAnalyticsEvents } from "../repo";
import { ANALYTICS_RATE_LIMIT } from "./record-analytics-events";

/** The product event a marketing visit is kept as. */
export const MARKETING_VISIT_EVENT = "marketing_visit";

/**
 * Keeps an ad click's or a campaign link's parameters as a first-party product event, only when
 * the browser's consent cookie allows analytics (granted, or not applicable where it was placed);
 * otherwise nothing is kept. Nothing is sent to a third party. The e-mail address the spec's call
 * carries is never stored: a signed-in visit is linked to its account instead.
 */
export async function recordMarketingVisit(
  deps: Pick<AppDeps, "db" | "rateLimit">,
  input: { userId: string | null; rateKey: string; cookieHeader: string | undefined; request: MarketingVisitRequest; now?: Date },
): Promise<boolean> {
  if (!(await deps.rateLimit.consume(`marketing-visit:${input.rateKey}`, ANALYTICS_RATE_LIMIT)).allowed) {
    throw new AppError("rate_limited", 429, "Too many visits recorded, please try again in a minute.");
  }
  const consent = parseStoredConsent(readCookie(input.cookieHeader ?? "", CONSENT_COOKIE));
  if (!consent || !analyticsAllowed(consent)) return false;
  const { email: _never, event_type, ...campaign } = input.request;
  const properties: Record<string, string> = { event_type };
  for (const [key, value] of Object.entries(campaign)) if (value) properties[key] = value;
  await insertAnalyticsEvents(deps.db, [
    { userId: input.userId, anonymousId: input.userId ?? "visitor", name: MARKETING_VISIT_EVENT, properties, path: null, createdAt: input.now ?? new Date() },
  ]);
  return true;
}
