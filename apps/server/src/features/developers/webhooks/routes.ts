import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  CreatedWebhook,
  CreateWebhookRequest,
  ErrorBody,
  StatusOk,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryListQuery,
  WebhookIdParam,
  WebhookList,
  WebhookListQuery,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { seesWebhookUrls } from "./policy";
import { presentWebhook } from "./presenter";
import { listWebhooks } from "./repo";
import { createWebhook } from "./use-cases/create-webhook";
import { listWebhookDeliveries } from "./use-cases/list-webhook-deliveries";
import { sendTestDelivery } from "./use-cases/send-test-delivery";
import { updateWebhook } from "./use-cases/update-webhook";
import { removeWebhook } from "./use-cases/delete-webhook";
import { auditContextOf } from "#features/workspaces/audit-log/audit-context";

const tags = ["webhooks"];
const forbidden = { 403: json(ErrorBody, "Only workspace admins (or keys with webhooks_write) change webhooks") };
const refusedUrl = { 400: json(ErrorBody, "The URL is not allowed (scheme, credentials, or a non-public address), or the workspace has 20 webhooks") };

const list = createRoute({
  method: "get",
  path: "/v1/workspace/webhooks",
  tags,
  summary: "List the workspace's webhooks (at most 20; status, events, most recent failure)",
  security: apiKeySecurity,
  request: { query: WebhookListQuery },
  responses: { 200: json(WebhookList), ...commonErrors },
});

const create = createRoute({
  method: "post",
  path: "/v1/workspace/webhooks",
  tags,
  summary: "Create an HMAC-signed webhook; the signing secret is in this response only (settings.events is an extension: the events to subscribe to)",
  security: apiKeySecurity,
  request: { body: jsonBody(CreateWebhookRequest) },
  responses: { 200: json(CreatedWebhook), ...refusedUrl, ...forbidden, ...commonErrors },
});

const update = createRoute({
  method: "patch",
  path: "/v1/workspace/webhooks/{webhook_id}",
  tags,
  summary: "Rename, enable or disable (enabling lifts an automatic disabling), re-subscribe; webhook_url is an extension",
  security: apiKeySecurity,
  request: { params: WebhookIdParam, body: jsonBody(UpdateWebhookRequest) },
  responses: { 200: json(StatusOk), ...refusedUrl, ...forbidden, ...commonErrors, ...notFoundError },
});

const remove = createRoute({
  method: "delete",
  path: "/v1/workspace/webhooks/{webhook_id}",
  tags,
  summary: "Delete a webhook and its delivery log",
  security: apiKeySecurity,
  request: { params: WebhookIdParam },
  responses: { 200: json(StatusOk), ...forbidden, ...commonErrors, ...notFoundError },
});

const deliveries = createRoute({
  method: "get",
  path: "/v1/workspace/webhooks/{webhook_id}/deliveries",
  tags,
  summary: "Extension (not in the ElevenLabs API): the webhook's delivery log, newest first, keyset-paginated (status, response code, duration, next retry)",
  security: apiKeySecurity,
  request: { params: WebhookIdParam, query: WebhookDeliveryListQuery },
  responses: { 200: json(WebhookDeliveryList), ...commonErrors, ...notFoundError },
});

const test = createRoute({
  method: "post",
  path: "/v1/workspace/webhooks/{webhook_id}/test",
  tags,
  summary: "Extension (not in the ElevenLabs API): send a signed webhook.test event now, once, and answer how it went",
  security: apiKeySecurity,
  request: { params: WebhookIdParam },
  responses: { 200: json(WebhookDelivery), ...forbidden, ...commonErrors, ...notFoundError },
});

export function webhookRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const audit = (c: Parameters<typeof auditContextOf>[0]) => auditContextOf(c, deps.config.trustProxy);
  app.openapi(list, async (c) => {
    const principal = c.get("principal");
    const fullUrl = seesWebhookUrls(principal);
    return c.json({ webhooks: (await listWebhooks(deps.db, principal.workspaceId)).map((row) => presentWebhook(row, fullUrl)) }, 200);
  });
  app.openapi(create, async (c) => c.json(await createWebhook(deps, c.get("principal"), c.req.valid("json"), audit(c)), 200));
  app.openapi(update, async (c) => {
    await updateWebhook(deps, c.get("principal"), c.req.valid("param").webhook_id, c.req.valid("json"), audit(c));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(remove, async (c) => {
    await removeWebhook(deps, c.get("principal"), c.req.valid("param").webhook_id, audit(c));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(deliveries, async (c) => c.json(await listWebhookDeliveries(deps.db, c.get("principal"), c.req.valid("param").webhook_id, c.req.valid("query")), 200));
  app.openapi(test, async (c) => c.json(await sendTestDelivery(deps, c.get("principal"), c.req.valid("param").webhook_id), 200));
  return app;
}
