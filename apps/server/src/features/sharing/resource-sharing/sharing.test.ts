import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";

// Alice owns workspace A; Bob and Dave are editors in it; Carol works alone in her own workspace.
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let dave: TestUser;
let carol: TestUser;
let voiceId: string;
const a: string[] = [];
let bobsItem: string;
let carolsItem: string;

type Json = Record<string, unknown> & { detail?: { status: string; message: string } };
const call = async (user: TestUser, path: string, init: { method?: string; json?: unknown; cookie?: boolean } = {}) => {
  const headers: Record<string, string> = init.cookie ? { cookie: user.cookie } : { "xi-api-key": user.apiKey };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  return t.request(path, { method: init.method ?? "GET", headers, body: init.json !== undefined ? JSON.stringify(init.json) : undefined });
};
const body = async (res: Response) => (await res.json()) as Json;
const generate = async (user: TestUser, text: string) => {
  const res = await call(user, `/v1/text-to-speech/${voiceId}`, { method: "POST", json: { text } });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get("history-item-id")!;
};
const share = (user: TestUser, id: string, target: Record<string, unknown>, role = "viewer") =>
  call(user, `/v1/workspace/resources/${id}/share`, { method: "POST", json: { resource_type: "speech_history_item", role, ...target } });
const unshare = (user: TestUser, id: string, target: Record<string, unknown>) =>
  call(user, `/v1/workspace/resources/${id}/unshare`, { method: "POST", json: { resource_type: "speech_history_item", ...target } });
const listIds = async (user: TestUser, query = "") => {
  const res = await call(user, `/v1/history${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { history: { history_item_id: string }[] }).history.map((h) => h.history_item_id);
};
const itemPaths = (id: string) => [`/v1/history/${id}`, `/v1/history/${id}/audio`];

/** Every read and write of an item answers 404, as for another workspace's item. */
async function expectInvisible(user: TestUser, id: string) {
  for (const path of itemPaths(id)) expect((await call(user, path)).status).toBe(404);
  expect((await call(user, "/v1/history/download", { method: "POST", json: { history_item_ids: [id] } })).status).toBe(404);
  expect((await call(user, `/v1/history/${id}/feedback`, { method: "POST", json: { thumbs_up: true } })).status).toBe(404);
  expect((await call(user, `/v1/history/${id}`, { method: "DELETE" })).status).toBe(404);
  expect((await call(user, `/v1/workspace/resources/${id}?resource_type=speech_history_item`)).status).toBe(404);
  expect(await listIds(user)).not.toContain(id);
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await joinWorkspace(t, await t.signUp("Bob"), alice.workspaceId);
  dave = await joinWorkspace(t, await t.signUp("Dave"), alice.workspaceId);
  carol = await t.signUp("Carol");
  voiceId = ((await body(await call(alice, "/v1/voices"))).voices as { voice_id: string }[])[0].voice_id;
  for (let i = 0; i < 4; i++) a.push(await generate(alice, `Alice's item number ${i}.`));
  bobsItem = await generate(bob, "Bob's own item.");
  carolsItem = await generate(carol, "Carol's item elsewhere.");
});
afterAll(() => t.close());

