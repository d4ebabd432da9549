import { betterAuth } from "better-auth/minimal";
import { APP_ROUTES } from "@vocable/domain";
import type { Redis } from "ioredis";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "#db/client";
import { account, rateLimit, session, ssoProvider, twoFactor, user, verification } from "#db/schema/index";
import { recordSignInLocation } from "#features/accounts/account/record-sign-in-location";
import { createUserProfile } from "#features/accounts/account/repo";
import { createPersonalWorkspace } from "#features/workspaces/workspaces/repo";
import { isServiceAccountUser } from "#features/developers/service-accounts/repo";
import { accountAuthOptions } from "#features/accounts/account-security/auth-options";
import { ssoAuthPlugins } from "#features/accounts/sso/auth-plugin";
import { SSO_CALLBACK_PATH } from "#features/accounts/sso/oidc-config";
import type { JobRunner } from "./jobs/job-types";
import type { Config } from "./env";
import type { Mailer } from "./mail/types";
import type { Logger } from "./logger";
import { redisRateLimitStorage } from "./rate-limit-store";
import { TWO_FACTOR_DISABLED_PATHS, VERIFY_TOTP_PATH, twoFactorPlugins } from "./auth/two-factor";
import { forgetAccess } from "#platform/access/access-cache";

/** The header the server sets (never the client) to tell Better Auth's rate limiter who is calling. */
export const CLIENT_IP_HEADER = "x-vocable-client-ip";
export const AUTH_BASE_PATH = "/api/auth";

/**
 * The Better Auth endpoints served over HTTP under AUTH_BASE_PATH: only what the web app calls
 * (sign-up, sign-in, sign-out, the session check, TOTP set-up and the second-factor step). Every
 * other endpoint Better Auth has (change-password, request-password-reset, send-verification-email,
 * reset-password, update-user, change-email, delete-user, list-sessions, revoke-sessions, ...)
 * answers 404 like any unknown path: the /v1 routes do those jobs with Vocable's rules (other
 * sessions ended, per-address limits, answer floors, sensitive-action proofs), and calling Better
 * Auth directly must not skip them. Server code still reaches any endpoint through `auth.api.*` or
 * `auth.handler` (e.g. the backup-code sign-in), which never pass this list.
 */
export const AUTH_HTTP_ENDPOINTS: readonly string[] = [
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-out",
  "GET /get-session",
  "POST /two-factor/enable",
  `POST ${VERIFY_TOTP_PATH}`,
  // Single sign-on: start at the workspace's identity provider, and come back from it.
  "POST /sign-in/sso",
  `GET ${SSO_CALLBACK_PATH}`,
];
const SERVED = new Set(AUTH_HTTP_ENDPOINTS);

/** Whether a request for `path` (the full path, AUTH_BASE_PATH included) reaches Better Auth over HTTP. */
export function isServedAuthEndpoint(method: string, path: string): boolean {
  if (!path.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  return SERVED.has(`${method.toUpperCase()} ${path.slice(AUTH_BASE_PATH.length)}`);
}
const COOKIE_LIFETIME_SECONDS = 360 * 24 * 60 * 60;

/**
 * Allowed browser origins: the public URL plus its localhost/127.0.0.1 twins for local use, and
 * the identity providers on a private network the operator allowed (SSO_PRIVATE_ISSUERS: the SSO
 * plugin calls only public addresses or these).
 */
function trustedOrigins(publicUrl: string, privateIssuers: readonly string[]): string[] {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin, ...privateIssuers]);
  if (url.hostname === "localhost" || url.hostname === "127.0.0.1") {
    for (const host of ["localhost", "127.0.0.1"]) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
  }
  return [...origins];
}

/**
 * Better Auth: e-mail + password accounts, cookie sessions, sign-in/up rate limits. Rate-limit
 * counters are shared by every instance: in Redis when there is one, else in the database.
 */
