import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, ResourceIdParams, ResourceMetadata, ResourceTypeQuery, ShareResourceRequest, StatusOk, UnshareResourceRequest } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { getResourceMetadata } from "./use-cases/get-resource-metadata";
import { shareResource } from "./use-cases/share-resource";
import { unshareResource } from "./use-cases/unshare-resource";
import { auditContextOf } from "#features/workspaces/audit-log/audit-context";

const tags = ["workspace resources"];
const badTarget = { 400: json(ErrorBody, "The target is not a member, group or service account key of this workspace") } as const;

const getOne = createRoute({
  method: "get", path: "/v1/workspace/resources/{resource_id}", tags, security: apiKeySecurity,
  summary: "A resource's sharing: roles, grantees and who else it could be shared with",
  request: { params: ResourceIdParams, query: ResourceTypeQuery },
  responses: { 200: json(ResourceMetadata), ...commonErrors, ...notFoundError },
});
const share = createRoute({
  method: "post", path: "/v1/workspace/resources/{resource_id}/share", tags, security: apiKeySecurity,
  summary: "Share a resource with a member, a group, the whole workspace (group_id 'default') or a service account's key",
  request: { params: ResourceIdParams, body: jsonBody(ShareResourceRequest) },
  responses: { 200: json(StatusOk), ...badTarget, ...commonErrors, ...notFoundError },
});
const unshare = createRoute({
  method: "post", path: "/v1/workspace/resources/{resource_id}/unshare", tags, security: apiKeySecurity,
  summary: "Take a share of a resource away (access ends at once)",
  request: { params: ResourceIdParams, body: jsonBody(UnshareResourceRequest) },
  responses: { 200: json(StatusOk), ...badTarget, ...commonErrors, ...notFoundError },
});

export function resourceRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const audit = (c: Parameters<typeof auditContextOf>[0]) => auditContextOf(c, deps.config.trustProxy);
  app.openapi(getOne, async (c) => {
    const { resource_id: id } = c.req.valid("param");
    return c.json(await getResourceMetadata(deps.db, c.get("principal"), c.req.valid("query").resource_type, id), 200);
  });
  app.openapi(share, async (c) => {
    await shareResource(deps.db, c.get("principal"), c.req.valid("param").resource_id, c.req.valid("json"), audit(c));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(unshare, async (c) => {
    await unshareResource(deps.db, c.get("principal"), c.req.valid("param").resource_id, c.req.valid("json"), audit(c));
    return c.json({ status: "ok" as const }, 200);
  });
  return app;
}
