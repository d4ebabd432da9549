import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { AdminWorkspaceIdParam, ErrorBody, SetWorkspacePlanRequest, WorkspacePlan } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { auditContextOf } from "#features/workspaces/audit-log/audit-context";
import { setWorkspacePlan } from "./use-cases/set-workspace-plan";

const tags = ["instance admin"];

const setPlan = createRoute({
  method: "put",
  path: "/v1/admin/workspaces/{workspace_id}/plan",
  tags,
  summary: "Put a workspace on a tier, with custom max_seats on trial and enterprise (instance operators: ADMIN_EMAILS, signed in)",
  security: apiKeySecurity,
  request: { params: AdminWorkspaceIdParam, body: jsonBody(SetWorkspacePlanRequest) },
  responses: {
    200: json(WorkspacePlan),
    400: json(ErrorBody, "max_seats on a tier other than trial and enterprise"),
    403: json(ErrorBody, "Not an instance operator (or an API key: this call needs a session)"),
    ...notFoundError,
    ...commonErrors,
  },
});

/** The instance operators' calls (ADMIN_EMAILS): workspaces' plans. */
export function instanceAdminRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(setPlan, async (c) => {
    const plan = await setWorkspacePlan(
      { db: deps.db, adminEmails: deps.config.adminEmails },
      c.get("principal"),
      c.req.valid("param").workspace_id,
      c.req.valid("json"),
      auditContextOf(c, deps.config.trustProxy),
    );
    return c.json(plan, 200);
  });
  return app;
}
