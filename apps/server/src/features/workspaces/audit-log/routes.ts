import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { AuditLogQuery, ErrorBody, WorkspaceAuditLogsPage } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json } from "#platform/openapi";
import { listAuditLogs } from "./use-cases/list-audit-logs";

const list = createRoute({
  tags: ["workspace"],
  security: apiKeySecurity,
  method: "get",
  path: "/v1/workspace/audit-logs",
  summary: "The workspace's audit log of admin actions, newest first (admins only)",
  request: { query: AuditLogQuery },
  responses: {
    200: json(WorkspaceAuditLogsPage),
    ...commonErrors,
    400: json(ErrorBody, "A cursor that is not a next_cursor of this list"),
    403: json(ErrorBody, "Not allowed to the caller's role or key"),
  },
});

/** GET /v1/workspace/audit-logs (`client.workspace.auditLogs.list`). */
export function auditLogRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(list, async (c) => c.json(await listAuditLogs(deps.db, c.get("principal"), c.req.valid("query")), 200));
  return app;
}
