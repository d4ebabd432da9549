import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailingTestApp, postJson } from "#testing/account-flows";
import type { TestApp, TestUser } from "#testing/test-app";
import type { TestSmtp } from "#testing/test-smtp";
import { getJson, inviteByMail, joinWorkspace, setWorkspaceTier } from "#testing/workspace-teams";

let app: Awaited<ReturnType<typeof createMailingTestApp>>;
let t: TestApp;
let smtp: TestSmtp;
let owner: TestUser;
let editor: TestUser;

beforeAll(async () => {
  app = await createMailingTestApp();
  ({ t, smtp } = app);
  owner = await t.signUp("Owner");
  editor = await t.signUp("Editor");
  await setWorkspaceTier(t, owner.workspaceId, "trial");
  await joinWorkspace(t, smtp, owner, editor);
});
afterAll(() => app.close());

describe("workspace groups", () => {
  it("creates, renames, searches and deletes groups; members are added and removed by e-mail", async () => {
    const created = await postJson(t, "/v1/workspace/groups", { name: "Voice 50% team" }, owner.cookie);
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    expect((await postJson(t, `/v1/workspace/groups/${id}/members`, { email: editor.email }, owner.cookie)).status).toBe(200);
    expect((await getJson(t, "/v1/workspace/groups", editor)).body).toEqual({ [id]: { id, name: "Voice 50% team", members: [editor.email], permissions: [] } });
    expect((await postJson(t, `/v1/workspace/groups/${id}`, { name: "Narrators" }, owner.cookie, "PATCH")).status).toBe(200);
    expect((await getJson(t, "/v1/workspace/groups/search?name=narr", owner)).body).toEqual([{ id, name: "Narrators", members_emails: [editor.email] }]);
    // LIKE wildcards are matched as written.
    expect((await getJson(t, "/v1/workspace/groups/search?name=%25", owner)).body).toEqual([]);
    expect((await postJson(t, `/v1/workspace/groups/${id}/members/remove`, { email: editor.email }, owner.cookie)).status).toBe(200);
    expect((await postJson(t, `/v1/workspace/groups/${id}/members/remove`, { email: editor.email }, owner.cookie)).status).toBe(404);
    expect((await postJson(t, `/v1/workspace/groups/${id}`, undefined, owner.cookie, "DELETE")).status).toBe(200);
    expect((await getJson(t, "/v1/workspace/groups", owner)).body).toEqual({});
  });

  it("editors cannot change groups; another workspace's group is 404; a non-member cannot be added", async () => {
    expect((await postJson(t, "/v1/workspace/groups", { name: "Mine" }, editor.cookie)).status).toBe(403);
    const stranger = await t.signUp("Stranger");
    const theirs = await postJson(t, "/v1/workspace/groups", { name: "Theirs" }, stranger.cookie);
    expect((await postJson(t, `/v1/workspace/groups/${theirs.body.id}`, { name: "x" }, owner.cookie, "PATCH")).status).toBe(404);
    expect((await postJson(t, `/v1/workspace/groups/${theirs.body.id}/members`, { email: owner.email }, owner.cookie)).status).toBe(404);
    const ours = await postJson(t, "/v1/workspace/groups", { name: "Ours" }, owner.cookie);
    const res = await postJson(t, `/v1/workspace/groups/${ours.body.id}/members`, { email: stranger.email }, owner.cookie);
    expect(res.body.detail.status).toBe("member_not_found");
  });

  it("an invite's groups are joined on accepting, and left on removal", async () => {
    const group = await postJson(t, "/v1/workspace/groups", { name: "Joiners" }, owner.cookie);
    const joiner = await t.signUp("Joiner");
    const code = await inviteByMail(t, smtp, owner, joiner.email, { group_ids: [group.body.id] });
    expect((await postJson(t, `/v1/workspace/invites/${code}/accept`, undefined, joiner.cookie)).status).toBe(200);
    expect((await getJson(t, "/v1/workspace/groups", owner)).body[group.body.id].members).toEqual([joiner.email]);
    expect((await postJson(t, "/v1/workspace/members/remove", { email: joiner.email }, owner.cookie)).status).toBe(200);
    expect((await getJson(t, "/v1/workspace/groups", owner)).body[group.body.id].members).toEqual([]);
    // An unknown group id in an invite is refused.
    const bad = await postJson(t, "/v1/workspace/invites/add", { email: "nobody@example.com", group_ids: ["nope"] }, owner.cookie);
    expect(bad.status).toBe(404);
  });
});
