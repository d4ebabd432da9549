import { sso } from "@better-auth/sso";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { AppDeps } from "#platform/app-env";
import { APP_ROUTES } from "@vocable/domain";
import { SSO_CALLBACK_PATH } from "./oidc-config";
import { withoutPinnedFetches } from "./pinned-fetch";
import { SsoSignInRefused, provisionSsoUser } from "./use-cases/provision-sso-user";

/**
 * Better Auth's SSO plugin as Vocable uses it: OpenID Connect only, providers registered by
 * Vocable's own routes (features/accounts/sso), one shared callback, sign-in refused until the domain's DNS
 * record is verified, and every sign-in handed to provisionSsoUser (the domain check, the
 * workspace membership). Only `POST /sign-in/sso` and `GET /sso/callback` are served over HTTP
 * (AUTH_HTTP_ENDPOINTS); the plugin's own provider management endpoints are not.
 */
export function ssoAuthPlugins(deps: Pick<AppDeps, "db" | "jobs" | "log">) {
  const plugin = sso({
    domainVerification: { enabled: true },
    redirectURI: SSO_CALLBACK_PATH,
    providersLimit: 0,
    // The sso_provider row's workspace stands where the plugin expects an organization; without
    // Better Auth's organization plugin it assigns nothing itself.
    fields: { organizationId: "workspaceId" },
    provisionUserOnEveryLogin: true,
    provisionUser: async ({ user, provider }) => {
      try {
        // Vocable's own work (jobs it queues included) runs outside the sign-in's pinned fetches.
        await withoutPinnedFetches(() => provisionSsoUser(deps, { userId: user.id, email: user.email, providerId: provider.providerId }));
      } catch (err) {
        if (!(err instanceof SsoSignInRefused)) throw err;
        const to = new URLSearchParams({ error: err.code, error_description: err.message });
        throw new APIError("FOUND", undefined, new Headers({ location: `${APP_ROUTES.sso}?${to.toString()}` }));
      }
    },
  });
  // Sign-in names its provider (find-sso-provider gives the verified one). By e-mail or domain the
  // plugin would take the first provider registered for that domain, which may be another
  // workspace's unverified claim on it, and refuse: no takeover, but a way to block a company's
  // sign-in. And OpenID Connect only: no SAML provider is ever registered.
  return [plugin, ssoSignInGuard] as const;
}

/**
 * Sign-in names its provider (find-sso-provider gives the verified one): by e-mail or domain the
 * plugin would take the first provider registered for that domain, which may be another
 * workspace's unverified claim on it, and refuse; no takeover, but a way to block a company's
 * sign-in. And OpenID Connect only: no SAML provider is ever registered.
 */
const ssoSignInGuard = {
  id: "vocable-sso-sign-in-guard",
  hooks: {
    before: [
      {
        matcher: (context: { path?: string }) => context.path === "/sign-in/sso",
        handler: createAuthMiddleware(async (ctx) => {
          const body = ctx.body as { providerId?: unknown; providerType?: unknown } | undefined;
          if (typeof body?.providerId !== "string" || body.providerId === "") {
            throw new APIError("BAD_REQUEST", { message: "Name the identity provider (providerId): GET /v1/workspace/find-sso-provider finds it for an e-mail address." });
          }
          if (body.providerType !== undefined && body.providerType !== "oidc") {
            throw new APIError("BAD_REQUEST", { message: "Only OpenID Connect providers are offered." });
          }
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;
