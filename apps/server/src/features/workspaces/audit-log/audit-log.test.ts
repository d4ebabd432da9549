import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceAuditLogEntry } from "@vocable/contract";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { seedHistory } from "#testing/seed-history";
import { joinWorkspace } from "#testing/workspace-members";
import { setWorkspaceTier } from "#testing/workspace-teams";

// Admin actions over HTTP leave entries (actor, activity, client address behind a trusted proxy,
// user agent) that only the workspace's admins read, page by page, with no secret in them.

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let target: TestUser;
const IP = "203.0.113.7";
const UA = "AuditTest/1.0 (vitest)";
const secrets: string[] = [];

async function call(who: TestUser, method: string, path: string, body?: unknown) {
  const res = await t.request(path, {
    method,
    headers: { cookie: who.cookie, "content-type": "application/json", "x-forwarded-for": `${IP}, 10.0.0.1`, "user-agent": UA },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, string>) : null };
}

async function auditLog(who: { cookie?: string; apiKey?: string }, query = "") {
  const headers: Record<string, string> = who.cookie ? { cookie: who.cookie } : { "xi-api-key": who.apiKey ?? "" };
  const res = await t.request(`/v1/workspace/audit-logs${query}`, { headers });
  return { status: res.status, body: (await res.json()) as { entries: WorkspaceAuditLogEntry[]; has_more: boolean; next_cursor?: string; detail?: { status: string } } };
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  admin = await t.signUp("Audrey Admin");
  await setWorkspaceTier(t, admin.workspaceId, "trial", 10);
  editor = await joinWorkspace(t, await t.signUp("Eddie Editor"), admin.workspaceId, "editor");
  target = await joinWorkspace(t, await t.signUp("Tara Target"), admin.workspaceId, "editor");
  await t.proveMailboxAccess(admin.userId);

  const ok = async (p: Promise<{ status: number; body: unknown }>) => {
    const res = await p;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Record<string, string>;
  };
  await ok(call(admin, "POST", "/v1/workspace/invites/add", { email: "invitee@example.com" }));
  await ok(call(admin, "DELETE", "/v1/workspace/invites", { email: "invitee@example.com" }));
  await ok(call(admin, "POST", "/v1/workspace/members", { email: target.email, workspace_seat_type: "workspace_admin" }));
  await ok(call(admin, "POST", "/v1/workspace/members", { email: target.email, workspace_seat_type: "workspace_member", is_locked: true }));
  const group = await ok(call(admin, "POST", "/v1/workspace/groups", { name: "Ops" }));
  await ok(call(admin, "POST", `/v1/workspace/groups/${group.id}/members`, { email: editor.email }));
  await ok(call(admin, "DELETE", `/v1/workspace/groups/${group.id}`));
  const key = await ok(call(admin, "POST", "/v1/user/create-api-key", { name: "CI key" }));
  secrets.push(key.api_key);
  await ok(call(admin, "POST", "/v1/user/edit-api-key", { key_id: key.key_id, name: "CI key 2" }));
  await ok(call(admin, "DELETE", "/v1/user/delete-api-key", { key_id: key.key_id }));
  const hook = await ok(call(admin, "POST", "/v1/workspace/webhooks", { settings: { auth_type: "hmac", name: "Ops hook", webhook_url: "http://127.0.0.1:9/hook?token=hush" } }));
  secrets.push(hook.webhook_secret, "hush");
  await ok(call(admin, "PATCH", `/v1/workspace/webhooks/${hook.webhook_id}`, { name: "Ops hook 2", is_disabled: true }));
  await ok(call(admin, "DELETE", `/v1/workspace/webhooks/${hook.webhook_id}`));
  const account = await ok(call(admin, "POST", "/v1/service-accounts", { name: "Robot" }));
  await ok(call(admin, "DELETE", `/v1/service-accounts/${account["service-account-user-id"]}`));
  await ok(call(admin, "PUT", "/v1/workspace/update-workspace?training_opt_out=true"));
  await ok(call(admin, "POST", "/v1/workspace/members/remove", { email: target.email }));
});
afterAll(() => t.close());