export function createAuth(opts: { config: Config; db: Db; secret: string; mailer: Mailer; jobs: JobRunner; redis?: Redis | null; log: Logger; passwordWorkFactor?: number }) {
  const { config, db } = opts;
  const accountOptions = accountAuthOptions({ config, mailer: opts.mailer, secret: opts.secret, db, passwordWorkFactor: opts.passwordWorkFactor });
  return betterAuth({
    appName: "Vocable",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: opts.secret,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit, twoFactor, ssoProvider } }),
    emailAndPassword: accountOptions.emailAndPassword,
    emailVerification: accountOptions.emailVerification,
    verification: accountOptions.verification,
    hooks: accountOptions.hooks,
    // The password policy, the TOTP second factor (issuer: appName; see auth/two-factor.ts), and
    // single sign-on through a workspace's OpenID Connect provider (features/accounts/sso).
    plugins: [...accountOptions.plugins, ...twoFactorPlugins(db), ...ssoAuthPlugins({ db, jobs: opts.jobs, log: opts.log })],
    trustedOrigins: trustedOrigins(config.publicUrl, config.sso.privateIssuers),
    disabledPaths: TWO_FACTOR_DISABLED_PATHS,
    session: { expiresIn: COOKIE_LIFETIME_SECONDS, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      customStorage: opts.redis ? redisRateLimitStorage(opts.redis, config.redisPrefix) : undefined,
      window: 60,
      max: 100,
      customRules: {
        // The web app asks on every page; a limit here would sign valid users out (every user
        // behind one reverse proxy shares an address). It reads a cookie and guesses nothing.
        "/get-session": false,
        // Everything that takes a password, a code or a token, or sends mail: SIGN_IN_RATE_LIMIT a
        // minute per address and path. `*` is one path segment (e.g. /sign-in/email, /two-factor/verify-totp).
        // Most of these are not served over HTTP (AUTH_HTTP_ENDPOINTS); the rules stay so that
        // opening one later cannot forget its limit.
        ...Object.fromEntries(
          [
            "/sign-in/*",
            "/sign-up/*",
            "/forget-password",
            "/forget-password/*",
            "/request-password-reset",
            "/reset-password",
            "/reset-password/*",
            "/change-password",
            "/change-email",
            "/verify-password",
            "/delete-user",
            "/send-verification-email",
            "/verify-email",
            "/two-factor/*",
            "/email-otp/*",
          ].map((path) => [path, { window: 60, max: config.signInRateLimit }]),
        ),
      },
    },
    advanced: {
      useSecureCookies: config.secureCookies,
      cookiePrefix: "vocable",
      defaultCookieAttributes: { sameSite: "strict", httpOnly: true, secure: config.secureCookies },
      // The SSO sign-in's state comes back with the identity provider's redirect, a cross-site
      // navigation that a strict cookie would not follow (it is signed, short-lived and single-use).
      cookies: { state: { attributes: { sameSite: "lax" } } },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // A sign-in through an identity provider that fails before it knows where to go back to (an
    // expired or replayed state) lands on the SSO page with the error, not on Better Auth's own page.
    onAPIError: { errorURL: `${config.publicUrl}${APP_ROUTES.sso}` },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === "silent", level: config.logLevel === "debug" ? "debug" : "warn" },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await createUserProfile(db, created);
            await createPersonalWorkspace(db, created);
          },
        },
        // The plugin's second factor turned on or off (twoFactorEnabled): what a key of theirs grants may change.
        update: { after: async () => forgetAccess() },
      },
      account: {
        create: {
          // Nor a credential: a password reset would otherwise give it a password account.
          before: async (created) => ((await isServiceAccountUser(db, created.userId)) ? false : undefined),
        },
        // A changed password ends the user's API keys (account-security/auth-options.ts).
        update: { after: (updated, ctx) => accountOptions.afterAccountUpdate(updated, ctx) },
      },
      session: {
        create: {
          // A service account acts only through its keys: whatever path led here (a password set
          // by some future flow, a social sign-in), it never gets a session.
          before: async (created) => ((await isServiceAccountUser(db, created.userId)) ? false : undefined),
          // Sign-up and every sign-in: where the user is now (the Updated Terms modal reads it).
          after: async (created, ctx) => {
            await recordSignInLocation({ db, config, log: opts.log }, created.userId, created.ipAddress, ctx?.headers ?? ctx?.request?.headers);
          },
        },
        // Signed out, revoked or changed: the session a cookie stood for may be gone (authenticate caches it).
        update: { after: async () => forgetAccess() },
        delete: { after: async () => forgetAccess() },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
