import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../../platform/app-env";
import { AppError } from "../../platform/errors";
import { findApiKeyByHash, hashApiKey, touchApiKey } from "../api-keys/repo";
import { isPublicApiRoute } from "./public-routes";
import { checkSessionActivity } from "./session-activity";

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1].trim();
}

/**
 * Resolves the caller from the `xi-api-key` header (or `Authorization: Bearer <key>`), else from
 * the session cookie. No credentials, or wrong ones, answer 401 invalid_api_key — except on the
 * public routes (`public-routes.ts`), which take a caller when there is one and go on without.
 * A session idle for longer than its workspace's `session_inactivity_timeout` is ended here, so a
 * closed tab does not keep it alive; otherwise its activity is recorded (session-activity.ts: at
 * most once a minute, or a quarter of a shorter timeout).
 */
export function authenticate(deps: Pick<AppDeps, "db" | "auth" | "log">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const optional = isPublicApiRoute(c.req.method, c.req.path);
    const key = c.req.header("xi-api-key") ?? bearerToken(c.req.header("authorization"));
    if (key !== undefined) {
      const row = key ? await findApiKeyByHash(deps.db, hashApiKey(key)) : null;
      if (!row) throw new AppError("invalid_api_key", 401, "Invalid API key.");
      c.set("principal", { userId: row.userId, workspaceId: row.workspaceId, via: "api_key" });
      touchApiKey(deps.db, row.id, new Date()).catch((err) => deps.log.warn("could not record API key use", err));
      return next();
    }
    const found = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) {
      if (optional) return next();
      throw new AppError("invalid_api_key", 401, "Sign in, or send an API key in the xi-api-key header.");
    }
    const checked = await checkSessionActivity(deps.db, { id: found.session.id, userId: found.user.id }, { now: new Date(), record: true });
    if (checked.state === "no_workspace") throw new AppError("invalid_api_key", 401, "Your account has no workspace.");
    if (checked.state === "expired") throw new AppError("session_expired", 401, "You were signed out after a period of inactivity. Sign in again.");
    c.set("principal", { userId: found.user.id, workspaceId: checked.workspaceId, via: "session", sessionId: found.session.id });
    return next();
  };
}
