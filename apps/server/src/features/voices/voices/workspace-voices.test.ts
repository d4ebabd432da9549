import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";

// Voices shared inside a workspace through resource sharing (workspace.resources.*): Alice keeps a
// voice; Bob, a member of her workspace, sees it only once it is shared with him or the workspace.
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let voiceId: string;

const call = async (user: TestUser, path: string, method = "GET", json?: unknown) => {
  const res = await t.request(path, { method, headers: { "xi-api-key": user.apiKey, ...(json === undefined ? {} : { "content-type": "application/json" }) }, body: json === undefined ? undefined : JSON.stringify(json) });
  const type = res.headers.get("content-type") ?? "";
  return { status: res.status, body: type.includes("json") ? await res.json() : (await res.arrayBuffer(), null) };
};
const workspaceVoiceIds = async (user: TestUser) => ((await call(user, "/v2/voices?voice_type=workspace")).body.voices as { voice_id: string }[]).map((v) => v.voice_id);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Workspace Voices");
  bob = await joinWorkspace(t, await t.signUp("Bob Workspace Voices"), alice.workspaceId);
  carol = await t.signUp("Carol Elsewhere");
  const design = await call(alice, "/v1/text-to-voice/design", "POST", { voice_description: "A warm female voice for audiobooks, calm and clear", seed: 9 });
  voiceId = (await call(alice, "/v1/text-to-voice", "POST", { voice_name: "Team Narrator", voice_description: "Warm", generated_voice_id: design.body.previews[0].generated_voice_id })).body.voice_id;
});
afterAll(() => t.close());

describe("workspace voices", () => {
  it("keeps a member's voice to the member until it is shared", async () => {
    expect((await call(bob, `/v1/voices/${voiceId}`)).status).toBe(404);
    expect(await workspaceVoiceIds(bob)).toEqual([]);
    expect((await call(bob, `/v1/text-to-speech/${voiceId}`, "POST", { text: "Hello" })).status).toBe(404);
  });

  it("shares it with the whole workspace as viewer: Bob lists and uses it, cannot change or delete it", async () => {
    const shared = await call(alice, `/v1/workspace/resources/${voiceId}/share`, "POST", { resource_type: "voice", role: "viewer", group_id: "default" });
    expect(shared.status).toBe(200);
    expect(await workspaceVoiceIds(bob)).toEqual([voiceId]);
    expect((await call(bob, `/v1/voices/${voiceId}`)).body).toMatchObject({ voice_id: voiceId, is_owner: false });
    expect((await call(bob, `/v1/text-to-speech/${voiceId}`, "POST", { text: "Shared with the team." })).status).toBe(200);
    expect((await call(bob, `/v1/voices/${voiceId}`, "DELETE")).status).toBe(403);
    // Alice's own list does not count her voice as shared with her.
    expect(await workspaceVoiceIds(alice)).toEqual([]);
    expect((await call(alice, "/v2/voices?voice_type=personal")).body.voices.map((v: { voice_id: string }) => v.voice_id)).toEqual([voiceId]);
  });

  it("stays invisible to another workspace", async () => {
    expect((await call(carol, `/v1/voices/${voiceId}`)).status).toBe(404);
    expect((await call(carol, `/v1/workspace/resources/${voiceId}/share`, "POST", { resource_type: "voice", role: "viewer", group_id: "default" })).status).toBe(404);
  });

  it("unsharing hides it again", async () => {
    expect((await call(alice, `/v1/workspace/resources/${voiceId}/unshare`, "POST", { resource_type: "voice", group_id: "default" })).status).toBe(200);
    expect(await workspaceVoiceIds(bob)).toEqual([]);
  });
});
