import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ApiRequestsQuery, ApiRequestsResponse, ErrorBody } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody } from "#platform/openapi";
import { listApiRequests } from "./use-cases/list-api-requests";

const requests = createRoute({
  method: "post", path: "/v1/workspace/analytics/requests", tags: ["usage"], security: apiKeySecurity,
  summary: "The workspace's API requests (method, route template, status, latency, key or session, member), kept 30 days (workspace.analytics.requests.get)",
  request: { body: jsonBody(ApiRequestsQuery) },
  responses: { 200: json(ApiRequestsResponse), 400: json(ErrorBody, "A filter on a column the log does not have, or a bad cursor"), 403: json(ErrorBody, "Admins only"), ...commonErrors },
});

export function requestAnalyticsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(requests, async (c) => c.json(await listApiRequests(deps, c.get("principal"), c.req.valid("json")), 200));
  return app;
}
