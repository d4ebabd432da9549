import type { AppDeps } from "#platform/app-env";
import { SSO_CALLBACK_PATH } from "./oidc-config";
import { ssoFetchRules, withPinnedFetches } from "./pinned-fetch";

/** Better Auth's SSO endpoints under the auth base path, as the HTTP layer sees them. */
const SIGN_IN_PATH = "/sign-in/sso";

/**
 * The SSO plugin's failures that come from the provider's addresses and endpoints (its
 * DiscoveryError codes): their messages name hosts and the private addresses they resolve to,
 * which an unauthenticated caller must not learn (an internal DNS oracle).
 */
const PROVIDER_FAILURES = new Set([
  "discovery_invalid_url",
  "discovery_not_found",
  "discovery_untrusted_origin",
  "discovery_private_host",
  "oidc_endpoint_redirect",
  "discovery_invalid_json",
  "discovery_incomplete",
  "issuer_mismatch",
  "unsupported_token_auth_method",
  "discovery_timeout",
  "discovery_unexpected_error",
]);

/** The callback's error codes whose description may carry such a message. */
const PROVIDER_ERROR_CODES = new Set(["invalid_provider", "discovery_failed"]);

/** What a person (or a caller probing the provider's hosts) is told instead. */
export const SSO_PROVIDER_UNAVAILABLE =
  "Your company's identity provider cannot be used for sign-in right now. Ask your workspace admin to check the single sign-on settings.";

/**
 * Serves Better Auth's SSO sign-in and callback (`path` is relative to the auth base path): the
 * calls they make to the identity provider go to the addresses that were checked
 * (withPinnedFetches), and a failure at the provider is logged in full but answered without its
 * details: the sign-in's 4xx/5xx becomes one 502 `sso_provider_unavailable`, whatever the cause,
 * and the callback's redirect keeps its error code but not a description that is not a plain code.
 * Any other path is handled as it is.
 */
export async function handleSsoExchange(deps: Pick<AppDeps, "config" | "log">, path: string, handle: () => Promise<Response>): Promise<Response> {
  if (path !== SIGN_IN_PATH && path !== SSO_CALLBACK_PATH) return handle();
  const response = await withPinnedFetches(ssoFetchRules(deps.config.sso.privateIssuers), handle);
  return path === SIGN_IN_PATH ? sanitizeSignInAnswer(deps, response) : sanitizeCallbackRedirect(deps, response);
}

async function sanitizeSignInAnswer(deps: Pick<AppDeps, "log">, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.clone().text();
  let code = "";
  try {
    code = String((JSON.parse(text) as { code?: unknown }).code ?? "").toLowerCase();
  } catch {
    // not JSON: judged by its status alone
  }
  if (!PROVIDER_FAILURES.has(code) && response.status < 500) return response;
  deps.log.warn(`SSO sign-in failed at the identity provider (${response.status}): ${text.slice(0, 1000)}`);
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify({ detail: { status: "sso_provider_unavailable", message: SSO_PROVIDER_UNAVAILABLE } }), { status: 502, headers });
}

function sanitizeCallbackRedirect(deps: Pick<AppDeps, "log">, response: Response): Response {
  const location = response.headers.get("location");
  if (!location) return response;
  const queryAt = location.indexOf("?");
  if (queryAt < 0) return response;
  const params = new URLSearchParams(location.slice(queryAt + 1));
  const description = params.get("error_description");
  if (!PROVIDER_ERROR_CODES.has(params.get("error") ?? "") || description === null || /^[a-z0-9_]{1,64}$/.test(description)) return response;
  deps.log.warn(`SSO sign-in failed at the identity provider (${params.get("error")}): ${description.slice(0, 1000)}`);
  params.set("error_description", "identity_provider_error");
  const headers = new Headers(response.headers);
  headers.set("location", `${location.slice(0, queryAt)}?${params.toString()}`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
