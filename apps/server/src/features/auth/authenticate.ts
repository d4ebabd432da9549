import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../../platform/app-env";
import { AppError } from "../../platform/errors";
import { findApiKeyByHash, hashApiKey, touchApiKey } from "../api-keys/repo";
import { findWorkspaceIdOfUser } from "../workspaces/repo";

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1].trim();
}

/**
 * Resolves the caller from the `xi-api-key` header (or `Authorization: Bearer <key>`), else from
 * the session cookie. No credentials, or wrong ones, answer 401 invalid_api_key.
 */
export function authenticate(deps: Pick<AppDeps, "db" | "auth" | "log">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header("xi-api-key") ?? bearerToken(c.req.header("authorization"));
    if (key !== undefined) {
      const row = key ? await findApiKeyByHash(deps.db, hashApiKey(key)) : null;
      if (!row) throw new AppError("invalid_api_key", 401, "Invalid API key.");
      c.set("principal", { userId: row.userId, workspaceId: row.workspaceId, via: "api_key" });
      touchApiKey(deps.db, row.id, new Date()).catch((err) => deps.log.warn("could not record API key use", err));
      return next();
    }
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      throw new AppError("invalid_api_key", 401, "Sign in, or send an API key in the xi-api-key header.");
    }
    const workspaceId = await findWorkspaceIdOfUser(deps.db, session.user.id);
    if (!workspaceId) throw new AppError("invalid_api_key", 401, "Your account has no workspace.");
    c.set("principal", { userId: session.user.id, workspaceId, via: "session" });
    return next();
  };
}
