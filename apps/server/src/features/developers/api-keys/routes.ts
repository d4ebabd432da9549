import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ApiKeyList, CreateApiKeyRequest, CreatedApiKey, DeleteApiKeyQuery, DeleteApiKeyRequest, DisableOwnApiKeyQuery, EditApiKeyRequest, ErrorBody, StatusOk, ThirdPartyDisablingPolicyRequest } from "@vocable/contract";
import type { AppDeps, AppEnv, Principal } from "#platform/app-env";
import { ValidationError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { presentApiKey } from "./presenter";
import { listApiKeys } from "./repo";
import { createOwnApiKey } from "./use-cases/create-own-api-key";
import { editApiKey } from "./use-cases/edit-api-key";
import { removeApiKey } from "./use-cases/delete-api-key";
import { disableOwnApiKey } from "./use-cases/disable-own-api-key";
import { setThirdPartyDisablingPolicy } from "./use-cases/set-third-party-disabling-policy";
import { auditContextOf } from "#features/workspaces/audit-log/audit-context";


const list = createRoute({
  method: "get",
  path: "/v1/user/api-keys",
  tags: ["api keys"],
  summary: "List your API keys in this workspace (hints, permissions, limits)",
  security: apiKeySecurity,
  responses: { 200: json(ApiKeyList), ...commonErrors },
});

const create = createRoute({
  method: "post",
  path: "/v1/user/create-api-key",
  tags: ["api keys"],
  summary: "Create an API key with optional permissions and monthly character limit; the key is in this response only (needs a fresh proof of access to the mailbox; from a key, create_user_api_key)",
  security: apiKeySecurity,
  request: { body: jsonBody(CreateApiKeyRequest) },
  responses: { 200: json(CreatedApiKey), 403: json(ErrorBody, "A fresh proof of access to the mailbox is needed: a link was mailed"), ...commonErrors },
});

const edit = createRoute({
  method: "post",
  path: "/v1/user/edit-api-key",
  tags: ["api keys"],
  summary: "Rename, re-scope, limit, disable or enable an API key",
  security: apiKeySecurity,
  request: { body: jsonBody(EditApiKeyRequest) },
  responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});

const remove = createRoute({
  method: "delete",
  path: "/v1/user/delete-api-key",
  tags: ["api keys"],
  summary: "Delete an API key (key_id in the JSON body or the query)",
  security: apiKeySecurity,
  request: { query: DeleteApiKeyQuery, body: { content: { "application/json": { schema: DeleteApiKeyRequest } }, required: false } },
  responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});

const disableSelf = createRoute({
  method: "post",
  path: "/v1/workspaces/api-keys/disable",
  tags: ["api keys"],
  summary: "Disable the API key this request is sent with (api_key_name=self); refused for a key made with third_party_disable_allowed off",
  security: apiKeySecurity,
  request: { query: DisableOwnApiKeyQuery },
  responses: { 200: json(StatusOk), ...commonErrors },
});

const thirdPartyPolicy = createRoute({
  method: "post",
  path: "/v1/workspaces/api-keys/third-party-disabling",
  tags: ["api keys"],
  summary: "Whether the holders of the workspace's API keys may disable them (true, false), or each key's own setting (null); admins only",
  security: apiKeySecurity,
  request: { body: jsonBody(ThirdPartyDisablingPolicyRequest) },
  responses: { 200: json(StatusOk), ...commonErrors },
});

/** DELETE carries key_id in the query or in a JSON body; either is accepted, the query first. */
function keyIdToDelete(query: string | undefined, body: { key_id?: string }): string {
  const keyId = query ?? body.key_id;
  if (!keyId) throw new ValidationError([{ loc: ["body", "key_id"], msg: "Send key_id in the query or in the JSON body.", type: "missing" }]);
  return keyId;
}

export function apiKeyRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const audit = (c: Parameters<typeof auditContextOf>[0]) => auditContextOf(c, deps.config.trustProxy);
  app.openapi(list, async (c) => {
    const rows = await listApiKeys(deps.db, c.get("principal"));
    const now = new Date();
    return c.json({ api_keys: rows.map((row) => presentApiKey(row, now)) }, 200);
  });
  app.openapi(create, async (c) => {
    const { row, key } = await createOwnApiKey(deps, c.get("principal"), c.req.valid("json"), audit(c));
    return c.json({ ...presentApiKey(row), api_key: key }, 200);
  });
  app.openapi(edit, async (c) => {
    await editApiKey(deps.db, c.get("principal"), c.req.valid("json"), c.get("principal").userId, audit(c));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(remove, async (c) => {
    const keyId = keyIdToDelete(c.req.valid("query").key_id, c.req.valid("json"));
    await removeApiKey(deps.db, c.get("principal"), keyId, c.get("principal").userId, audit(c));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(thirdPartyPolicy, async (c) => {
    await setThirdPartyDisablingPolicy(deps.db, c.get("principal"), c.req.valid("json").third_party_disable_allowed ?? null, audit(c));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(disableSelf, async (c) => {
    await disableOwnApiKey(deps.db, c.get("principal") as Principal | undefined, c.req.valid("query").api_key_name, audit(c));
    return c.json({ status: "ok" as const }, 200);
  });
  return app;
}
