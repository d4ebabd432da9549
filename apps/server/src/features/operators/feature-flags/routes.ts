import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { AdminWorkspaceIdParam, ErrorBody, FeatureFlagsResponse, SetWorkspaceFeatureFlagsRequest, WorkspaceFeatureFlagsResponse } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { readFeatureFlags } from "./use-cases/read-feature-flags";
import { setWorkspaceFeatureFlags } from "./use-cases/set-workspace-feature-flags";

const getFlags = createRoute({
  method: "get", path: "/v1/feature-flags", tags: ["user"], security: apiKeySecurity,
  summary: "Vocable: the feature flags in force for the caller's workspace",
  responses: { 200: json(FeatureFlagsResponse), ...commonErrors },
});
const setFlags = createRoute({
  method: "put", path: "/v1/admin/workspaces/{workspace_id}/feature-flags", tags: ["instance admin"], security: apiKeySecurity,
  summary: "Set or clear a workspace's own feature flags (instance operators: ADMIN_EMAILS, signed in)",
  request: { params: AdminWorkspaceIdParam, body: jsonBody(SetWorkspaceFeatureFlagsRequest) },
  responses: { 200: json(WorkspaceFeatureFlagsResponse), 403: json(ErrorBody, "Not an instance operator"), ...notFoundError, ...commonErrors },
});

export function featureFlagRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(getFlags, async (c) => c.json({ flags: await readFeatureFlags(deps, c.get("principal").workspaceId) }, 200));
  app.openapi(setFlags, async (c) => c.json(await setWorkspaceFeatureFlags(deps, c.get("principal"), c.req.valid("param").workspace_id, c.req.valid("json")), 200));
  return app;
}
