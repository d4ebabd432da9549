import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailingTestApp, newEmail, postJson, postSignUp, signIn } from "#testing/account-flows";
import { TEST_PASSWORD, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import type { TestSmtp } from "#testing/test-smtp";
import { getJson, inviteByMail, setWorkspaceTier } from "#testing/workspace-teams";

let app: Awaited<ReturnType<typeof createMailingTestApp>>;
let t: TestApp;
let smtp: TestSmtp;
let admin: TestUser;

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
  admin = await t.signUp("Ada Admin");
  await setWorkspaceTier(t, admin.workspaceId, "trial", 4);
});
afterAll(() => app.close());

describe("workspace invites", () => {
  it("mails a link to the invites page; a person without an account signs up and lands in the workspace", async () => {
    const email = newEmail("newcomer");
    const code = await inviteByMail(t, smtp, admin, email, { seat_type: "workspace_member" });
    expect(code.length).toBeGreaterThan(30);
    // Only the hash is stored.
    const stored = await t.deps.db.execute(sql`select count(*)::int as n from workspace_invite where code_hash = ${code}`);
    expect(JSON.stringify(stored)).toContain('"n":0');

    // The admin sees it pending.
    const sent = await getJson(t, "/v1/workspace/invites/sent", admin);
    expect(sent.body.invites.map((i: { email: string }) => i.email)).toContain(email);

    await postSignUp(t, { email, password: TEST_PASSWORD, name: "Newcomer" });
    const cookie = await signIn(t, email, TEST_PASSWORD);
    const before = await getJson(t, "/v1/user", { cookie });
    expect(before.body.workspace_id).not.toBe(admin.workspaceId);

    const accepted = await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, cookie);
    expect(accepted.status).toBe(200);
    expect(accepted.body.workspace_id).toBe(admin.workspaceId);
    const after = await getJson(t, "/v1/user", { cookie });
    expect(after.body.workspace_id).toBe(admin.workspaceId);
    expect(after.body.seat_type).toBe("workspace_member");

    const members = await getJson(t, "/v1/workspace/members", admin);
    expect(members.body.find((m: { email: string }) => m.email === email)).toMatchObject({ seat_type: "workspace_member", is_owner: false, is_locked: false });

    // The same link again: already used.
    const reused = await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, cookie);
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toEqual({ status: "invite_unusable", message: "This invite has already been used. Open the workspace from the workspace switcher." });
  });

  it("answers 400 for an address that is already a member, as ElevenLabs does", async () => {
    const res = await postJson(t, "/v1/workspace/invites/add", { email: admin.email }, admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.detail.status).toBe("already_member");
    expect(res.body.detail.message).toContain("already a member");
  });

  it("refuses a revoked, declined or expired link and another person's code with a clear message", async () => {
    const bob = await t.signUp("Bob");
    const revokedCode = await inviteByMail(t, smtp, admin, bob.email);
    expect((await postJson(t, "/v1/workspace/invites", { email: bob.email }, admin.cookie, "DELETE")).status).toBe(200);
    const revoked = await postJson(t, `/v1/workspace/invites/${revokedCode}/accept`, undefined, bob.cookie);
    expect(revoked.status).toBe(400);
    expect(revoked.body.detail.message).toBe("This invite was revoked by a workspace admin. Ask them for a new one.");
    expect((await postJson(t, "/v1/workspace/invites", { email: bob.email }, admin.cookie, "DELETE")).status).toBe(404);

    const code = await inviteByMail(t, smtp, admin, bob.email);
    const eve = await t.signUp("Eve");
    const stolen = await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, eve.cookie);
    expect(stolen.status).toBe(403);
    expect(stolen.body.detail.status).toBe("invite_for_another_address");
    expect((await getJson(t, "/v1/user", eve)).body.workspace_id).toBe(eve.workspaceId);

    // Bob sees the invite in his list and declines it; the link then fails.
    const mine = await getJson(t, "/v1/workspace/invites", bob);
    expect(mine.body.invites).toHaveLength(1);
    expect(mine.body.invites[0]).toMatchObject({ workspace_id: admin.workspaceId, invited_by_email: admin.email, seat_type: "workspace_member" });
    expect((await postJson(t, `/v1/workspace/invites/${code}/decline`, undefined, bob.cookie)).status).toBe(200);
    const declined = await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, bob.cookie);
    expect(declined.body.detail.message).toBe("This invite was declined. Ask a workspace admin to invite you again.");
    expect((await getJson(t, "/v1/workspace/invites", bob)).body.invites).toEqual([]);

    const expiring = await inviteByMail(t, smtp, admin, bob.email);
    await t.deps.db.execute(sql`update workspace_invite set expires_at = now() - interval '1 second' where email = ${bob.email} and revoked_at is null and declined_at is null`);
    const expired = await postJson(t, `/v1/workspace/invites/${expiring}/accept`, undefined, bob.cookie);
    expect(expired.status).toBe(400);
    expect(expired.body.detail.message).toBe("This invite has expired. Ask a workspace admin for a new one.");

    const unknown = await postJson(t, "/v1/workspace/invites/not-a-real-code/accept", undefined, bob.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.status).toBe("invite_not_found");
  });

  it("accepts from the invites list by id only with a verified address", async () => {
    const carol = await t.signUp("Carol");
    await inviteByMail(t, smtp, admin, carol.email);
    const [invite] = (await getJson(t, "/v1/workspace/invites", carol)).body.invites;
    const unverified = await postJson(t, `/v1/workspace/invites/${invite.invite_id}/accept`, undefined, carol.cookie);
    expect(unverified.status).toBe(403);
    await t.deps.db.execute(sql`update "user" set email_verified = true where id = ${carol.userId}`);
    // Another user cannot learn of it by id.
    const eve = await t.signUp("Eve");
    expect((await postJson(t, `/v1/workspace/invites/${invite.invite_id}/accept`, undefined, eve.cookie)).status).toBe(404);
    expect((await postJson(t, `/v1/workspace/invites/${invite.invite_id}/accept`, undefined, carol.cookie)).status).toBe(200);
    expect((await getJson(t, "/v1/user", carol)).body.workspace_id).toBe(admin.workspaceId);
  });

  it("counts people and pending invites against the seats; two invites racing for the last seat get one", async () => {
    const owner = await t.signUp("Seat Owner");
    await setWorkspaceTier(t, owner.workspaceId, "enterprise", 3);
    expect((await postJson(t, "/v1/workspace/invites/add", { email: newEmail("first") }, owner.cookie)).status).toBe(200);
    // 1 person + 1 pending of 3 seats: one seat left, two invites race for it.
    const results = await Promise.all([
      postJson(t, "/v1/workspace/invites/add", { email: newEmail("race-a") }, owner.cookie),
      postJson(t, "/v1/workspace/invites/add", { email: newEmail("race-b") }, owner.cookie),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.status === 400)!;
    expect(refused.body.detail.status).toBe("seat_limit_reached");
    expect(refused.body.detail.message).toContain("This workspace has 3 seats and 0 free seats");
    const info = await getJson(t, "/v1/workspace", owner);
    expect(info.body).toMatchObject({ max_seats: 3, seats_used: 3 });
    // The admin's list pages by keyset.
    const first = await getJson(t, "/v1/workspace/invites/sent?page_size=1", owner);
    expect(first.body).toMatchObject({ has_more: true });
    const second = await getJson(t, `/v1/workspace/invites/sent?page_size=1&page_token=${first.body.next_page_token}`, owner);
    expect(second.body.has_more).toBe(false);
    expect(second.body.invites[0].invite_id).not.toBe(first.body.invites[0].invite_id);
    expect((await getJson(t, "/v1/workspace/invites/sent?page_token=bm9wZQ", owner)).status).toBe(400);

    // A batch is all or none.
    const batch = await postJson(t, "/v1/workspace/invites/add-bulk", { emails: [newEmail("b1"), newEmail("b2")] }, owner.cookie);
    expect(batch.status).toBe(400);
    // Revoking frees a seat; a free workspace has one seat, its owner's.
    const oldest = (await getJson(t, "/v1/workspace/invites/sent", owner)).body.invites.at(-1).email;
    expect((await postJson(t, "/v1/workspace/invites", { email: oldest }, owner.cookie, "DELETE")).status).toBe(200);
    expect((await postJson(t, "/v1/workspace/invites/add-bulk", { emails: [newEmail("b3")] }, owner.cookie)).status).toBe(200);
    await setWorkspaceTier(t, owner.workspaceId, "free", 50);
    const free = await postJson(t, "/v1/workspace/invites/add", { email: newEmail("free") }, owner.cookie);
    expect(free.body.detail).toEqual({ status: "seat_limit_reached", message: "The Free plan has one seat, yours. Inviting people starts with the Scale plan." });
  });

  it("lets only admins invite, and not with a key lacking workspace_members_invite", async () => {
    const editor = await t.signUp("Editor");
    const code = await inviteByMail(t, smtp, admin, editor.email);
    expect((await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, editor.cookie)).status).toBe(200);
    const res = await postJson(t, "/v1/workspace/invites/add", { email: newEmail("x") }, editor.cookie);
    expect(res.status).toBe(403);
    await setWorkspaceTier(t, admin.workspaceId, "trial", 25);
    const byKey = (key: string) =>
      t.request("/v1/workspace/invites/add", { method: "POST", headers: { "xi-api-key": key, "content-type": "application/json" }, body: JSON.stringify({ email: newEmail("by-key") }) });
    expect((await byKey(admin.apiKey)).status).toBe(200);
    const { key: readOnly } = await createApiKey(t.deps.db, ownerPrincipal(admin), { name: "read", permissions: ["workspace_members_read"] });
    const refused = await byKey(readOnly);
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail.message).toBe("The API key does not have the permission workspace_members_invite.");
    // Accepting is a person's act: a key cannot.
    expect((await t.request(`/v1/workspace/invites/${code}/accept`, { method: "POST", headers: { "xi-api-key": editor.apiKey } })).status).toBe(403);
  });

  it("tells the workspace's webhooks when someone joins and when someone is removed", async () => {
    // The address does not resolve: the webhook is kept, its deliveries fail; what matters is what was sent.
    const hook = await postJson(t, "/v1/workspace/webhooks", { settings: { name: "Team", webhook_url: "https://team-hooks.invalid/in", auth_type: "hmac", events: ["workspace_member.joined", "workspace_member.left"] } }, admin.cookie);
    expect(hook.status).toBe(200);
    const email = newEmail("joiner");
    const code = await inviteByMail(t, smtp, admin, email);
    await postSignUp(t, { email, password: TEST_PASSWORD, name: "Joiner" });
    const cookie = await signIn(t, email, TEST_PASSWORD);
    expect((await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, cookie)).status).toBe(200);
    expect((await postJson(t, "/v1/workspace/members/remove", { email }, admin.cookie)).status).toBe(200);
    const sent = (await t.deps.db.execute(sql`select event, body from webhook_delivery where webhook_id = ${hook.body.webhook_id} order by created_at`)) as unknown as { rows?: { event: string; body: string }[] } | { event: string; body: string }[];
    const rows = Array.isArray(sent) ? sent : (sent.rows ?? []);
    expect(rows.map((r) => r.event)).toEqual(["workspace_member.joined", "workspace_member.left"]);
    expect(JSON.parse(rows[0].body).data).toMatchObject({ email, role: "editor" });
    expect(JSON.parse(rows[1].body).data).toMatchObject({ email });
  });
});
