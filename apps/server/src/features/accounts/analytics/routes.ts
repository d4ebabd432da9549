import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { AnalyticsEventsRequest, AnalyticsEventsResponse, ErrorBody, GeoResponse, MarketingVisitRequest, MarketingVisitResponse } from "@vocable/contract";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps, AppEnv, Principal } from "#platform/app-env";
import { clientIp } from "#platform/client-ip";
import { AppError, validationHook } from "#platform/errors";
import { json, jsonBody } from "#platform/openapi";
import { lookupGeo } from "#features/accounts/account/geo";
import { requestSite } from "#platform/request-site";
import { recordAnalyticsEvents } from "./use-cases/record-analytics-events";
import { recordMarketingVisit } from "./use-cases/record-marketing-visit";

/** A batch of 20 events of 2 KB properties each, with room for names and paths. */
const EVENTS_BODY_LIMIT = 64 * 1024;

const events = createRoute({
  method: "post",
  path: "/v1/analytics/events",
  tags: ["analytics"],
  summary: "Record first-party product events from the app's own pages (session optional)",
  request: { body: jsonBody(AnalyticsEventsRequest) },
  responses: {
    200: json(AnalyticsEventsResponse),
    400: json(ErrorBody, "A server-only event id"),
    403: json(ErrorBody, "Sent from another site"),
    422: json(ErrorBody, "Validation error"),
    429: json(ErrorBody, "Too many requests"),
  },
});

const visit = createRoute({
  method: "post",
  path: "/v1/google-ads-visit",
  tags: ["analytics"],
  summary: "Keep an ad click's or campaign link's parameters first-party, when the consent cookie allows (session optional; never sent to a third party)",
  request: { body: jsonBody(MarketingVisitRequest) },
  responses: {
    200: json(MarketingVisitResponse),
    403: json(ErrorBody, "Sent from another site"),
    422: json(ErrorBody, "Validation error"),
    429: json(ErrorBody, "Too many requests"),
  },
});

const geo = createRoute({
  method: "get",
  path: "/v1/geo",
  tags: ["analytics"],
  summary: "The caller's country and region, from the server's own GeoIP data (no auth)",
  responses: { 200: json(GeoResponse) },
});

/**
 * Routes that answer signed-out visitors: the product-analytics intake, the marketing visit and the visitor's location
 * (for the consent banner and the CCPA control). All are in platform/access/public-routes.ts.
 */
export function analyticsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const tooLarge = () => {
    throw new AppError("payload_too_large", 413, `The request body is larger than ${EVENTS_BODY_LIMIT} bytes.`);
  };
  app.use(events.path, bodyLimit({ maxSize: EVENTS_BODY_LIMIT, onError: tooLarge }));
  // Refused before the body is read: another site learns nothing, not even validation errors.
  const ownSiteOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    // Scripts that send neither header are no visitor's browser; the rate limit bounds them.
    if (requestSite(c.req.raw.headers, new URL(deps.config.publicUrl).origin) === "cross") {
      throw new AppError("cross_site_request", 403, "Analytics events are taken from this site's own pages only.");
    }
    await next();
  };
  app.use(events.path, ownSiteOnly);
  app.use(visit.path, ownSiteOnly);
  app.openapi(events, async (c) => {
    // A public route: the authentication sets a principal only when the request came signed in.
    const userId = (c.get("principal") as Principal | undefined)?.userId ?? null;
    const rateKey = userId ? `user:${userId}` : `ip:${clientIp(c, deps.config.trustProxy) ?? "unknown"}`;
    const accepted = await recordAnalyticsEvents(deps, { userId, rateKey, request: c.req.valid("json") });
    return c.json({ accepted }, 200);
  });
  app.openapi(visit, async (c) => {
    const userId = (c.get("principal") as Principal | undefined)?.userId ?? null;
    const rateKey = userId ? `user:${userId}` : `ip:${clientIp(c, deps.config.trustProxy) ?? "unknown"}`;
    const stored = await recordMarketingVisit(deps, { userId, rateKey, cookieHeader: c.req.header("cookie"), request: c.req.valid("json") });
    return c.json({ status: "ok" as const, stored }, 200);
  });
  app.openapi(geo, async (c) => {
    const where = await lookupGeo(deps, clientIp(c, deps.config.trustProxy), c.req.raw.headers);
    c.header("Cache-Control", "private, no-store");
    return c.json({ country: where?.country ?? null, region: where?.region ?? null }, 200);
  });
  return app;
}