describe("history visibility in a shared workspace", () => {
  it("shows each member only their own items, the admin included", async () => {
    expect(await listIds(alice)).toEqual([...a].reverse());
    expect(await listIds(bob)).toEqual([bobsItem]);
    expect(await listIds(bob, "")).toEqual(await listIds(bob, "?page_size=1000"));
    // The session acts in the workspace the member switched to.
    const viaCookie = (await body(await call(bob, "/v1/history", { cookie: true }))).history as { history_item_id: string }[];
    expect(viaCookie.map((h) => h.history_item_id)).toEqual([bobsItem]);
    await expectInvisible(bob, a[0]);
    await expectInvisible(alice, bobsItem);
    await expectInvisible(carol, a[0]);
    await expectInvisible(bob, carolsItem);
  });

  it("a viewer share shows the item with who shared it; the viewer reads but cannot rate, delete or share", async () => {
    expect((await share(alice, a[1], { user_email: bob.email.toUpperCase() })).status).toBe(200);
    const list = (await body(await call(bob, "/v1/history"))).history as { history_item_id: string; shared_by: unknown; share_role: string | null }[];
    expect(list.map((h) => h.history_item_id)).toEqual([bobsItem, a[1]]);
    expect(list[0]).toMatchObject({ shared_by: null, share_role: null });
    expect(list[1]).toMatchObject({ shared_by: { user_id: alice.userId, name: "Alice", email: alice.email }, share_role: "viewer" });
    for (const path of itemPaths(a[1])) expect((await call(bob, path)).status).toBe(200);
    expect((await call(bob, "/v1/history/download", { method: "POST", json: { history_item_ids: [a[1], bobsItem] } })).status).toBe(200);
    const feedback = await call(bob, `/v1/history/${a[1]}/feedback`, { method: "POST", json: { thumbs_up: true } });
    expect(feedback.status).toBe(403);
    expect((await body(feedback)).detail?.message).toMatch(/viewer/);
    expect((await call(bob, `/v1/history/${a[1]}`, { method: "DELETE" })).status).toBe(403);
    expect((await share(bob, a[1], { user_email: dave.email })).status).toBe(403);
    // Dave was given nothing.
    await expectInvisible(dave, a[1]);
  });

  it("an editor may rate; an admin may also share further and delete", async () => {
    expect((await share(alice, a[1], { user_email: bob.email }, "editor")).status).toBe(200);
    expect((await call(bob, `/v1/history/${a[1]}/feedback`, { method: "POST", json: { thumbs_up: true } })).status).toBe(200);
    expect((await call(bob, `/v1/history/${a[1]}`, { method: "DELETE" })).status).toBe(403);
    expect((await share(alice, a[3], { user_email: bob.email }, "admin")).status).toBe(200);
    expect((await share(bob, a[3], { user_email: dave.email })).status).toBe(200);
    const daves = (await body(await call(dave, `/v1/history/${a[3]}`))) as { shared_by: { user_id: string }; share_role: string };
    expect(daves).toMatchObject({ shared_by: { user_id: bob.userId }, share_role: "viewer" });
    expect((await call(bob, `/v1/history/${a[3]}`, { method: "DELETE" })).status).toBe(200);
    for (const user of [alice, bob, dave]) expect((await call(user, `/v1/history/${a[3]}`)).status).toBe(404);
    const left = await t.database.db.execute(sql`select count(*)::int as n from resource_share where resource_id = ${a[3]}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it("a share with the whole workspace reaches every member, and the creator sees the item once", async () => {
    expect((await share(alice, a[2], { group_id: "default" })).status).toBe(200);
    expect(await listIds(dave)).toEqual([a[2]]);
    expect(await listIds(bob)).toEqual([bobsItem, a[2], a[1]]);
    expect(await listIds(alice)).toEqual([a[2], a[1], a[0]]);
    // A direct share and the workspace share together: one entry, the stronger role.
    expect((await share(alice, a[2], { user_email: dave.email }, "editor")).status).toBe(200);
    const daves = (await body(await call(dave, "/v1/history"))).history as { share_role: string }[];
    expect(daves).toHaveLength(1);
    expect(daves[0].share_role).toBe("editor");
    // Pages of one walk own and shared items in order, without repeats.
    const walked: string[] = [];
    let after = "";
    for (;;) {
      const page = (await body(await call(bob, `/v1/history?page_size=1${after}`))) as { history: { history_item_id: string }[]; has_more: boolean; last_history_item_id: string };
      walked.push(...page.history.map((h) => h.history_item_id));
      if (!page.has_more) break;
      after = `&start_after_history_item_id=${page.last_history_item_id}`;
    }
    expect(walked).toEqual([bobsItem, a[2], a[1]]);
    expect(await listIds(bob, "?sort_direction=asc&page_size=2")).toEqual([a[1], a[2]]);
    // A cursor item the member cannot see is a 404.
    expect((await call(bob, `/v1/history?start_after_history_item_id=${a[0]}`)).status).toBe(404);
  });

  it("unsharing removes access at once", async () => {
    expect((await unshare(alice, a[1], { user_email: bob.email })).status).toBe(200);
    await expectInvisible(bob, a[1]);
    expect((await unshare(alice, a[2], { group_id: "default" })).status).toBe(200);
    expect(await listIds(bob)).toEqual([bobsItem]);
    // Dave keeps his direct share.
    expect(await listIds(dave)).toEqual([a[2]]);
  });

  it("GET shows each role's grantees and who else it could be shared with", async () => {
    const meta = await body(await call(alice, `/v1/workspace/resources/${a[2]}?resource_type=speech_history_item`));
    expect(meta).toMatchObject({
      resource_id: a[2],
      resource_type: "speech_history_item",
      creator_user_id: alice.userId,
      anonymous_access_level_override: null,
      role_to_group_ids: { admin: [], editor: [dave.userId], viewer: [] },
    });
    const options = meta.share_options as { id: string; type: string; email: string | null }[];
    expect(options).toContainEqual({ id: "default", type: "group", name: "Everyone in this workspace", email: null });
    expect(options.map((o) => o.id).sort()).toEqual(["default", bob.userId].sort());
    expect(meta.shares).toEqual([expect.objectContaining({ principal_type: "user", principal_id: dave.userId, name: "Dave", email: dave.email, role: "editor", shared_by_user_id: alice.userId })]);
    // A recipient sees the same; a member without access gets 404.
    expect((await call(dave, `/v1/workspace/resources/${a[2]}?resource_type=speech_history_item`)).status).toBe(200);
    expect((await call(bob, `/v1/workspace/resources/${a[2]}?resource_type=speech_history_item`)).status).toBe(404);
  });

  it("sharing never leaves the workspace and names exactly one target", async () => {
    const outsider = await share(alice, a[0], { user_email: carol.email });
    expect(outsider.status).toBe(400);
    expect((await body(outsider)).detail).toEqual({ status: "invalid_request", message: `${carol.email} is not a member of this workspace. Only members can be given access.` });
    expect((await share(carol, a[0], { group_id: "default" })).status).toBe(404);
    expect((await share(alice, carolsItem, { group_id: "default" })).status).toBe(404);
    expect((await call(alice, `/v1/workspace/resources/${carolsItem}?resource_type=speech_history_item`)).status).toBe(404);
    expect((await share(alice, a[0], {})).status).toBe(400);
    expect((await share(alice, a[0], { user_email: bob.email, group_id: "default" })).status).toBe(400);
    expect((await share(alice, a[0], { group_id: "no-such-group" })).status).toBe(400);
    expect((await share(alice, a[0], { workspace_api_key_id: "no-such-key" })).status).toBe(400);
    expect((await share(alice, a[0], { user_email: alice.email })).status).toBe(400);
    expect((await share(alice, a[0], { user_email: bob.email }, "commenter")).status).toBe(422);
    expect((await call(alice, `/v1/workspace/resources/${a[0]}?resource_type=dubbing`)).status).toBe(400);
    expect((await call(alice, `/v1/workspace/resources/${a[0]}?resource_type=no_such_type`)).status).toBe(422);
    const voice = await call(alice, `/v1/workspace/resources/${voiceId}?resource_type=voice`);
    expect(voice.status).toBe(404);
    expect((await body(voice)).detail?.status).toBe("voice_not_found");
  });

  it("a key needs the history permission to share, and a workspace_read key alone cannot", async () => {
    const { createApiKey } = await import("#features/developers/api-keys/use-cases/create-api-key");
    const principal = { userId: alice.userId, workspaceId: alice.workspaceId, via: "session" as const, role: "admin" as const, isServiceAccount: false, keyPermissions: null };
    const readOnly = (await createApiKey(t.database.db, principal, { name: "ro", permissions: ["workspace_read", "speech_history_read"] })).key;
    const res = await share({ ...alice, apiKey: readOnly }, a[0], { user_email: bob.email });
    expect(res.status).toBe(403);
    expect((await call({ ...alice, apiKey: readOnly }, `/v1/workspace/resources/${a[0]}?resource_type=speech_history_item`)).status).toBe(200);
  });

  it("a group share reaches the group's members, and leaving the group ends it at once", async () => {
    const group = await body(await call(alice, "/v1/workspace/groups", { method: "POST", json: { name: "Narrators" } }));
    const groupId = group.id as string;
    const item = await generate(alice, "For the narrators.");
    expect((await call(alice, `/v1/workspace/groups/${groupId}/members`, { method: "POST", json: { email: dave.email } })).status).toBe(200);
    expect((await share(alice, item, { group_id: groupId })).status).toBe(200);
    expect(await listIds(dave)).toContain(item);
    expect((await call(dave, `/v1/history/${item}`)).status).toBe(200);
    // Bob is in the workspace but not in the group.
    expect((await call(bob, `/v1/history/${item}`)).status).toBe(404);
    const meta = await body(await call(alice, `/v1/workspace/resources/${item}?resource_type=speech_history_item`));
    expect((meta.role_to_group_ids as Record<string, string[]>).viewer).toContain(groupId);
    expect((await call(alice, `/v1/workspace/groups/${groupId}/members/remove`, { method: "POST", json: { email: dave.email } })).status).toBe(200);
    await expectInvisible(dave, item);
  });
});
