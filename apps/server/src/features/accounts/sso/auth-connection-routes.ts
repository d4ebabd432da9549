import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { AuthConnectionBody, AuthConnectionList, AuthConnectionParams, ErrorBody } from "@vocable/contract";
import type { AppEnv } from "#platform/app-env";
import { AppError, quoteInput, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody } from "#platform/openapi";

const tags = ["single sign-on"];
const WHY =
  "Auth connections are credentials an agent's tools present to other services; Vocable has no agents or tools, so it keeps none. " +
  "Single sign-on into this workspace is not an auth connection: its OpenID Connect providers are managed at /v1/workspace/identity-providers.";
const refused = { 400: json(ErrorBody, "Auth connections are not supported here"), ...commonErrors } as const;

const list = createRoute({
  method: "get", path: "/v1/workspace/auth-connections", tags, security: apiKeySecurity,
  summary: "The workspace's auth connections (workspace.authConnections.list): always none here. " + WHY,
  responses: { 200: json(AuthConnectionList), ...commonErrors },
});
const create = createRoute({
  method: "post", path: "/v1/workspace/auth-connections", tags, security: apiKeySecurity,
  summary: "Create an auth connection (workspace.authConnections.create): refused with 400. " + WHY,
  request: { body: jsonBody(AuthConnectionBody) }, responses: refused,
});
const update = createRoute({
  method: "patch", path: "/v1/workspace/auth-connections/{auth_connection_id}", tags, security: apiKeySecurity,
  summary: "Update an auth connection (workspace.authConnections.update): refused with 400, there are none. " + WHY,
  request: { params: AuthConnectionParams, body: jsonBody(AuthConnectionBody) }, responses: refused,
});
const remove = createRoute({
  method: "delete", path: "/v1/workspace/auth-connections/{auth_connection_id}", tags, security: apiKeySecurity,
  summary: "Delete an auth connection (workspace.authConnections.delete): refused with 400, there are none. " + WHY,
  request: { params: AuthConnectionParams }, responses: refused,
});

const notSupported = (what: string) => new AppError("unsupported_option", 400, `${what}: not supported on this server. ${WHY}`);
const typeOf = (body: AuthConnectionBody) => (body.auth_type ? ` (auth_type ${quoteInput(body.auth_type, 64)})` : "");

/**
 * `workspace.authConnections.*` (issue 24): none of ElevenLabs' auth connection types is single
 * sign-on (they are outbound credentials for agents' tools), so they are not mapped onto the SSO
 * providers: the list answers none, and creating, updating or deleting one is a 400 saying why and
 * where single sign-on is set up, never a 404 that would read as a missing route or id.
 */
export function authConnectionRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(list, (c) => c.json({ auth_connections: [] }, 200));
  app.openapi(create, (c) => {
    throw notSupported(`Creating an auth connection${typeOf(c.req.valid("json"))}`);
  });
  app.openapi(update, (c) => {
    throw notSupported(`Updating auth connection ${c.req.valid("param").auth_connection_id}${typeOf(c.req.valid("json"))}`);
  });
  app.openapi(remove, (c) => {
    throw notSupported(`Deleting auth connection ${c.req.valid("param").auth_connection_id}`);
  });
  return app;
}
