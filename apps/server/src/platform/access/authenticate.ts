import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { DEFAULT_API_KEY_PERMISSIONS, ipAllowed, isApiKeyPermission, needsTwoFactorSetup } from "@vocable/domain";
import type { AppDeps, AppEnv, Principal } from "../app-env";
import { clientIp } from "../client-ip";
import { AppError } from "../errors";
import { requestSite } from "../request-site";
import { findApiKeyByHash, hashApiKey, touchApiKey } from "#features/developers/api-keys/repo";
import { AccessCache } from "./access-cache";
import { isPublicApiRoute } from "./public-routes";
import { checkSessionActivity } from "./session-activity";

const lockedMember = () => new AppError("member_locked", 403, "Your membership of this workspace is locked. Ask a workspace admin to unlock it.");

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Key hash → what findApiKeyByHash read for it (access-cache.ts: two seconds, forgotten on any change of access). */
const keyAccess = new AccessCache<NonNullable<Awaited<ReturnType<typeof findApiKeyByHash>>>>();

type FoundSession = NonNullable<Awaited<ReturnType<AppDeps["auth"]["api"]["getSession"]>>>;
/**
 * The Cookie header's SHA-256 → the session Better Auth found for it (access-cache.ts: two seconds,
 * forgotten when any session is deleted or changed, through Better Auth's hooks and the sessions'
 * repositories). Hashed, so that a signed-in client varying its other cookies cannot make the
 * cache hold large keys. The inactivity check after it still reads the database on every request.
 */
const sessionsByCookie = new AccessCache<FoundSession>();

/** Better Auth's session of this request, from the cache while it is fresh and not past its expiry. */
async function findSession(deps: Pick<AppDeps, "auth">, headers: Headers, now: Date): Promise<FoundSession | null> {
  const cookie = headers.get("cookie");
  const read = () => deps.auth.api.getSession({ headers });
  if (!cookie) return read();
  const found = await sessionsByCookie.get(createHash("sha256").update(cookie).digest("base64"), read, now.getTime());
  return found && new Date(found.session.expiresAt) <= now ? read() : found;
}

/**
 * The caller an API key stands for (401 when it is unknown, disabled or its holder left the
 * workspace; 403 when locked or outside its allowed addresses), its use recorded. The middleware
 * below reads it from a header; a realtime socket may send it in its first message.
 */
export async function principalOfApiKey(deps: Pick<AppDeps, "db" | "log">, key: string, ip: string | undefined): Promise<Principal> {
  const keyHash = key ? hashApiKey(key) : null;
  const found = keyHash ? await keyAccess.get(keyHash, () => findApiKeyByHash(deps.db, keyHash)) : null;
  // A key whose holder left the workspace is as good as revoked.
  if (!found?.member) throw new AppError("invalid_api_key", 401, "Invalid API key.");
  const { key: row, member } = found;
  const isServiceAccount = member.kind === "service_account";
  if (member.isLocked) throw lockedMember();
  if (row.isDisabled) throw new AppError("invalid_api_key", 401, "This API key is disabled.");
  if (row.allowedIps && !ipAllowed(ip, row.allowedIps)) {
    throw new AppError("ip_not_allowed", 403, `This API key may only be used from its allowed IP addresses (allowed_ips); this request came from ${ip ?? "an unknown address"}.`);
  }
  touchApiKey(deps.db, row.id, new Date()).catch((err) => deps.log.warn("could not record API key use", err));
  return {
    userId: row.userId,
    workspaceId: row.workspaceId,
    via: "api_key",
    role: member.role,
    isServiceAccount,
    apiKeyId: row.id,
    keyPermissions: row.permissions ? row.permissions.filter(isApiKeyPermission) : DEFAULT_API_KEY_PERMISSIONS,
    twoFactorSetupRequired: needsTwoFactorSetup({ mfaRequired: found.mfaRequired, isServiceAccount, hasTwoFactor: found.hasTwoFactor }),
  };
}

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
 * most once a minute, or a quarter of a shorter timeout). The same query says whether the
 * workspace requires two-factor of a person who has none (`twoFactorSetupRequired`; authorizeRoute
 * acts on it).
 */
export function authenticate(deps: Pick<AppDeps, "db" | "auth" | "log" | "config">): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(deps.config.publicUrl).origin;
  return async (c, next) => {
    const optional = isPublicApiRoute(c.req.method, c.req.path);
    const key = c.req.header("xi-api-key") ?? bearerToken(c.req.header("authorization"));
    if (key !== undefined) {
      c.set("principal", await principalOfApiKey(deps, key, clientIp(c, deps.config.trustProxy)));
      return next();
    }
    const now = new Date();
    const found = await findSession(deps, c.req.raw.headers, now);
    if (!found) {
      if (optional) return next();
      throw new AppError("invalid_api_key", 401, "Sign in, or send an API key in the xi-api-key header.");
    }
    // A state-changing request with the session cookie must come from the app's own pages: browsers
    // send Origin or Sec-Fetch-Site on every such request, so one missing both is refused too.
    // SameSite cookies stop most cross-site requests already; this holds where they do not.
    if (!SAFE_METHODS.has(c.req.method) && requestSite(c.req.raw.headers, publicOrigin) !== "same") {
      throw new AppError("cross_site_request", 403, "This request came from another site, so it was refused. Open the app and try again.");
    }
    const checked = await checkSessionActivity(deps.db, { id: found.session.id, userId: found.user.id }, { now, record: true });
    if (checked.state === "no_workspace") throw new AppError("invalid_api_key", 401, "Your account has no workspace.");
    if (checked.state === "expired") throw new AppError("session_expired", 401, "You were signed out after a period of inactivity. Sign in again.");
    if (checked.isLocked) throw lockedMember();
    c.set("principal", {
      userId: found.user.id,
      workspaceId: checked.workspaceId,
      via: "session",
      sessionId: found.session.id,
      role: checked.role,
      isServiceAccount: false,
      keyPermissions: null,
      twoFactorSetupRequired: checked.twoFactorSetupRequired,
    });
    return next();
  };
}
