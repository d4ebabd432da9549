import dnsModule from "node:dns";
import { syncBuiltinESMExports } from "node:module";
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieOf, postJson } from "#testing/account-flows";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { startTestDns, type TestDns } from "#testing/test-dns";
import { startTestOidcProvider, type TestOidcProvider } from "#testing/test-oidc-provider";
import { getJson } from "#testing/workspace-teams";
import type { Logger } from "#platform/logger";

const PUBLIC_URL = "http://localhost:8080";
/** A name the provider's discovery document gives its token, keys and userinfo endpoints. */
const PINNED_HOST = "idp-pinned.test";
/** A name that resolves to an address on the server's private network. */
const INTERNAL_HOST = "idp-internal.test";
const INTERNAL_ADDRESS = "10.20.30.40";
/** A name whose answer changes between the start of a sign-in and its callback. */
const SWITCHING_HOST = "idp-switching.test";

// What the server's resolver answers (a company's or an attacker's DNS): the names above, and the
// system's answer for anything else. The system resolver, which a plain fetch() would use to
// connect, knows neither name: a connection that reaches the provider went to the checked address.
const answers = new Map<string, { address: string; family: number }[]>([
  [PINNED_HOST, [{ address: "127.0.0.1", family: 4 }]],
  [INTERNAL_HOST, [{ address: INTERNAL_ADDRESS, family: 4 }]],
]);
const systemLookup = dnsModule.promises.lookup;

let t: TestApp;
let idp: TestOidcProvider;
let dns: TestDns;
let admin: TestUser;
let port = "";
/** The host its discovery document puts the server-side endpoints on (null: the issuer's own). */
let endpointHost: string | null = null;
const logged: string[] = [];
let domainSeq = 0;

/** The provider's real discovery document, with the token, keys and userinfo endpoints moved to `endpointHost`. */
async function discoveryDocument(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
  if (req.url !== "/.well-known/openid-configuration" || req.headers["x-real-document"] || endpointHost === null) return false;
  const real = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`, { headers: { "x-real-document": "1" } })).json()) as Record<string, unknown>;
  const moved = (url: unknown) => {
    const u = new URL(String(url));
    u.hostname = endpointHost!;
    return u.toString();
  };
  const doc = { ...real, token_endpoint: moved(real.token_endpoint), jwks_uri: moved(real.jwks_uri), userinfo_endpoint: moved(real.userinfo_endpoint) };
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(doc));
  return true;
}

beforeAll(async () => {
  const lookup = (async (name: string, options?: unknown) => answers.get(name) ?? systemLookup(name, options as dnsModule.LookupAllOptions)) as typeof systemLookup;
  dnsModule.promises.lookup = lookup;
  syncBuiltinESMExports();
  idp = await startTestOidcProvider({ redirectUris: [`${PUBLIC_URL}/api/auth/sso/callback`], extraRoutes: discoveryDocument });
  port = new URL(idp.issuer).port;
  dns = await startTestDns();
  const log: Logger = { debug() {}, info() {}, warn: (msg) => void logged.push(msg), error: (msg, e) => void logged.push(`${msg} ${String(e)}`) };
  // The provider's own host and the pinned name are allowed on a private network; the internal one is not.
  t = await createTestApp({ PUBLIC_URL, DNS_SERVERS: dns.address, SSO_PRIVATE_ISSUERS: `${idp.issuer},http://${PINNED_HOST}:${port}` }, { log });
  admin = await t.signUp("Ada Admin");
});
afterAll(async () => {
  dnsModule.promises.lookup = systemLookup;
  syncBuiltinESMExports();
  await t?.close();
  await idp?.close();
  await dns?.close();
});

/** Registers the provider (its endpoints on `host`), proves its domain and turns auto-provisioning off. */
async function verifiedProvider(host: string | null) {
  endpointHost = host;
  const domain = `fetches${++domainSeq}-${process.pid}.example`;
  const added = await postJson(t, "/v1/workspace/identity-providers", { issuer: idp.issuer, client_id: idp.clientId, client_secret: idp.clientSecret, domain }, admin.cookie);
  expect(added.status).toBe(200);
  dns.setTxt(added.body.domain_verification.name, [added.body.domain_verification.value]);
  expect((await postJson(t, `/v1/workspace/identity-providers/${added.body.provider_id}/verify-domain`, undefined, admin.cookie)).status).toBe(200);
  return { providerId: added.body.provider_id as string, domain };
}

/** POST /api/auth/sign-in/sso as the sign-in page sends it, with no credentials at all. */
function startSignIn(providerId: string) {
  return t.request("/api/auth/sign-in/sso", {
    method: "POST",
    headers: { "content-type": "application/json", origin: PUBLIC_URL },
    body: JSON.stringify({ providerId, callbackURL: "/app/home", errorCallbackURL: "/app/sso" }),
  });
}

describe("the server's calls to an identity provider", () => {
  it("connect to the address that was checked, whatever the name resolves to at connection time", async () => {
    const { providerId, domain } = await verifiedProvider(PINNED_HOST);
    const start = await startSignIn(providerId);
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const back = await idp.signIn(url, `pat@${domain}`);
    // The token, keys and userinfo calls go to idp-pinned.test: resolved once by the checked
    // lookup (127.0.0.1), never again by the system's resolver, which does not know the name.
    const res = await t.request(`${back.pathname}${back.search}`, { headers: { cookie: cookieOf(start) }, redirect: "manual" });
    expect(res.headers.get("location")).toBe("/app/home");
    const cookie = cookieOf(res).split("; ").filter((c) => !c.endsWith("=")).join("; ");
    const me = await getJson(t, "/v1/user", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(`pat@${domain}`);
  });

  it("refuses a provider whose endpoints resolve to a private address without telling the caller the address", async () => {
    const { providerId } = await verifiedProvider(INTERNAL_HOST);
    logged.length = 0;
    const res = await startSignIn(providerId);
    const text = await res.text();
    expect(res.status).toBe(502);
    expect(JSON.parse(text)).toEqual({ detail: { status: "sso_provider_unavailable", message: expect.stringContaining("identity provider") } });
    // No address, no host name, nothing about what the name resolved to.
    expect(text).not.toContain(INTERNAL_ADDRESS);
    expect(text).not.toContain(INTERNAL_HOST);
    expect(text).not.toMatch(/resolve|routable|private/i);
    // The operator's log has the detail.
    expect(logged.join("\n")).toContain(INTERNAL_ADDRESS);
  });

  it("does not put the address in the error it redirects the browser back with", async () => {
    // A public answer while the sign-in starts; a private one when the browser comes back.
    answers.set(SWITCHING_HOST, [{ address: "192.0.1.10", family: 4 }]);
    const { providerId, domain } = await verifiedProvider(SWITCHING_HOST);
    const start = await startSignIn(providerId);
    expect(start.status).toBe(200);
    const back = await idp.signIn(((await start.json()) as { url: string }).url, `sam@${domain}`);
    answers.set(SWITCHING_HOST, [{ address: INTERNAL_ADDRESS, family: 4 }]);
    logged.length = 0;
    const res = await t.request(`${back.pathname}${back.search}`, { headers: { cookie: cookieOf(start) }, redirect: "manual" });
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/app\/sso\?error=(discovery_failed|invalid_provider)&/);
    expect(decodeURIComponent(location)).not.toContain(INTERNAL_ADDRESS);
    expect(decodeURIComponent(location)).not.toContain(SWITCHING_HOST);
    expect(cookieOf(res)).not.toContain("session_token=");
    expect(logged.join("\n")).toContain(INTERNAL_ADDRESS);
  });
});
