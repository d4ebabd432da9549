import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, SessionIdParam, SessionList, SessionListQuery, StatusOk } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { AppError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError } from "#platform/openapi";
import { deleteOtherSessions, deleteSessionOfUser } from "./repo";
import { listSessions } from "./use-cases/list-sessions";
import { recordSessionActivity } from "./use-cases/record-session-activity";

const tags = ["account"];

const list = createRoute({
  method: "get",
  path: "/v1/user/sessions",
  tags,
  summary: "List your signed-in sessions (device, address, last activity)",
  security: apiKeySecurity,
  request: { query: SessionListQuery },
  responses: { 200: json(SessionList), ...commonErrors },
});

const revoke = createRoute({
  method: "delete",
  path: "/v1/user/sessions/{session_id}",
  tags,
  summary: "Sign one of your sessions out",
  security: apiKeySecurity,
  request: { params: SessionIdParam },
  responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});

const revokeOthers = createRoute({
  method: "post",
  path: "/v1/user/sessions/revoke-others",
  tags,
  summary: "Sign out every session but this one",
  security: apiKeySecurity,
  responses: { 200: json(StatusOk), ...commonErrors },
});

const activity = createRoute({
  method: "post",
  path: "/v1/user/session-activity",
  tags,
  summary: "Record that the signed-in user is active (keeps the session within the workspace's inactivity timeout)",
  description:
    "The web app calls this while the person at the browser is active, at most once per min(60 s, session_inactivity_timeout / 4). " +
    "It only records activity on this session; a session idle for longer than the timeout has been ended and answers 401.",
  security: apiKeySecurity,
  responses: { 200: json(StatusOk), 403: json(ErrorBody, "Called with an API key: there is no session"), ...commonErrors },
});

export function sessionRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(list, async (c) => c.json(await listSessions(deps.db, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(revoke, async (c) => {
    if (!(await deleteSessionOfUser(deps.db, c.get("principal").userId, c.req.valid("param").session_id))) {
      throw new AppError("session_not_found", 404, "No such session: it may have been signed out already.");
    }
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(revokeOthers, async (c) => {
    const principal = c.get("principal");
    await deleteOtherSessions(deps.db, principal.userId, principal.sessionId ?? null);
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(activity, async (c) => {
    await recordSessionActivity(deps.db, c.get("principal"));
    return c.json({ status: "ok" as const }, 200);
  });
  return app;
}
