import { SERVER_ONLY_EVENTS } from "@vocable/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvent } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { ANALYTICS_RATE_LIMIT } from "./use-cases/record-analytics-events";
import { MARKETING_VISIT_EVENT } from "./use-cases/record-marketing-visit";

const base = "http://localhost:8080";
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(() => t?.close());

let anon = 0;
/** A fresh browser id per test, so rows and rate-limit counters of one test do not meet another's. */
const nextAnonymousId = () => `browser-${process.pid}-${++anon}`;

function send(body: unknown, headers: Record<string, string> = {}) {
  return t.request("/v1/analytics/events", {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, "sec-fetch-site": "same-origin", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const rowsOf = (anonymousId: string) => t.deps.db.select().from(analyticsEvent).where(eq(analyticsEvent.anonymousId, anonymousId));

describe("POST /v1/analytics/events", () => {
  it("stores a signed-in browser's events with its user, without credentials or the query", async () => {
    const id = nextAnonymousId();
    const res = await send(
      {
        anonymous_id: id,
        events: [
          { name: "sign_up_completed", path: "/app/sign-up?mode=verifyEmail&oobCode=secret", properties: { plan: "free", password: "hunter2" } },
          { name: "onboarding_checklist_item_completed", properties: { item_id: "generate_api_key" } },
        ],
      },
      { cookie: user.cookie },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ accepted: 2 });
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.name, r.userId, r.path, r.properties]).sort()).toEqual(
      [
        ["onboarding_checklist_item_completed", user.userId, null, { item_id: "generate_api_key" }],
        ["sign_up_completed", user.userId, "/app/sign-up", { plan: "free" }],
      ].sort(),
    );
  });

  it("takes a signed-out visitor's events without a user", async () => {
    const id = nextAnonymousId();
    expect((await send({ anonymous_id: id, events: [{ name: "pricing_viewed" }] })).status).toBe(200);
    expect((await rowsOf(id)).map((r) => r.userId)).toEqual([null]);
  });

  it("refuses requests another site makes, and stores nothing", async () => {
    const id = nextAnonymousId();
    const body = { anonymous_id: id, events: [{ name: "sign_up_completed" }] };
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example", "sec-fetch-site": "" },
      { origin: "null", "sec-fetch-site": "" },
    ]) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ""));
      const res = await t.request("/v1/analytics/events", {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie: user.cookie, ...clean },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { detail: { status: string } }).detail.status).toBe("cross_site_request");
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it("refuses every server-only event id with 400 and keeps nothing of the batch", async () => {
    expect(SERVER_ONLY_EVENTS).toHaveLength(14);
    const id = nextAnonymousId();
    for (const name of SERVER_ONLY_EVENTS) {
      const res = await send({ anonymous_id: id, events: [{ name: "sign_up_completed" }, { name }] }, { cookie: user.cookie });
      expect(res.status, name).toBe(400);
      const body = (await res.json()) as { detail: { status: string; message: string } };
      expect(body.detail).toEqual({ status: "invalid_request", message: `The event "${name}" is recorded by the server only.` });
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it.each([
    ["an empty batch", { events: [] }],
    ["more than 20 events", { events: Array.from({ length: 21 }, () => ({ name: "x" })) }],
    ["a name over 64 characters", { events: [{ name: "a".repeat(65) }] }],
    ["an empty name", { events: [{ name: "   " }] }],
    ["a name with a line break", { events: [{ name: "a\nb" }] }],
    ["a NUL in a property", { events: [{ name: "x", properties: { a: "b\u0000" } }] }],
    ["a lone surrogate in a property name", { events: [{ name: "x", properties: { ["\ud800"]: 1 } }] }],
    ["nested properties", { events: [{ name: "x", properties: { a: { b: 1 } } }] }],
    ["properties over 2 KB", { events: [{ name: "x", properties: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, "v".repeat(250)])) }] }],
    ["a path that is not a path", { events: [{ name: "x", path: "https://evil.example/" }] }],
  ])("answers 422 for %s", async (_label, partial) => {
    const id = nextAnonymousId();
    const res = await send({ anonymous_id: id, ...partial });
    expect(res.status).toBe(422);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("answers 422 for a missing or malformed browser id, and for a body that is not JSON", async () => {
    expect((await send({ events: [{ name: "x" }] })).status).toBe(422);
    expect((await send({ anonymous_id: "../../x", events: [{ name: "x" }] })).status).toBe(422);
    const res = await send("{not json");
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it("answers 413 for a body over 64 KB", async () => {
    const res = await send({ anonymous_id: nextAnonymousId(), events: [{ name: "x", pad: "p".repeat(70_000) }] });
    expect(res.status).toBe(413);
  });

  it("rate-limits a caller", async () => {
    const other = await t.signUp("Busy Browser");
    const id = nextAnonymousId();
    const statuses: number[] = [];
    for (let i = 0; i <= ANALYTICS_RATE_LIMIT.max; i++) {
      statuses.push((await send({ anonymous_id: id, events: [{ name: "tick" }] }, { cookie: other.cookie })).status);
    }
    expect(statuses.slice(0, ANALYTICS_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses[ANALYTICS_RATE_LIMIT.max]).toBe(429);
    expect(await rowsOf(id)).toHaveLength(ANALYTICS_RATE_LIMIT.max);
    // Another caller is not held back.
    expect((await send({ anonymous_id: nextAnonymousId(), events: [{ name: "tick" }] }, { cookie: user.cookie })).status).toBe(200);
  });
});

describe("GET /v1/geo", () => {
  it("answers without a session, and is not cached", async () => {
    const res = await t.request("/v1/geo");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as { country: unknown; region: unknown };
    expect(Object.keys(body).sort()).toEqual(["country", "region"]);
  });
});

describe("POST /v1/google-ads-visit", () => {
  const visit = (body: unknown, headers: Record<string, string> = {}) =>
    t.request("/v1/google-ads-visit", {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, "sec-fetch-site": "same-origin", ...headers },
      body: JSON.stringify(body),
    });
  const visitsOf = async (campaign: string) =>
    (await t.deps.db.select().from(analyticsEvent).where(eq(analyticsEvent.name, MARKETING_VISIT_EVENT))).filter((r) => r.properties.utm_campaign === campaign);

  it("keeps the campaign first-party only when the consent cookie allows, and never the e-mail address", async () => {
    const campaign = `spring-${process.pid}`;
    const body = { email: "someone@example.org", event_type: "visit", gclid: "Cj0KCQ-abc", utm_source: "google", utm_medium: "cpc", utm_campaign: campaign, utm_term: null };
    for (const cookie of [undefined, "xi_consent=denied", "xi_consent=bogus"]) {
      const res = await visit(body, cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "ok", stored: false });
    }
    expect(await visitsOf(campaign)).toEqual([]);

    const granted = await visit(body, { cookie: "xi_consent=granted" });
    expect(await granted.json()).toEqual({ status: "ok", stored: true });
    // Signed in: linked to the account (its session cookie beside the consent one).
    expect((await (await visit({ ...body, event_type: "sign_up" }, { cookie: `${user.cookie}; xi_consent=not_applicable` })).json()).stored).toBe(true);
    const rows = await visitsOf(campaign);
    expect(rows.map((r) => [r.userId, r.properties]).sort()).toEqual(
      [
        [null, { event_type: "visit", gclid: "Cj0KCQ-abc", utm_source: "google", utm_medium: "cpc", utm_campaign: campaign }],
        [user.userId, { event_type: "sign_up", gclid: "Cj0KCQ-abc", utm_source: "google", utm_medium: "cpc", utm_campaign: campaign }],
      ].sort(),
    );
    expect(JSON.stringify(rows)).not.toContain("someone@example.org");
  });

  it("refuses another site's page, and bad input in the error shape", async () => {
    const cross = await visit({ event_type: "visit" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site", cookie: "xi_consent=granted" });
    expect(cross.status).toBe(403);
    expect((await cross.json()).detail.status).toBe("cross_site_request");
    for (const body of [{}, { event_type: "" }, { event_type: "visit", utm_source: "a\u0000b" }, { event_type: "visit", gclid: "x".repeat(257) }]) {
      expect((await visit(body, { cookie: "xi_consent=granted" })).status, JSON.stringify(body)).toBe(422);
    }
  });
});
