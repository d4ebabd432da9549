import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";
import { hashApiKey } from "#features/developers/api-keys/repo";

// Issue 22: the stored SHA-256 of a service account's key is its lookup value; no caller gets it
// whole (editors list service accounts too). `hashed_xi_api_key`, which the SDK requires, stays.

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
let secretHash: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp("Ada Keyadmin");
  editor = await joinWorkspace(t, await t.signUp("Eddie Keyeditor"), admin.workspaceId, "editor");
  const post = (path: string, body: unknown) =>
    t.request(path, { method: "POST", headers: { cookie: admin.cookie, origin: "http://localhost:8080", "content-type": "application/json" }, body: JSON.stringify(body) });
  const account = (await (await post("/v1/service-accounts", { name: "CI bot" })).json()) as { "service-account-user-id": string };
  await t.proveMailboxAccess(admin.userId);
  const made = await post(`/v1/service-accounts/${account["service-account-user-id"]}/api-keys`, { name: "deploys", permissions: ["text_to_speech"] });
  expect(made.status, await made.clone().text()).toBe(200);
  secretHash = hashApiKey(((await made.json()) as { "xi-api-key": string })["xi-api-key"]);
});
afterAll(() => t.close());

describe("service account keys in the lists", () => {
  it("carry hashed_xi_api_key as a short prefix and ellipsis, never the stored hash, for an editor and an admin alike", async () => {
    for (const who of [editor, admin]) {
      for (const headers of [{ cookie: who.cookie }, { "xi-api-key": who.apiKey }] as Record<string, string>[]) {
        const res = await t.request("/v1/service-accounts", { headers });
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).not.toContain(secretHash);
        const [account] = (JSON.parse(text) as { "service-accounts": { "api-keys": { hashed_xi_api_key: string; hint: string }[] }[] })["service-accounts"];
        expect(account["api-keys"][0].hashed_xi_api_key).toBe(`${secretHash.slice(0, 8)}…`);
      }
    }
  });
});
