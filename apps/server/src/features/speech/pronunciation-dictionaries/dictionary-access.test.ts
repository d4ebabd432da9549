import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";

// Issue 22: a dictionary belongs to the member who made it. Its creator and the workspace's admins
// change it; other members see it only when it is shared with them (workspace_access at creation
// or workspace.resources.share), with the share's rights. (The authorization matrix checks every
// operation as owner, admin, another editor and a viewer.)

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let colleague: TestUser;

const send = async (who: TestUser, method: string, path: string, body?: unknown) => {
  const res = await t.request(path, { method, headers: { "xi-api-key": who.apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text) as Record<string, unknown> & { detail?: { status: string } } };
};

async function dictionary(workspaceAccess?: string): Promise<string> {
  const res = await send(owner, "POST", "/v1/pronunciation-dictionaries/add-from-rules", {
    name: "Brand names",
    rules: [{ type: "alias", string_to_replace: "Vocable", alias: "voh-kable" }],
    ...(workspaceAccess ? { workspace_access: workspaceAccess } : {}),
  });
  expect(res.status).toBe(200);
  expect(res.body.permission_on_resource).toBe("admin");
  return res.body.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp("Ada Dictadmin");
  owner = await joinWorkspace(t, await t.signUp("Otto Dictowner"), admin.workspaceId, "editor");
  colleague = await joinWorkspace(t, await t.signUp("Cleo Colleague"), admin.workspaceId, "editor");
});
afterAll(() => t.close());

describe("a member's dictionary", () => {
  it("is private by default: another editor cannot see, rename, archive or change it (404); an admin can", async () => {
    const id = await dictionary();
    expect((await send(colleague, "GET", `/v1/pronunciation-dictionaries/${id}`)).status).toBe(404);
    expect((await send(colleague, "PATCH", `/v1/pronunciation-dictionaries/${id}`, { name: "Mine now" })).status).toBe(404);
    expect((await send(colleague, "PATCH", `/v1/pronunciation-dictionaries/${id}`, { archived: true })).status).toBe(404);
    expect((await send(colleague, "POST", `/v1/pronunciation-dictionaries/${id}/set-rules`, { rules: [] })).status).toBe(404);
    const list = await send(colleague, "GET", "/v1/pronunciation-dictionaries");
    expect((list.body.pronunciation_dictionaries as { id: string }[]).map((d) => d.id)).not.toContain(id);
    // Nor can it be used by naming it in a TTS request.
    const voices = await send(colleague, "GET", "/v1/voices");
    const voiceId = (voices.body.voices as { voice_id: string }[])[0].voice_id;
    const tts = await send(colleague, "POST", `/v1/text-to-speech/${voiceId}?output_format=pcm_16000`, { text: "Vocable", pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: id }] });
    expect(tts.status).toBe(404);
    expect(tts.body.detail?.status).toBe("pronunciation_dictionary_not_found");

    const renamed = await send(admin, "PATCH", `/v1/pronunciation-dictionaries/${id}`, { name: "Renamed by the admin" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.permission_on_resource).toBe("admin");
  });

  it("created with workspace_access viewer, every member reads and uses it, only as a viewer (403 to change)", async () => {
    const id = await dictionary("viewer");
    const got = await send(colleague, "GET", `/v1/pronunciation-dictionaries/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.permission_on_resource).toBe("viewer");
    const list = await send(colleague, "GET", "/v1/pronunciation-dictionaries");
    expect((list.body.pronunciation_dictionaries as { id: string; permission_on_resource: string }[]).find((d) => d.id === id)?.permission_on_resource).toBe("viewer");
    const rename = await send(colleague, "PATCH", `/v1/pronunciation-dictionaries/${id}`, { name: "Mine now" });
    expect(rename.status).toBe(403);
    expect(rename.body.detail?.status).toBe("missing_permissions");
    expect((await send(colleague, "POST", `/v1/pronunciation-dictionaries/${id}/add-rules`, { rules: [{ type: "alias", string_to_replace: "x", alias: "y" }] })).status).toBe(403);
  });

  it("shared as editor, a member changes its rules and name but may not archive it; the share's role is its permission_on_resource", async () => {
    const id = await dictionary();
    const shared = await send(owner, "POST", `/v1/workspace/resources/${id}/share`, { role: "editor", resource_type: "pronunciation_dictionary", user_email: colleague.email });
    expect(shared.status).toBe(200);
    expect((await send(colleague, "GET", `/v1/pronunciation-dictionaries/${id}`)).body.permission_on_resource).toBe("editor");
    expect((await send(colleague, "POST", `/v1/pronunciation-dictionaries/${id}/add-rules`, { rules: [{ type: "alias", string_to_replace: "x", alias: "y" }] })).status).toBe(200);
    expect((await send(colleague, "PATCH", `/v1/pronunciation-dictionaries/${id}`, { name: "Better name" })).status).toBe(200);
    expect((await send(colleague, "PATCH", `/v1/pronunciation-dictionaries/${id}`, { archived: true })).status).toBe(403);
    // An editor share does not let it share further.
    expect((await send(colleague, "POST", `/v1/workspace/resources/${id}/share`, { role: "admin", resource_type: "pronunciation_dictionary", user_email: admin.email })).status).toBe(403);
  });
});
