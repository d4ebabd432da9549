import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { UsageByProductOverTimeRequest, WorkspaceAnalyticsQueryResponse } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody } from "#platform/openapi";
import { getUsageByProductOverTime } from "./use-cases/get-usage-by-product-over-time";

const usageByProduct = createRoute({
  method: "post", path: "/v1/workspace/analytics/query/usage-by-product-over-time", tags: ["usage"], security: apiKeySecurity,
  summary: "The workspace's credits and generations per time bucket, optionally per product, model, voice or member (whole UTC hours)",
  request: { body: jsonBody(UsageByProductOverTimeRequest) },
  responses: { 200: json(WorkspaceAnalyticsQueryResponse), ...commonErrors },
});

export function workspaceUsageRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(usageByProduct, async (c) => c.json(await getUsageByProductOverTime(deps, c.get("principal"), c.req.valid("json")), 200));
  return app;
}
