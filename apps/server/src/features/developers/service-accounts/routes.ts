import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  CreatedServiceAccount,
  CreatedServiceAccountApiKey,
  CreateServiceAccountApiKeyRequest,
  CreateServiceAccountRequest,
  EditServiceAccountApiKeyRequest,
  ErrorBody,
  ServiceAccountApiKeyList,
  ServiceAccountKeyPathParams,
  ServiceAccountList,
  ServiceAccountPathParams,
  StatusOk,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { createServiceAccount } from "./use-cases/create-service-account";
import { createServiceAccountApiKey } from "./use-cases/create-service-account-api-key";
import { removeServiceAccount } from "./use-cases/delete-service-account";
import { deleteServiceAccountApiKey } from "./use-cases/delete-service-account-api-key";
import { editServiceAccountApiKey } from "./use-cases/edit-service-account-api-key";
import { listServiceAccountApiKeys } from "./use-cases/list-service-account-api-keys";
import { listServiceAccountsWithKeys } from "./use-cases/list-service-accounts";
import { auditContextOf } from "#features/workspaces/audit-log/audit-context";

const tags = ["service accounts"];
const forbidden = { 403: json(ErrorBody, "Needs service_account_write (admins only; a key must be given it by name)") } as const;

const list = createRoute({
  method: "get",
  path: "/v1/service-accounts",
  tags,
  summary: "List the workspace's service accounts with their keys",
  security: apiKeySecurity,
  responses: { 200: json(ServiceAccountList), ...commonErrors },
});

const create = createRoute({
  method: "post",
  path: "/v1/service-accounts",
  tags,
  summary: "Create a service account (an editor unless role says admin); at most 20 per workspace",
  security: apiKeySecurity,
  request: { body: jsonBody(CreateServiceAccountRequest) },
  responses: { 200: json(CreatedServiceAccount), 400: json(ErrorBody, "The workspace has the most service accounts it may have"), ...forbidden, ...commonErrors },
});

const remove = createRoute({
  method: "delete",
  path: "/v1/service-accounts/{service_account_user_id}",
  tags,
  summary: "Delete a service account and its API keys (Vocable)",
  security: apiKeySecurity,
  request: { params: ServiceAccountPathParams },
  responses: { 200: json(StatusOk), ...forbidden, ...commonErrors, ...notFoundError },
});

const listKeys = createRoute({
  method: "get",
  path: "/v1/service-accounts/{service_account_user_id}/api-keys",
  tags,
  summary: "List a service account's API keys",
  security: apiKeySecurity,
  request: { params: ServiceAccountPathParams },
  responses: { 200: json(ServiceAccountApiKeyList), ...commonErrors, ...notFoundError },
});

const createKey = createRoute({
  method: "post",
  path: "/v1/service-accounts/{service_account_user_id}/api-keys",
  tags,
  summary: "Create an API key for a service account; the key is in this response only (a person needs a fresh proof of access to the mailbox)",
  security: apiKeySecurity,
  request: { params: ServiceAccountPathParams, body: jsonBody(CreateServiceAccountApiKeyRequest) },
  responses: { 200: json(CreatedServiceAccountApiKey), ...forbidden, ...commonErrors, ...notFoundError },
});

const editKey = createRoute({
  method: "patch",
  path: "/v1/service-accounts/{service_account_user_id}/api-keys/{api_key_id}",
  tags,
  summary: "Rename, re-scope, limit, disable or enable a service account's API key",
  security: apiKeySecurity,
  request: { params: ServiceAccountKeyPathParams, body: jsonBody(EditServiceAccountApiKeyRequest) },
  responses: { 200: json(StatusOk), ...forbidden, ...commonErrors, ...notFoundError },
});

const removeKey = createRoute({
  method: "delete",
  path: "/v1/service-accounts/{service_account_user_id}/api-keys/{api_key_id}",
  tags,
  summary: "Delete a service account's API key",
  security: apiKeySecurity,
  request: { params: ServiceAccountKeyPathParams },
  responses: { 200: json(StatusOk), ...forbidden, ...commonErrors, ...notFoundError },
});

const ok = { status: "ok" as const };

export function serviceAccountRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const audit = (c: Parameters<typeof auditContextOf>[0]) => auditContextOf(c, deps.config.trustProxy);
  app.openapi(list, async (c) => c.json(await listServiceAccountsWithKeys(deps.db, c.get("principal")), 200));
  app.openapi(create, async (c) => {
    const account = await createServiceAccount(deps.db, c.get("principal"), c.req.valid("json"), audit(c));
    return c.json({ "service-account-user-id": account.userId }, 200);
  });
  app.openapi(remove, async (c) => {
    await removeServiceAccount(deps.db, c.get("principal"), c.req.valid("param").service_account_user_id, audit(c));
    return c.json(ok, 200);
  });
  app.openapi(listKeys, async (c) => c.json(await listServiceAccountApiKeys(deps.db, c.get("principal"), c.req.valid("param").service_account_user_id), 200));
  app.openapi(createKey, async (c) => {
    const created = await createServiceAccountApiKey(deps, c.get("principal"), c.req.valid("param").service_account_user_id, c.req.valid("json"), audit(c));
    return c.json(created, 200);
  });
  app.openapi(editKey, async (c) => {
    const { service_account_user_id: id, api_key_id: keyId } = c.req.valid("param");
    await editServiceAccountApiKey(deps.db, c.get("principal"), id, keyId, c.req.valid("json"), audit(c));
    return c.json(ok, 200);
  });
  app.openapi(removeKey, async (c) => {
    const { service_account_user_id: id, api_key_id: keyId } = c.req.valid("param");
    await deleteServiceAccountApiKey(deps.db, c.get("principal"), id, keyId, audit(c));
    return c.json(ok, 200);
  });
  return app;
}
