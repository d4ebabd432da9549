import type { MiddlewareHandler } from "hono";
import { permissionRefusal } from "@vocable/domain";
import type { AppEnv } from "../app-env";
import { AppError } from "../errors";
import { isPublicApiRoute } from "./public-routes";
import { routeAccess } from "./route-access";
import { requireTwoFactorWhereRequired } from "./two-factor-requirement";

/**
 * The route-level half of authorization, after authenticate: the caller's role and key
 * permissions against the route's rule (route-access.ts). Every declared route has a rule or is
 * public (`assertEveryRouteHasAccess` stops the app from being built otherwise); public routes
 * pass, and their handlers decide what a caller, if any, may see. Then the workspace's two-factor
 * requirement (two-factor-requirement.ts).
 */
export function authorizeRoute(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isPublicApiRoute(c.req.method, c.req.path)) return next();
    const rule = routeAccess(c.req.method, c.req.path);
    // No rule: no declared route has this path, and the app answers 404.
    if (!rule) return next();
    const principal = c.get("principal");
    if ("session" in rule) {
      if (principal.via !== "session") throw new AppError("session_required", 403, "This call needs a signed-in session; API keys cannot make it.");
      if (rule.admin && principal.role !== "admin") throw new AppError("missing_permissions", 403, "Only workspace admins can do this.");
    } else {
      const refusal = permissionRefusal(principal, rule.permission);
      if (refusal === "role") throw new AppError("missing_permissions", 403, `Only workspace admins can do this (${rule.permission}).`);
      if (refusal === "key") throw new AppError("missing_permissions", 403, `The API key does not have the permission ${rule.permission}.`);
    }
    requireTwoFactorWhereRequired(principal, c.req.method, c.req.path);
    return next();
  };
}

/**
 * Throws when a declared API route is neither public nor in the access table: a route cannot
 * ship without saying who may call it. Runs once when the app is built.
 */
export function assertEveryRouteHasAccess(routes: readonly { method: string; path: string }[]): void {
  const missing = routes.filter((r) => !isPublicApiRoute(r.method, r.path) && !routeAccess(r.method, r.path));
  if (missing.length > 0) throw new Error(`API routes without an access rule (platform/access/route-access.ts): ${missing.map((r) => `${r.method.toUpperCase()} ${r.path}`).join(", ")}`);
}
