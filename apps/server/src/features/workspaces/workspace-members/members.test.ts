import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailingTestApp, postJson } from "#testing/account-flows";
import type { TestApp, TestUser } from "#testing/test-app";
import type { TestSmtp } from "#testing/test-smtp";
import { getJson, joinWorkspace, setWorkspaceTier } from "#testing/workspace-teams";

let app: Awaited<ReturnType<typeof createMailingTestApp>>;
let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
});
afterAll(() => app.close());

/** An owner on a trial workspace with an admin and an editor who joined it. */
async function team() {
  const owner = await t.signUp("Owner");
  await setWorkspaceTier(t, owner.workspaceId, "trial");
  const admin = await t.signUp("Admin");
  const editor = await t.signUp("Editor");
  await joinWorkspace(t, smtp, owner, admin, "workspace_admin");
  await joinWorkspace(t, smtp, owner, editor, "workspace_member");
  return { owner, admin, editor };
}

const update = (by: TestUser, body: Record<string, unknown>) => postJson(t, "/v1/workspace/members", body, by.cookie);
const keyRequest = (key: string, path: string) => t.request(path, { headers: { "xi-api-key": key } });

describe("workspace members", () => {
  it("lists people with seat type, owner and lock; editors read, only admins change", async () => {
    const { owner, admin, editor } = await team();
    const list = await getJson(t, "/v1/workspace/members", editor);
    expect(list.status).toBe(200);
    expect(list.body.map((m: { email: string; seat_type: string; is_owner: boolean }) => [m.email, m.seat_type, m.is_owner])).toEqual([
      [owner.email, "workspace_admin", true],
      [admin.email, "workspace_admin", false],
      [editor.email, "workspace_member", false],
    ]);
    const refused = await update(editor, { email: admin.email, is_locked: true });
    expect(refused.status).toBe(403);
    expect((await getJson(t, "/v1/workspace/is-admin", editor)).body).toEqual({ is_admin: false });
    expect((await getJson(t, "/v1/workspace/can-access-workspace-settings", admin)).body).toEqual({ can_access_workspace_settings: true });
    // Another workspace's member is not found.
    const stranger = await t.signUp("Stranger");
    expect((await update(owner, { email: stranger.email, is_locked: true })).status).toBe(404);
  });

  it("protects the owner from others, and keeps an admin", async () => {
    const { owner, admin } = await team();
    for (const body of [{ workspace_seat_type: "workspace_member" }, { is_locked: true }]) {
      const res = await update(admin, { email: owner.email, ...body });
      expect(res.status).toBe(403);
      expect(res.body.detail.status).toBe("owner_protected");
    }
    const removed = await postJson(t, "/v1/workspace/members/remove", { email: owner.email }, admin.cookie);
    expect(removed.body.detail).toEqual({ status: "owner_protected", message: "The workspace owner cannot be removed." });
    // The owner demotes the other admin; then the owner is the last admin and cannot leave.
    expect((await update(owner, { email: admin.email, workspace_role: "workspace_member" })).status).toBe(200);
    const leave = await postJson(t, "/v1/workspace/members/leave", undefined, owner.cookie);
    expect(leave.status).toBe(400);
    expect(leave.body.detail).toEqual({ status: "last_admin", message: "You are the last admin of this workspace: make another member an admin before leaving." });
  });

  it("a locked member gets 403 at once; unlocking restores access", async () => {
    const { owner, editor } = await team();
    expect((await keyRequest(editor.apiKey, "/v1/user")).status).toBe(200);
    const { key } = await (async () => {
      // A key made in the owner's workspace, held by the editor.
      const { createApiKey } = await import("#features/developers/api-keys/use-cases/create-api-key");
      return createApiKey(t.deps.db, { userId: editor.userId, workspaceId: owner.workspaceId, via: "session", role: "editor", isServiceAccount: false, keyPermissions: null }, { name: "team key" });
    })();
    expect((await keyRequest(key, "/v1/history")).status).toBe(200);
    expect((await update(owner, { email: editor.email, is_locked: true })).status).toBe(200);
    const locked = await keyRequest(key, "/v1/history");
    expect(locked.status).toBe(403);
    expect((await locked.json()).detail.status).toBe("member_locked");
    // Their session falls back to their own workspace; switching to the locked one is refused.
    expect((await getJson(t, "/v1/user", editor)).body.workspace_id).toBe(editor.workspaceId);
    expect((await postJson(t, `/v1/user/workspaces/${owner.workspaceId}/switch`, undefined, editor.cookie)).status).toBe(403);
    expect((await getJson(t, "/v1/workspace/members", owner)).body.find((m: { email: string }) => m.email === editor.email).is_locked).toBe(true);
    expect((await update(owner, { email: editor.email, is_locked: false })).status).toBe(200);
    expect((await keyRequest(key, "/v1/history")).status).toBe(200);
  });

  it("removing a member ends their access: their keys there are deleted (401)", async () => {
    const { owner, admin, editor } = await team();
    const { createApiKey } = await import("#features/developers/api-keys/use-cases/create-api-key");
    const { key } = await createApiKey(t.deps.db, { userId: editor.userId, workspaceId: owner.workspaceId, via: "session", role: "editor", isServiceAccount: false, keyPermissions: null }, { name: "team key" });
    expect((await getJson(t, "/v1/user", editor)).body.workspace_id).toBe(owner.workspaceId);
    expect((await postJson(t, "/v1/workspace/members/remove", { email: editor.email }, admin.cookie)).status).toBe(200);
    expect((await keyRequest(key, "/v1/user")).status).toBe(401);
    expect((await getJson(t, "/v1/user", editor)).body.workspace_id).toBe(editor.workspaceId);
    // Their own workspace's key still works.
    expect((await keyRequest(editor.apiKey, "/v1/user")).status).toBe(200);
    expect((await getJson(t, "/v1/workspace/members", owner)).body.map((m: { email: string }) => m.email)).not.toContain(editor.email);
    expect((await postJson(t, "/v1/workspace/members/remove", { email: editor.email }, admin.cookie)).status).toBe(404);
  });

  it("switches between workspaces: GET /v1/user's workspace_id follows; leaving goes back", async () => {
    const { owner, editor } = await team();
    const mine = await getJson(t, "/v1/user/workspaces", editor);
    expect(mine.body.workspaces.map((w: { workspace_id: string; is_current: boolean; is_owner: boolean }) => [w.workspace_id, w.is_current, w.is_owner])).toEqual([
      [editor.workspaceId, false, true],
      [owner.workspaceId, true, false],
    ]);
    expect((await postJson(t, `/v1/user/workspaces/${editor.workspaceId}/switch`, undefined, editor.cookie)).status).toBe(200);
    expect((await getJson(t, "/v1/user", editor)).body.workspace_id).toBe(editor.workspaceId);
    expect((await postJson(t, `/v1/user/workspaces/${owner.workspaceId}/switch`, undefined, editor.cookie)).status).toBe(200);
    expect((await getJson(t, "/v1/user", editor)).body.workspace_id).toBe(owner.workspaceId);
    const stranger = await t.signUp("Stranger");
    expect((await postJson(t, `/v1/user/workspaces/${stranger.workspaceId}/switch`, undefined, editor.cookie)).status).toBe(404);
    // A key cannot list or switch the person's workspaces.
    expect((await keyRequest(editor.apiKey, "/v1/user/workspaces")).status).toBe(403);

    expect((await postJson(t, "/v1/workspace/members/leave", undefined, editor.cookie)).status).toBe(200);
    expect((await getJson(t, "/v1/user", editor)).body.workspace_id).toBe(editor.workspaceId);
    // Back in their own workspace they are its only admin.
    const only = await postJson(t, "/v1/workspace/members/leave", undefined, editor.cookie);
    expect(only.body.detail.status).toBe("last_admin");
  });

  it("an owner who leaves hands the workspace to the other admin", async () => {
    const { owner, admin } = await team();
    expect((await postJson(t, "/v1/workspace/members/leave", undefined, owner.cookie)).status).toBe(400); // their only workspace
    const other = await t.signUp("Other");
    await setWorkspaceTier(t, other.workspaceId, "trial");
    await joinWorkspace(t, smtp, other, owner);
    expect((await postJson(t, `/v1/user/workspaces/${owner.workspaceId}/switch`, undefined, owner.cookie)).status).toBe(200);
    expect((await postJson(t, "/v1/workspace/members/leave", undefined, owner.cookie)).status).toBe(200);
    const info = await getJson(t, "/v1/workspace", admin);
    expect(info.body.owner_id).toBe(admin.userId);
  });

  it("training opt-out: admins change it, others are refused; on by default for trial and enterprise only", async () => {
    const { owner, editor } = await team();
    const before = await getJson(t, "/v1/workspace", editor);
    expect(before.body).toMatchObject({ training_opt_out: { enabled: false, timestamp_unix: null }, is_admin: false, can_change_training_opt_out: false });
    const refused = await t.request("/v1/workspace/update-workspace?training_opt_out=true", { method: "PUT", headers: { cookie: editor.cookie } });
    expect(refused.status).toBe(403);
    const on = await t.request("/v1/workspace/update-workspace?training_opt_out=true", { method: "PUT", headers: { cookie: owner.cookie } });
    expect(on.status).toBe(200);
    expect((await on.json()).training_opt_out.enabled).toBe(true);
    const off = await t.request("/v1/workspace/update-workspace?training_opt_out=false", { method: "PUT", headers: { cookie: owner.cookie } });
    expect((await off.json()).training_opt_out).toEqual({ enabled: false, timestamp_unix: null });
  });
});
