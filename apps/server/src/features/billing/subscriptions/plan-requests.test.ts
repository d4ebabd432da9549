import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planRequest } from "#db/schema/index";
import { linkParam, postJson, postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { startTestSmtp, type TestSmtp } from "#testing/test-smtp";
import { getJson, joinWorkspace } from "#testing/workspace-teams";
import { applyOperatorPlan } from "#features/operators/instance-admin/use-cases/set-workspace-plan";
import { insertPromoCode } from "./repo";

// BILLING_PROVIDER=local without BILLING_SELF_SERVICE (the default): a paid plan is a request an
// instance operator approves or denies; downgrades and cancellations stay the member's own.

const OPERATOR_EMAIL = "plans-ops@example.com";
const B = "/v1/billing";

let t: TestApp;
let smtp: TestSmtp;
let operatorCookie: string;

const post = (user: { cookie: string }, path: string, body?: unknown) => postJson(t, path.startsWith("/v1/admin") ? path : `${B}${path}`, body ?? {}, user.cookie);
const subscriptionOf = async (user: TestUser) => (await getJson(t, "/v1/user/subscription", user)).body;
const planRequestOf = async (user: TestUser) => (await getJson(t, `${B}/plan-request`, user)).body.plan_request;
const invoicesOf = async (user: TestUser) => (await getJson(t, `${B}/invoices`, user)).body.invoices as { reason: string; status: string; amount_due_cents: number; subtotal_cents: number }[];
const openRequests = async (query = "") => (await getJson(t, `/v1/admin/plan-requests${query}`, { cookie: operatorCookie })).body;

/** Starts a checkout and confirms it on the confirmation page, as the browser does. */
async function confirmCheckout(user: TestUser, body: Record<string, unknown>) {
  const start = await post(user, "/create-checkout-session", body);
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const id = new URL(start.body.url).pathname.split("/").pop()!;
  const done = await post(user, `/checkout-sessions/${id}/complete`);
  return { id, done };
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:8080", ADMIN_EMAILS: OPERATOR_EMAIL });
  await t.deps.jobs.start();
  await insertPromoCode(t.deps.db, { code: "launch20", percentOff: 20, amountOffCents: null, currency: null, durationInMonths: 3, expiresAt: null, maxRedemptions: null });
  expect((await postSignUp(t, { name: "Pat Operator", email: OPERATOR_EMAIL, password: TEST_PASSWORD })).status).toBe(200);
  const verify = await smtp.waitForMail(OPERATOR_EMAIL, { subject: /Verify your e-mail/ });
  expect((await postJson(t, "/v1/user/action-codes/verify-email", { oob_code: linkParam(verify, "oobCode") })).status).toBe(200);
  operatorCookie = await signIn(t, OPERATOR_EMAIL, TEST_PASSWORD);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("paid plans under operator approval", () => {
  it("says which mode is on", async () => {
    expect(await (await t.request(`${B}/config`)).json()).toEqual({ provider: "local", isolated_environment: false, currencies: ["usd", "eur"], collects_payments: false, mode: "local_approval" });
  });

  it("records a checkout as a request without applying it; a second confirmation answers the same request; the operator approves with the invoice", async () => {
    const user = await t.signUp("Rita Requester");
    const { id, done } = await confirmCheckout(user, { subscription_type: "creator", billing_period: "monthly_period", currency: "usd", promocode: "LAUNCH20" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: "requested", tier: "creator", amount_due_cents: 1760 });
    const requestId = done.body.plan_request_id as string;
    expect(requestId).toMatch(/^preq_/);

    // Nothing changed: still Free, no invoice.
    expect(await subscriptionOf(user)).toMatchObject({ tier: "free", status: "free" });
    expect(await invoicesOf(user)).toHaveLength(0);
    expect(await planRequestOf(user)).toMatchObject({ plan_request_id: requestId, kind: "subscribe", tier: "creator", billing_period: "monthly_period", promocode: "launch20", status: "open", reason: null });

    // A double click: the same session answers the same request; a new checkout of the same plan too.
    const again = await post(user, `/checkout-sessions/${id}/complete`);
    expect(again.body).toMatchObject({ status: "requested", plan_request_id: requestId });
    const second = await confirmCheckout(user, { subscription_type: "creator", billing_period: "monthly_period", currency: "usd", promocode: "launch20" });
    expect(second.done.body).toMatchObject({ status: "requested", plan_request_id: requestId });
    // Another plan while one is open: withdraw first.
    const other = await confirmCheckout(user, { subscription_type: "scale_2024_08_10", billing_period: "annual_period", currency: "usd" });
    expect(other.done.status).toBe(409);
    expect(other.done.body.detail).toEqual({
      status: "plan_request_open",
      message: "This workspace already asked the operators for Creator (monthly): withdraw that request on the subscription page before asking for another plan.",
    });

    // The operators were told, and see it in their queue with the workspace and who asked.
    const told = await smtp.waitForMail(OPERATOR_EMAIL, { subject: /Plan request: .* asks for Creator/ });
    expect(told.text).toContain(`npm run billing -- requests approve ${requestId}`);
    const queue = await openRequests();
    expect(queue.plan_requests.filter((r: { plan_request_id: string }) => r.plan_request_id === requestId)).toEqual([
      expect.objectContaining({ workspace_id: user.workspaceId, requested_by_email: user.email, tier: "creator", status: "open" }),
    ]);

    const approved = await post({ cookie: operatorCookie }, `/v1/admin/plan-requests/${requestId}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", tier: "creator" });
    // Applied as the self-service checkout applies it: Creator, the promo's discount, the first invoice.
    expect(await subscriptionOf(user)).toMatchObject({ tier: "creator", status: "active" });
    expect(await invoicesOf(user)).toEqual([expect.objectContaining({ reason: "subscription_create", status: "uncollected", subtotal_cents: 2200, amount_due_cents: 1760 })]);
    expect(await planRequestOf(user)).toMatchObject({ plan_request_id: requestId, status: "approved" });
    const mail = await smtp.waitForMail(user.email, { subject: /Creator plan approved/ });
    expect(mail.text).toContain("the workspace is on the Creator plan now");

    // Approving twice changes nothing more.
    const twice = await post({ cookie: operatorCookie }, `/v1/admin/plan-requests/${requestId}/approve`);
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toEqual({ status: "plan_request_closed", message: "This plan request was approved already." });
    expect(await invoicesOf(user)).toHaveLength(1);
  }, 60_000);

  it("records an upgrade as a request (a retry with the key answers it), keeps downgrades and cancellations self-service, and approves the upgrade with its prorated invoice", async () => {
    const user = await t.signUp("Uma Upgrader");
    const { done } = await confirmCheckout(user, { subscription_type: "starter", billing_period: "monthly_period", no_default_promocode: true });
    await post({ cookie: operatorCookie }, `/v1/admin/plan-requests/${done.body.plan_request_id}/approve`);
    expect((await subscriptionOf(user)).tier).toBe("starter");

    const body = { subscription_type: "pro", billing_period: "monthly_period", idempotency_key: "upgrade-key-1" };
    const up = await post(user, "/change-subscription", body);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toMatchObject({ status: "requested", tier: "starter", invoice_id: null, plan_request_id: expect.stringMatching(/^preq_/) });
    expect(await post(user, "/change-subscription", body)).toMatchObject({ status: 200, body: up.body });
    expect((await post(user, "/change-subscription", { ...body, idempotency_key: "upgrade-key-2" })).body.plan_request_id).toBe(up.body.plan_request_id);
    expect((await subscriptionOf(user)).tier).toBe("starter");
    expect(await planRequestOf(user)).toMatchObject({ kind: "upgrade", tier: "pro", status: "open" });

    // Cancelling and keeping the plan stay the member's, at once.
    expect((await post(user, "/cancel-subscription")).status).toBe(200);
    expect((await subscriptionOf(user)).pending_change).toMatchObject({ kind: "cancellation" });
    expect((await post(user, "/renew-subscription")).status).toBe(200);

    const approved = await post({ cookie: operatorCookie }, `/v1/admin/plan-requests/${up.body.plan_request_id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await subscriptionOf(user)).toMatchObject({ tier: "pro", status: "active" });
    const invoices = await invoicesOf(user);
    expect(invoices.map((i) => i.reason)).toEqual(["subscription_update", "subscription_create"]);
    expect(invoices[0].status).toBe("uncollected");

    // A downgrade is scheduled at once, with no request.
    const down = await post(user, "/change-subscription", { subscription_type: "creator", billing_period: "monthly_period", idempotency_key: "downgrade-key-1" });
    expect(down.body).toMatchObject({ status: "ok", tier: "pro" });
    expect((await subscriptionOf(user)).pending_change).toMatchObject({ kind: "change", next_tier: "creator" });
  }, 60_000);

  it("denies with a reason the member sees and is mailed; the member can withdraw an open request and ask again", async () => {
    const user = await t.signUp("Dana Denied");
    const first = await confirmCheckout(user, { subscription_type: "scale_2024_08_10", billing_period: "annual_period" });
    const id = first.done.body.plan_request_id as string;
    const denied = await post({ cookie: operatorCookie }, `/v1/admin/plan-requests/${id}/deny`, { reason: "Business is for paying customers: write to us." });
    expect(denied.status).toBe(200);
    expect(await planRequestOf(user)).toMatchObject({ plan_request_id: id, status: "denied", reason: "Business is for paying customers: write to us." });
    expect((await subscriptionOf(user)).tier).toBe("free");
    const mail = await smtp.waitForMail(user.email, { subject: /Business plan request not approved/ });
    expect(mail.text).toContain("Their reason: Business is for paying customers: write to us.");
    expect((await post({ cookie: operatorCookie }, `/v1/admin/plan-requests/${id}/approve`)).status).toBe(409);

    const next = await confirmCheckout(user, { subscription_type: "creator", billing_period: "monthly_period" });
    const nextId = next.done.body.plan_request_id as string;
    expect(nextId).not.toBe(id);
    const withdrawn = await post(user, `/plan-requests/${nextId}/withdraw`);
    expect(withdrawn.body).toMatchObject({ status: "withdrawn" });
    expect(await planRequestOf(user)).toBeNull();
    expect((await openRequests()).plan_requests.map((r: { plan_request_id: string }) => r.plan_request_id)).not.toContain(nextId);
    expect((await post({ cookie: operatorCookie }, `/v1/admin/plan-requests/${nextId}/approve`)).body.detail.status).toBe("plan_request_closed");
    expect((await post(user, `/plan-requests/${nextId}/withdraw`)).status).toBe(409);
    // A new plan may be asked for now.
    expect((await confirmCheckout(user, { subscription_type: "pro", billing_period: "monthly_period" })).done.body.status).toBe("requested");
  }, 60_000);

  it("refuses a member who is not an admin, an API key, another workspace's request, and a non-operator on the operators' routes", async () => {
    const admin = await t.signUp("Ada Admin");
    await applyOperatorPlan(t.deps.db, admin.workspaceId, { tier: "trial", max_seats: 3 });
    const member = await t.signUp("Mo Member");
    await joinWorkspace(t, smtp, admin, member, "workspace_member");
    const refused = await post(member, "/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period" });
    expect(refused.status).toBe(403);
    expect(refused.body.detail.status).toBe("missing_permissions");

    const { done } = await confirmCheckout(admin, { subscription_type: "creator", billing_period: "monthly_period" });
    const id = done.body.plan_request_id as string;
    // Any member sees the request; only an admin withdraws it.
    expect(await planRequestOf(member)).toMatchObject({ plan_request_id: id, status: "open" });
    expect((await post(member, `/plan-requests/${id}/withdraw`)).status).toBe(403);
    // An API key reaches none of it.
    const keyed = await t.request(`${B}/plan-requests/${id}/withdraw`, { method: "POST", headers: { "xi-api-key": admin.apiKey } });
    expect(keyed.status).toBe(403);
    expect((await getJson(t, "/v1/admin/plan-requests", { apiKey: admin.apiKey })).status).toBe(403);

    // Another workspace's request is 404: it does not learn the request exists.
    const stranger = await t.signUp("Sam Stranger");
    const foreign = await post(stranger, `/plan-requests/${id}/withdraw`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail.status).toBe("plan_request_not_found");

    // The operators' routes refuse a workspace admin who is not an operator.
    for (const [path, body] of [
      [`/v1/admin/plan-requests/${id}/approve`, {}],
      [`/v1/admin/plan-requests/${id}/deny`, { reason: "no" }],
    ] as const) {
      const res = await post(admin, path, body);
      expect(res.status, path).toBe(403);
      expect(res.body.detail.status).toBe("instance_admin_required");
    }
    expect((await getJson(t, "/v1/admin/plan-requests", admin)).status).toBe(403);
    expect((await subscriptionOf(admin)).tier).toBe("trial");
    expect((await post({ cookie: operatorCookie }, "/v1/admin/plan-requests/preq_nothing/approve")).status).toBe(404);
  }, 60_000);

  it("pages the open requests oldest first", async () => {
    const users = [await t.signUp("Page One"), await t.signUp("Page Two"), await t.signUp("Page Three")];
    for (const u of users) await confirmCheckout(u, { subscription_type: "starter", billing_period: "monthly_period" });
    const all: string[] = [];
    let token: string | null = null;
    do {
      const page: { plan_requests: { workspace_id: string }[]; next_page_token: string | null } = await openRequests(`?page_size=2${token ? `&page_token=${token}` : ""}`);
      expect(page.plan_requests.length).toBeLessThanOrEqual(2);
      all.push(...page.plan_requests.map((r) => r.workspace_id));
      token = page.next_page_token;
    } while (token);
    const mine = all.filter((w) => users.some((u) => u.workspaceId === w));
    expect(mine).toEqual(users.map((u) => u.workspaceId));
    expect(new Set(all).size).toBe(all.length);
    expect((await getJson(t, "/v1/admin/plan-requests?page_token=%25%25", { cookie: operatorCookie })).status).toBe(422);
  }, 60_000);

  it("pages open requests a few microseconds apart in one millisecond without skipping or repeating one", async () => {
    const users = [await t.signUp("Micro One"), await t.signUp("Micro Two"), await t.signUp("Micro Three"), await t.signUp("Micro Four")];
    // Oldest first: each page boundary falls between requests of the same millisecond (and a tie of times).
    const times = ["2020-02-01 10:00:00.000001+00", "2020-02-01 10:00:00.000300+00", "2020-02-01 10:00:00.000300+00", "2020-02-01 10:00:00.000900+00"];
    const made = users.map((u, i) => ({ id: `preq_micro${u.workspaceId.slice(0, 8)}${i}`, at: times[i] }));
    for (const [i, row] of made.entries()) {
      await t.deps.db.insert(planRequest).values({ id: row.id, workspaceId: users[i].workspaceId, requestedBy: users[i].userId, kind: "subscribe", tier: "starter", billingPeriod: "monthly_period", currency: "usd", createdAt: sql`${row.at}::timestamptz` });
    }
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const page: { plan_requests: { plan_request_id: string }[]; next_page_token: string | null } = await openRequests(`?page_size=1${token ? `&page_token=${token}` : ""}`);
      seen.push(...page.plan_requests.map((r) => r.plan_request_id));
      token = page.next_page_token;
    } while (token && ++pages < 50);
    // Expected order computed independently: created_at ascending, then id ascending.
    const expected = [...made].sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1)).map((r) => r.id);
    expect(seen.filter((id) => id.startsWith("preq_micro"))).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  }, 60_000);
});