describe("workspace audit log", () => {
  it("records each admin action with its actor, address, user agent and target, newest first", async () => {
    const res = await auditLog(admin, "?limit=100");
    expect(res.status).toBe(200);
    // One request that changes the role and the lock writes two entries in one transaction: same
    // time, in id order; compare those by name.
    const activities = [...res.body.entries].sort((x, y) => y.time - x.time || String(x.unmapped?.activity).localeCompare(String(y.unmapped?.activity))).map((e) => e.unmapped?.activity);
    expect(activities).toEqual([
      "member.removed",
      "workspace.settings_updated",
      "service_account.deleted",
      "service_account.created",
      "webhook.deleted",
      "webhook.updated",
      "webhook.created",
      "api_key.deleted",
      "api_key.updated",
      "api_key.created",
      "group.deleted",
      "group.member_added",
      "group.created",
      "member.locked",
      "member.role_changed",
      "member.role_changed",
      "invite.revoked",
      "member.invited",
    ]);
    for (const entry of res.body.entries) {
      expect(entry.actor.user).toMatchObject({ uid: admin.userId, email_addr: admin.email, name: "Audrey Admin" });
      expect(entry.device?.ip).toBe(IP);
      expect(entry.http_request?.user_agent).toBe(UA);
      expect(entry.status_id).toBe(1);
      expect(entry.type_uid).toBe(entry.class_uid * 100 + entry.activity_id);
    }
    const removed = res.body.entries[0];
    expect(removed).toMatchObject({ class_name: "Account Change", activity_name: "Member Removed", activity_id: 6, http_request: { http_method: "POST", url: { path: "/v1/workspace/members/remove" } } });
    expect(removed.unmapped).toMatchObject({ target_type: "member", target_id: target.userId, details: { email: target.email } });
    // The invite's entry holds the address, role and groups: its code exists only in the mailed link.
    expect(res.body.entries.find((e) => e.unmapped?.activity === "member.invited")?.unmapped?.details).toEqual({ email: "invitee@example.com", role: "editor", group_ids: [] });
  });

  it("keeps no secret: not the API key, the webhook secret or URL, nor the invite code", async () => {
    const text = JSON.stringify((await auditLog(admin, "?limit=100")).body);
    for (const secret of secrets) expect(text).not.toContain(secret);
    const stored = (await t.database.db.execute(sql`select details::text || coalesce(target_id, '') as d from workspace_audit_log`)) as unknown as { rows: { d: string }[] };
    const codes = (await t.database.db.execute(sql`select code_hash from workspace_invite`)) as unknown as { rows: { code_hash: string }[] };
    for (const row of stored.rows) {
      for (const secret of secrets) expect(row.d).not.toContain(secret);
      for (const code of codes.rows) expect(row.d).not.toContain(code.code_hash);
      expect(row.d).not.toMatch(/sk_[0-9a-f]{20,}/);
    }
  });

  it("pages with the cursor and refuses a forged one", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await auditLog(admin, `?limit=5${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.entries.map((e) => e.id));
      cursor = res.body.next_cursor;
      expect(res.body.has_more).toBe(cursor !== undefined);
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(18);
    const all = await auditLog(admin, "?limit=100");
    expect(seen).toEqual(all.body.entries.map((e) => e.id));

    const forged = await auditLog(admin, `?cursor=${Buffer.from('["not a date","x"]').toString("base64url")}`);
    expect(forged.status).toBe(400);
    expect((await auditLog(admin, "?cursor=%22%3Cscript%3E")).status).toBe(422);
  });

  it("filters by actor, class, activity and time", async () => {
    expect((await auditLog(admin, `?actor_uid=${editor.userId}`)).body.entries).toEqual([]);
    const groups = await auditLog(admin, "?class_name=Group%20Management");
    expect(groups.body.entries.map((e) => e.unmapped?.activity)).toEqual(["group.deleted", "group.member_added", "group.created"]);
    const byKey = await auditLog(admin, "?activity_name=member.role_changed");
    const byName = await auditLog(admin, "?activity_name=Member%20Role%20Changed");
    expect(byKey.body.entries).toHaveLength(2);
    expect(byName.body.entries).toEqual(byKey.body.entries);
    expect((await auditLog(admin, `?time_from_unix_ms=${Date.now() + 60_000}`)).body.entries).toEqual([]);
  });

  it("records service-account keys, group renames and removals, and resource shares too", async () => {
    const ok = async (p: Promise<{ status: number; body: unknown }>) => {
      const res = await p;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as Record<string, string>;
    };
    const before = (await auditLog(admin, "?limit=1")).body.entries[0].id;
    const account = await ok(call(admin, "POST", "/v1/service-accounts", { name: "Robot 2" }));
    const sa = account["service-account-user-id"];
    const key = await ok(call(admin, "POST", `/v1/service-accounts/${sa}/api-keys`, { name: "robot key", permissions: "all" }));
    await ok(call(admin, "PATCH", `/v1/service-accounts/${sa}/api-keys/${key.key_id}`, { name: "robot key 2" }));
    await ok(call(admin, "DELETE", `/v1/service-accounts/${sa}/api-keys/${key.key_id}`));
    const group = await ok(call(admin, "POST", "/v1/workspace/groups", { name: "Team" }));
    await ok(call(admin, "PATCH", `/v1/workspace/groups/${group.id}`, { name: "Team 2" }));
    await ok(call(admin, "POST", `/v1/workspace/groups/${group.id}/members`, { email: editor.email }));
    await ok(call(admin, "POST", `/v1/workspace/groups/${group.id}/members/remove`, { email: editor.email }));
    await seedHistory(t.database.db, { workspaceId: admin.workspaceId, userId: admin.userId, count: 1, idPrefix: "audit" });
    const item = "audit00000001";
    await ok(call(admin, "POST", `/v1/workspace/resources/${item}/share`, { resource_type: "speech_history_item", role: "viewer", user_email: editor.email }));
    await ok(call(admin, "POST", `/v1/workspace/resources/${item}/unshare`, { resource_type: "speech_history_item", user_email: editor.email }));

    const entries = (await auditLog(admin, "?limit=100")).body.entries;
    const fresh = entries.slice(0, entries.findIndex((e) => e.id === before)).reverse();
    expect(fresh.map((e) => e.unmapped?.activity)).toEqual([
      "service_account.created",
      "api_key.created",
      "api_key.updated",
      "api_key.deleted",
      "group.created",
      "group.renamed",
      "group.member_added",
      "group.member_removed",
      "resource.shared",
      "resource.unshared",
    ]);
    expect(fresh[1].unmapped).toMatchObject({ target_type: "api_key", target_id: key.key_id, details: { name: "robot key", holder_user_id: sa } });
    expect(fresh[8].unmapped).toMatchObject({ target_type: "resource", target_id: item, details: { resource_type: "speech_history_item", principal_type: "user", principal_id: editor.userId, role: "viewer" } });
    expect(JSON.stringify(entries)).not.toContain(key["xi-api-key"]);
  });

  it("is for admins only: an editor's session or key is 403", async () => {
    expect((await auditLog({ cookie: editor.cookie })).status).toBe(403);
    expect((await auditLog({ apiKey: editor.apiKey })).status).toBe(403);
  });

  it("never shows another workspace's entries", async () => {
    const other = await t.signUp("Olga Other");
    await call(other, "POST", "/v1/workspace/groups", { name: "Theirs" });
    const mine = await auditLog(admin, "?limit=100");
    const theirs = await auditLog(other, "?limit=100");
    expect(theirs.body.entries.map((e) => e.unmapped?.activity)).toEqual(["group.created"]);
    expect(mine.body.entries.some((e) => e.actor.user.uid === other.userId)).toBe(false);
    // Another workspace's actor id as a filter finds nothing either.
    expect((await auditLog(other, `?actor_uid=${admin.userId}`)).body.entries).toEqual([]);
  });
});
