import { ANALYTICS_BATCH_MAX, ANALYTICS_EVENT_NAME_MAX, ANALYTICS_PROPERTIES_MAX_BYTES } from "@vocable/domain";
import { z } from "zod";
import { SingleLineText, StorableText } from "./strings";

/**
 * First-party product analytics (POST /v1/analytics/events): a browser that may record (consent)
 * sends a small batch of named events. Properties are one flat level of short values, so nothing
 * a page holds (a form, a document) can ride along.
 */

const EventName = SingleLineText.trim()
  .min(1, "An event name must not be empty.")
  .max(ANALYTICS_EVENT_NAME_MAX, `An event name is at most ${ANALYTICS_EVENT_NAME_MAX} characters.`);

const PropertyValue = z.union([StorableText.max(512, "A property value is at most 512 characters."), z.number(), z.boolean(), z.null()]);

const utf8Bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

const Properties = z
  .record(SingleLineText.min(1).max(64, "A property name is at most 64 characters."), PropertyValue)
  .refine((value) => utf8Bytes(value) <= ANALYTICS_PROPERTIES_MAX_BYTES, {
    message: `Properties are at most ${ANALYTICS_PROPERTIES_MAX_BYTES} bytes of JSON.`,
  });

/** The page an event happened on: a path only (the query can hold codes from e-mail links). */
const PagePath = SingleLineText.max(512, "A path is at most 512 characters.").regex(/^\//, "A path starts with /.");

export const AnalyticsEventInput = z.object({
  name: EventName,
  properties: Properties.optional(),
  path: PagePath.optional(),
});

export const AnalyticsEventsRequest = z
  .object({
    /** A random id the browser keeps while it may record (wiped on sign-out). */
    anonymous_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "anonymous_id is 8 to 64 letters, digits, _ or -."),
    events: z.array(AnalyticsEventInput).min(1).max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} events per request.`),
  })
  .meta({ id: "AnalyticsEventsRequest" });
export type AnalyticsEventsRequest = z.infer<typeof AnalyticsEventsRequest>;

export const AnalyticsEventsResponse = z.object({ accepted: z.number().int() }).meta({ id: "AnalyticsEventsResponse" });
export type AnalyticsEventsResponse = z.infer<typeof AnalyticsEventsResponse>;

/** GET /v1/geo: where the caller's address is (null when unknown). For the consent and privacy rules. */
export const GeoResponse = z.object({ country: z.string().nullable(), region: z.string().nullable() }).meta({ id: "GeoResponse" });
export type GeoResponse = z.infer<typeof GeoResponse>;

const CampaignValue = SingleLineText.max(256).nullish();

/**
 * POST /v1/google-ads-visit (spec accounts §7 "Marketing visit"): an ad click's or a campaign
 * link's parameters, kept first-party (as a product event) only when the browser's consent
 * allows; never sent to Google or anyone else.
 */
export const MarketingVisitRequest = z
  .object({
    email: z.string().max(320).nullish().meta({ description: "Only matched against the signed-in account's address; never stored." }),
    event_type: SingleLineText.trim().min(1).max(64).meta({ example: "visit" }),
    gclid: CampaignValue,
    utm_source: CampaignValue,
    utm_medium: CampaignValue,
    utm_campaign: CampaignValue,
    utm_term: CampaignValue,
    utm_content: CampaignValue,
  })
  .meta({ id: "MarketingVisitRequest" });
export type MarketingVisitRequest = z.infer<typeof MarketingVisitRequest>;

export const MarketingVisitResponse = z
  .object({
    status: z.literal("ok"),
    stored: z.boolean().meta({ description: "false: the browser's consent cookie does not allow analytics, so nothing was kept." }),
  })
  .meta({ id: "MarketingVisitResponse" });
