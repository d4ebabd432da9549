import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { NotificationIdParams, NotificationsPage, NotificationsQuery, UnreadCount } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError } from "#platform/openapi";
import { listNotifications } from "./use-cases/list-notifications";
import { markAllNotificationsRead, markNotificationRead } from "./use-cases/mark-notifications-read";

const tags = ["user"];

const list = createRoute({
  method: "get", path: "/v1/notifications", tags, security: apiKeySecurity,
  summary: "Vocable: the caller's notifications, newest first (keyset pages), with the unread count",
  request: { query: NotificationsQuery },
  responses: { 200: json(NotificationsPage), ...commonErrors },
});
const readOne = createRoute({
  method: "post", path: "/v1/notifications/{message_id}/read", tags, security: apiKeySecurity,
  summary: "Vocable: mark one notification read",
  request: { params: NotificationIdParams },
  responses: { 200: json(UnreadCount), ...commonErrors, ...notFoundError },
});
const readAll = createRoute({
  method: "post", path: "/v1/notifications/read-all", tags, security: apiKeySecurity,
  summary: "Vocable: mark every notification read",
  responses: { 200: json(UnreadCount), ...commonErrors },
});

export function notificationRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(list, async (c) => c.json(await listNotifications(deps.db, c.get("principal").userId, c.req.valid("query")), 200));
  app.openapi(readAll, async (c) => c.json(await markAllNotificationsRead(deps.db, c.get("principal").userId), 200));
  app.openapi(readOne, async (c) => c.json(await markNotificationRead(deps.db, c.get("principal").userId, c.req.valid("param").message_id), 200));
  return app;
}
