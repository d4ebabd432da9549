import { AsyncLocalStorage } from "node:async_hooks";
import { fetchTarget, resolveTarget } from "#features/developers/webhooks/safe-target";

/** Which identity-provider URLs may sit on a private network: those whose origin is in SSO_PRIVATE_ISSUERS. */
export interface SsoFetchRules {
  allowPrivate(url: string): boolean;
}

/** The rules for the operator's SSO_PRIVATE_ISSUERS (origins; any other URL must resolve to public addresses only). */
export function ssoFetchRules(privateIssuers: readonly string[]): SsoFetchRules {
  const origins = new Set(privateIssuers);
  return {
    allowPrivate: (url) => {
      try {
        return origins.has(new URL(url).origin);
      } catch {
        return false;
      }
    },
  };
}

/** How long one call to the provider (discovery, token, userinfo, keys) may take, and how much it may answer. */
const SSO_FETCH_TIMEOUT_MS = 10_000;
const SSO_FETCH_MAX_BYTES = 1024 * 1024;

const scope = new AsyncLocalStorage<SsoFetchRules>();
let installed = false;

/**
 * Runs `fn` (Better Auth's SSO sign-in or callback, or the discovery of a new provider) so that
 * every fetch() it makes goes through the webhooks' address rules and pinning: the URL's name is
 * resolved once, every address must be public (or the origin allowed by SSO_PRIVATE_ISSUERS), and
 * the connection goes to the address that was checked (safe-target.ts). The SSO plugin takes no
 * fetch of its own (it calls the global one for discovery, token, userinfo and JWKS), so the global
 * fetch is wrapped once, and does this only inside such a scope: anywhere else it is unchanged.
 */
export function withPinnedFetches<T>(rules: SsoFetchRules, fn: () => Promise<T>): Promise<T> {
  installPinnedFetch();
  return scope.run(rules, fn);
}

/** Runs `fn` outside any pinned-fetch scope (Vocable's own work inside a sign-in, e.g. provisioning). */
export function withoutPinnedFetches<T>(fn: () => T): T {
  return scope.exit(fn);
}

function installPinnedFetch(): void {
  if (installed) return;
  installed = true;
  const unpinned = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const rules = scope.getStore();
    return rules ? pinnedFetch(rules, new Request(input, init)) : unpinned(input, init);
  };
}

async function pinnedFetch(rules: SsoFetchRules, request: Request): Promise<Response> {
  const target = await resolveTarget(request.url, { allowPrivate: rules.allowPrivate(request.url) });
  return fetchTarget(target, request, { timeoutMs: SSO_FETCH_TIMEOUT_MS, maxBytes: SSO_FETCH_MAX_BYTES });
}
