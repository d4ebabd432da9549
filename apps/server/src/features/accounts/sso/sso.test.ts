import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, job, ssoProvider, user } from "#db/schema/index";
import { cookieOf, jsonHeaders, postJson, postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { startTestDns, type TestDns } from "#testing/test-dns";
import { startTestOidcProvider, type TestOidcProvider } from "#testing/test-oidc-provider";
import { joinWorkspace } from "#testing/workspace-members";
import { getJson, setWorkspaceTier } from "#testing/workspace-teams";
import { hashInviteCode, insertInvite } from "#features/workspaces/workspace-invites/repo";

const PUBLIC_URL = "http://localhost:8080";
let t: TestApp;
let idp: TestOidcProvider;
let dns: TestDns;
let domainSeq = 0;

beforeAll(async () => {
  idp = await startTestOidcProvider({ redirectUris: [`${PUBLIC_URL}/api/auth/sso/callback`] });
  dns = await startTestDns();
  t = await createTestApp({ LOG_LEVEL: "error", PUBLIC_URL, DNS_SERVERS: dns.address, SSO_PRIVATE_ISSUERS: idp.issuer });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
  await dns?.close();
});

/** The sign-in page's lookup, made before anyone is signed in (no credentials at all). */
async function findSso(path: string) {
  const res = await t.request(path);
  return { status: res.status, body: await res.json() };
}

/** A domain no other test of this file uses (a verified domain is bound to one provider instance-wide). */
const newDomain = () => `corp${++domainSeq}-${process.pid}.example`;

async function addProvider(admin: TestUser, domain: string, issuer = idp.issuer) {
  return postJson(t, "/v1/workspace/identity-providers", { issuer, client_id: idp.clientId, client_secret: idp.clientSecret, domain }, admin.cookie);
}

/** Registers the test provider for `domain`, publishes its TXT record and verifies it. */
async function verifiedProvider(admin: TestUser, domain = newDomain()) {
  const added = await addProvider(admin, domain);
  expect(added.status).toBe(200);
  dns.setTxt(added.body.domain_verification.name, [added.body.domain_verification.value]);
  const verified = await postJson(t, `/v1/workspace/identity-providers/${added.body.provider_id}/verify-domain`, undefined, admin.cookie);
  expect(verified.status).toBe(200);
  return { providerId: added.body.provider_id as string, domain };
}

/** The browser's round trip: start at Vocable, sign in at the provider as `login`, come back. */
async function ssoSignIn(providerId: string, login: string, callbackURL = "/app/home") {
  const start = await t.request("/api/auth/sign-in/sso", {
    method: "POST",
    headers: { "content-type": "application/json", origin: PUBLIC_URL },
    body: JSON.stringify({ providerId, callbackURL, errorCallbackURL: "/app/sso", newUserCallbackURL: callbackURL }),
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const stateCookie = cookieOf(start);
  const back = await idp.signIn(url, login);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/auth/sso/callback`);
  const res = await t.request(`${back.pathname}${back.search}`, { headers: { cookie: stateCookie }, redirect: "manual" });
  // Expired cookies (the state, once used) come back empty: keep only the ones set.
  const cookie = cookieOf(res).split("; ").filter((c) => !c.endsWith("=")).join("; ");
  return { status: res.status, location: res.headers.get("location") ?? "", cookie };
}

describe("single sign-on with OpenID Connect", () => {
  it("an admin registers the provider, proves the domain in DNS, and a new person from the domain signs in as a member", async () => {
    const admin = await t.signUp("Ada Admin");
    await setWorkspaceTier(t, admin.workspaceId, "trial", 5);
    const domain = newDomain();

    const added = await addProvider(admin, domain.toUpperCase());
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ type: "oidc", issuer: idp.issuer, client_id: idp.clientId, domain, domain_verified: false, domain_verified_at_unix: null });
    expect(added.body.domain_verification).toEqual({ type: "TXT", name: `_vocable-challenge.${domain}`, value: expect.stringMatching(/^vocable-domain-verification=[A-Za-z0-9_-]{32}$/) });
    expect(JSON.stringify(added.body)).not.toContain(idp.clientSecret);
    const providerId = added.body.provider_id as string;

    // Before the domain is proven, nobody signs in through it and the sign-in page does not find it.
    expect((await findSso(`/v1/workspace/find-sso-provider?email=someone@${domain}`)).status).toBe(404);
    const early = await t.request("/api/auth/sign-in/sso", {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL },
      body: JSON.stringify({ providerId, callbackURL: "/app/home" }),
    });
    expect(early.status).toBe(401);
    expect(await early.text()).toContain("Provider domain has not been verified");

    // No record yet: a clear refusal that names the record to publish.
    const missing = await postJson(t, `/v1/workspace/identity-providers/${providerId}/verify-domain`, undefined, admin.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.detail.status).toBe("domain_not_verified");
    expect(missing.body.detail.message).toContain(`_vocable-challenge.${domain}`);
    // A wrong value does not prove it either.
    dns.setTxt(`_vocable-challenge.${domain}`, ["vocable-domain-verification=not-the-token"]);
    expect((await postJson(t, `/v1/workspace/identity-providers/${providerId}/verify-domain`, undefined, admin.cookie)).status).toBe(400);

    dns.setTxt(`_vocable-challenge.${domain}`, ["v=spf1 -all", added.body.domain_verification.value]);
    const verified = await postJson(t, `/v1/workspace/identity-providers/${providerId}/verify-domain`, undefined, admin.cookie);
    expect(verified.status).toBe(200);
    expect(verified.body.domain_verified).toBe(true);
    expect(verified.body.domain_verified_at_unix).toBeGreaterThan(0);

    // Sign-in names its provider: by address or domain alone it is refused (another workspace's
    // unverified claim on the domain must not stand in the way), and only OpenID Connect is offered.
    for (const body of [{ email: `someone@${domain}` }, { domain }, { providerId, providerType: "saml" }]) {
      const res = await t.request("/api/auth/sign-in/sso", {
        method: "POST",
        headers: { "content-type": "application/json", origin: PUBLIC_URL },
        body: JSON.stringify({ ...body, callbackURL: "/app/home" }),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const found = await findSso(`/v1/workspace/find-sso-provider?email=New.Person@${domain}`);
    expect(found).toEqual({ status: 200, body: { provider_id: providerId, type: "oidc", domain, workspace_name: expect.any(String) } });
    expect((await findSso("/v1/workspace/find-sso-provider?email=someone@elsewhere.example")).status).toBe(404);

    const auto = await postJson(t, "/v1/workspace/user-auto-provisioning", { enabled: true }, admin.cookie, "PUT");
    expect(auto.status).toBe(200);
    expect(auto.body).toEqual({ enabled: true, enabled_at_unix: expect.any(Number), enabled_by_user_email: admin.email });

    const email = `new.person@${domain}`;
    const mailJobs = async () => (await t.deps.db.select({ id: job.id }).from(job).where(eq(job.kind, "mail.send"))).length;
    const mailsBefore = await mailJobs();
    const signedIn = await ssoSignIn(providerId, email);
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/app/home");
    const me = await getJson(t, "/v1/user", { cookie: signedIn.cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    expect(me.body.workspace_id).toBe(admin.workspaceId);
    // The provider vouches for the address: it is verified, and no "verify your e-mail" mail is sent.
    expect((await t.deps.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email)))[0]?.v).toBe(true);
    expect(await mailJobs()).toBe(mailsBefore);

    const members = await getJson(t, "/v1/workspace/members", { cookie: admin.cookie });
    expect(members.body.find((m: { email: string }) => m.email === email)).toMatchObject({ email, seat_type: "workspace_member" });
    const log = await getJson(t, "/v1/workspace/audit-logs?page_size=50", { cookie: admin.cookie });
    const activities = JSON.stringify(log.body);
    for (const activity of ["identity_provider.added", "identity_provider.domain_verified", "member.auto_provisioned"]) expect(activities).toContain(activity);
    expect(activities).not.toContain(idp.clientSecret);

    // Signing in again is the same account and the same membership, not a second one.
    const again = await ssoSignIn(providerId, email);
    expect(again.location).toBe("/app/home");
    expect((await getJson(t, "/v1/user", { cookie: again.cookie })).body.user_id).toBe(me.body.user_id);
    expect((await getJson(t, "/v1/workspace/members", { cookie: admin.cookie })).body.filter((m: { email: string }) => m.email === email)).toHaveLength(1);

    // The admins' view.
    const list = await getJson(t, "/v1/workspace/identity-providers", { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body.redirect_uri).toBe(`${PUBLIC_URL}/api/auth/sso/callback`);
    expect(list.body.identity_providers).toHaveLength(1);
    expect(list.body.user_auto_provisioning.enabled).toBe(true);
    expect((await getJson(t, "/v1/workspace", { cookie: admin.cookie })).body.user_auto_provisioning.enabled_by_user_email).toBe(admin.email);
  });

  it("links a verified password account of the domain to the provider, never an unverified one", async () => {
    const admin = await t.signUp("Ada Admin");
    const { providerId, domain } = await verifiedProvider(admin);
    const verified = `verified@${domain}`;
    const unverified = `unverified@${domain}`;
    for (const email of [verified, unverified]) expect((await postSignUp(t, { name: "Pat", email, password: TEST_PASSWORD })).status).toBe(200);
    await t.deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, verified));
    const ids = async (email: string) => (await t.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email))).map((r) => r.id);

    const linked = await ssoSignIn(providerId, verified);
    expect(linked.location).toBe("/app/home");
    expect((await getJson(t, "/v1/user", { cookie: linked.cookie })).body.user_id).toBe((await ids(verified))[0]);
    // The password still works: the provider is one more way in.
    expect(await signIn(t, verified, TEST_PASSWORD)).toContain("session_token");

    // Someone could have signed up with a colleague's address without verifying it: no link to that account.
    const refused = await ssoSignIn(providerId, unverified);
    expect(refused.location).toMatch(/^\/app\/sso\?error=/);
    expect(refused.cookie).not.toContain("session_token");
    expect(await t.deps.db.select().from(account).where(eq(account.providerId, providerId))).toHaveLength(1);
    expect(await ids(unverified)).toHaveLength(1);
  });

  it("refuses an identity outside the provider's domain and keeps no account for it", async () => {
    const admin = await t.signUp("Ada Admin");
    const { providerId } = await verifiedProvider(admin);
    const outsider = `mallory-${process.pid}@elsewhere.example`;
    const res = await ssoSignIn(providerId, outsider);
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/app\/sso\?error=sso_email_outside_domain&error_description=/);
    expect(res.cookie).not.toContain("session_token");
    expect(await t.deps.db.select().from(user).where(eq(user.email, outsider))).toEqual([]);
  });

  it("without auto-provisioning a new person signs in to their own workspace; with it and no free seat too", async () => {
    const admin = await t.signUp("Ada Admin");
    const { providerId, domain } = await verifiedProvider(admin);
    const first = await ssoSignIn(providerId, `first@${domain}`);
    const me = await getJson(t, "/v1/user", { cookie: first.cookie });
    expect(me.status).toBe(200);
    expect(me.body.workspace_id).not.toBe(admin.workspaceId);

    // On (a free workspace: one seat, the admin's), but no seat: still their own workspace.
    expect((await postJson(t, "/v1/workspace/user-auto-provisioning", { enabled: true }, admin.cookie, "PUT")).status).toBe(200);
    const second = await ssoSignIn(providerId, `second@${domain}`);
    expect((await getJson(t, "/v1/user", { cookie: second.cookie })).body.workspace_id).not.toBe(admin.workspaceId);
    expect((await getJson(t, "/v1/workspace/members", { cookie: admin.cookie })).body).toHaveLength(1);
  });

  it("keeps providers to their workspace and their admins, and binds a domain to one provider", async () => {
    const admin = await t.signUp("Ada Admin");
    const editor = await joinWorkspace(t, await t.signUp("Eddie Editor"), admin.workspaceId, "editor");
    const other = await t.signUp("Olga Other");
    const { providerId, domain } = await verifiedProvider(admin);

    expect((await getJson(t, "/v1/workspace/identity-providers", { cookie: editor.cookie })).status).toBe(403);
    expect((await addProvider(editor, newDomain())).status).toBe(403);
    expect((await postJson(t, "/v1/workspace/user-auto-provisioning", { enabled: true }, editor.cookie, "PUT")).status).toBe(403);
    const foreignList = await getJson(t, "/v1/workspace/identity-providers", { cookie: other.cookie });
    expect(foreignList.body.identity_providers).toEqual([]);
    for (const [path, method] of [
      [`/v1/workspace/identity-providers/${providerId}/verify-domain`, "POST"],
      [`/v1/workspace/identity-providers/${providerId}`, "DELETE"],
    ] as const) {
      const res = await postJson(t, path, undefined, other.cookie, method);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(domain);
    }

    // Another workspace may register the same domain, but not prove it: it is bound already.
    const claim = await addProvider(other, domain);
    expect(claim.status).toBe(200);
    dns.setTxt(claim.body.domain_verification.name, [claim.body.domain_verification.value]);
    const refused = await postJson(t, `/v1/workspace/identity-providers/${claim.body.provider_id}/verify-domain`, undefined, other.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.detail.status).toBe("domain_already_bound");
    expect((await findSso(`/v1/workspace/find-sso-provider?email=x@${domain}`)).body.provider_id).toBe(providerId);
  });

  it("stores the client secret sealed, refuses issuers it cannot use, and removing a provider ends its sign-ins", async () => {
    const admin = await t.signUp("Ada Admin");
    const { providerId, domain } = await verifiedProvider(admin);
    const raw = await t.deps.db.execute(sql`select oidc_config from sso_provider where provider_id = ${providerId}`);
    const stored = JSON.stringify(raw);
    expect(stored).not.toContain(idp.clientSecret);
    expect(stored).toContain("s1.");

    const privateIssuer = await addProvider(admin, newDomain(), "http://10.1.2.3/realms/staff");
    expect(privateIssuer.status).toBe(400);
    expect(privateIssuer.body.detail.message).toContain("SSO_PRIVATE_ISSUERS");
    const noDiscovery = await addProvider(admin, newDomain(), `${idp.issuer}/no-such-realm`);
    expect(noDiscovery.status).toBe(400);
    expect(noDiscovery.body.detail.status).toBe("invalid_identity_provider");
    expect((await addProvider(admin, "localhost")).status).toBe(400);
    const badBody = await postJson(t, "/v1/workspace/identity-providers", { issuer: "ftp://x.example", client_id: "", client_secret: "s\u0000", domain: "x.example" }, admin.cookie);
    expect(badBody.status).toBe(422);

    const person = await ssoSignIn(providerId, `leaver@${domain}`);
    const userId = (await getJson(t, "/v1/user", { cookie: person.cookie })).body.user_id as string;
    expect(await t.deps.db.select().from(account).where(eq(account.providerId, providerId))).toHaveLength(1);

    const removed = await postJson(t, `/v1/workspace/identity-providers/${providerId}`, undefined, admin.cookie, "DELETE");
    expect(removed).toEqual({ status: 200, body: { status: "ok" } });
    expect(await t.deps.db.select().from(ssoProvider).where(eq(ssoProvider.providerId, providerId))).toEqual([]);
    expect(await t.deps.db.select().from(account).where(eq(account.providerId, providerId))).toEqual([]);
    expect(await t.deps.db.select({ id: user.id }).from(user).where(eq(user.id, userId))).toHaveLength(1);
    const after = await t.request("/api/auth/sign-in/sso", {
      method: "POST",
      headers: jsonHeaders(undefined, { origin: PUBLIC_URL }),
      body: JSON.stringify({ providerId, callbackURL: "/app/home" }),
    });
    expect(after.status).toBe(404);
    expect((await findSso(`/v1/workspace/find-sso-provider?email=x@${domain}`)).status).toBe(404);
  });

  it("finds the inviting workspace's provider from an invite code", async () => {
    const admin = await t.signUp("Ada Admin");
    const { providerId, domain } = await verifiedProvider(admin);
    // An open invite as the invite use case stores it: only the hash of the mailed code.
    const code = `code-${process.pid}-${domainSeq}`;
    const now = new Date();
    await insertInvite(t.deps.db, { id: `inv${domainSeq}${process.pid}`, workspaceId: admin.workspaceId, email: `invitee@${domain}`, role: "editor", groupIds: [], codeHash: hashInviteCode(code), invitedBy: admin.userId, createdAt: now, expiresAt: new Date(now.getTime() + 60_000) });

    const found = await findSso(`/v1/workspace/find-sso-provider?invite_code=${code}`);
    expect(found.status).toBe(200);
    expect(found.body.provider_id).toBe(providerId);
    // The address, when given, must be of the provider's domain.
    expect((await findSso(`/v1/workspace/find-sso-provider?invite_code=${code}&email=someone@elsewhere.example`)).status).toBe(404);
    expect((await findSso("/v1/workspace/find-sso-provider?invite_code=not-a-real-code")).status).toBe(404);
    expect((await findSso("/v1/workspace/find-sso-provider?invite_code=bad%00code")).status).toBe(422);
    expect((await findSso("/v1/workspace/find-sso-provider")).status).toBe(422);
  });
});