describe("self-service mode", () => {
  it("applies a checkout at once with BILLING_SELF_SERVICE=true, and refuses the setting with another provider", async () => {
    const self = await createTestApp({ PUBLIC_URL: "http://localhost:8080", BILLING_SELF_SERVICE: "true" });
    try {
      expect(await (await self.request(`${B}/config`)).json()).toMatchObject({ mode: "local_self_service" });
      const user = await self.signUp("Sol Self");
      const start = await postJson(self, `${B}/create-checkout-session`, { subscription_type: "creator", billing_period: "monthly_period" }, user.cookie);
      const id = new URL(start.body.url).pathname.split("/").pop()!;
      const done = await postJson(self, `${B}/checkout-sessions/${id}/complete`, {}, user.cookie);
      expect(done.body).toMatchObject({ status: "complete", plan_request_id: null });
      expect((await getJson(self, "/v1/user/subscription", user)).body.tier).toBe("creator");
      expect((await getJson(self, `${B}/plan-request`, user)).body).toEqual({ plan_request: null });
    } finally {
      await self.close();
    }
    await expect(createTestApp({ BILLING_PROVIDER: "none", BILLING_SELF_SERVICE: "true" })).rejects.toThrow(/BILLING_SELF_SERVICE applies to BILLING_PROVIDER=local only/);
  }, 60_000);
});
