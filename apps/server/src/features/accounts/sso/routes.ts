import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  CreateIdentityProviderRequest,
  ErrorBody,
  FindSsoProviderQuery,
  FoundSsoProvider,
  IdentityProvider,
  IdentityProviderIdParam,
  IdentityProviderList,
  StatusOk,
  UpdateUserAutoProvisioningRequest,
  UserAutoProvisioning,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { commonErrors, json, jsonBody } from "#platform/openapi";
import { auditContextOf } from "#features/workspaces/audit-log/audit-context";
import { workspaceRouteBase, workspaceRouteErrors } from "#features/workspaces/workspace-members/route-shapes";
import { addIdentityProvider } from "./use-cases/add-identity-provider";
import { findSsoProvider } from "./use-cases/find-sso-provider";
import { listIdentityProviders } from "./use-cases/list-identity-providers";
import { removeIdentityProvider } from "./use-cases/remove-identity-provider";
import { setAutoProvisioning } from "./use-cases/set-user-auto-provisioning";
import { verifyProviderDomain } from "./use-cases/verify-provider-domain";

const base = workspaceRouteBase;
const errors = workspaceRouteErrors;
const PROVIDERS = "/v1/workspace/identity-providers";

const findProvider = createRoute({
  tags: base.tags,
  method: "get",
  path: "/v1/workspace/find-sso-provider",
  summary: "The verified identity provider for an e-mail address's domain or an invite (no sign-in needed)",
  request: { query: FindSsoProviderQuery },
  responses: { 200: json(FoundSsoProvider), 404: json(ErrorBody, "No verified provider serves that address or invite"), ...commonErrors },
});
const listRoute = createRoute({
  ...base,
  method: "get",
  path: PROVIDERS,
  summary: "The workspace's OpenID Connect identity providers, auto-provisioning and the redirect URI (admins only)",
  responses: { 200: json(IdentityProviderList), ...errors },
});
const addRoute = createRoute({
  ...base,
  method: "post",
  path: PROVIDERS,
  summary: "Register an OpenID Connect identity provider for an e-mail domain (admins only; its discovery document is read now)",
  request: { body: jsonBody(CreateIdentityProviderRequest) },
  responses: { 200: json(IdentityProvider), ...errors },
});
const removeRoute = createRoute({
  ...base,
  method: "delete",
  path: `${PROVIDERS}/{provider_id}`,
  summary: "Remove an identity provider and the sign-in links made through it (admins only)",
  request: { params: IdentityProviderIdParam },
  responses: { 200: json(StatusOk), ...errors },
});
const verifyRoute = createRoute({
  ...base,
  method: "post",
  path: `${PROVIDERS}/{provider_id}/verify-domain`,
  summary: "Look the domain's TXT record up and bind the domain to the provider (admins only)",
  request: { params: IdentityProviderIdParam },
  responses: { 200: json(IdentityProvider), 409: json(ErrorBody, "The domain is bound to another provider"), ...errors },
});
const autoProvisioningRoute = createRoute({
  ...base,
  method: "put",
  path: "/v1/workspace/user-auto-provisioning",
  summary: "Turn user_auto_provisioning on or off (admins only)",
  request: { body: jsonBody(UpdateUserAutoProvisioningRequest) },
  responses: { 200: json(UserAutoProvisioning), ...errors },
});

/** Single sign-on: the workspace's identity providers and the sign-in page's lookup (issue 9 §5). */
export function ssoRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const audit = (c: Parameters<typeof auditContextOf>[0]) => auditContextOf(c, deps.config.trustProxy);
  app.openapi(findProvider, async (c) => c.json(await findSsoProvider(deps.db, c.req.valid("query")), 200));
  app.openapi(listRoute, async (c) => c.json(await listIdentityProviders(deps, c.get("principal")), 200));
  app.openapi(addRoute, async (c) => c.json(await addIdentityProvider(deps, c.get("principal"), c.req.valid("json"), audit(c)), 200));
  app.openapi(removeRoute, async (c) => {
    await removeIdentityProvider(deps, c.get("principal"), c.req.valid("param").provider_id, audit(c));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(verifyRoute, async (c) => c.json(await verifyProviderDomain(deps, c.get("principal"), c.req.valid("param").provider_id, audit(c)), 200));
  app.openapi(autoProvisioningRoute, async (c) => c.json(await setAutoProvisioning(deps, c.get("principal"), c.req.valid("json").enabled, audit(c)), 200));
  return app;
}
