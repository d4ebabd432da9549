import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";

// Issue 22: a webhook URL often carries the receiver's token in its path or query. Members who
// cannot change webhooks (editors) see only scheme://host/…; admins see it whole to edit it.

let t: TestApp;
let admin: TestUser;
let editor: TestUser;
const URL_WITH_TOKEN = "http://hooks.example.test:8443/ingest/T0KEN-path-secret?token=q-secret#frag";

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  admin = await t.signUp("Ada Hookadmin");
  editor = await joinWorkspace(t, await t.signUp("Eddie Hookeditor"), admin.workspaceId, "editor");
  const res = await t.request("/v1/workspace/webhooks", {
    method: "POST",
    headers: { "xi-api-key": admin.apiKey, "content-type": "application/json" },
    body: JSON.stringify({ settings: { auth_type: "hmac", name: "Tokened", webhook_url: URL_WITH_TOKEN } }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
});
afterAll(() => t.close());

async function listAs(headers: Record<string, string>): Promise<{ status: number; text: string; urls: string[] }> {
  const res = await t.request("/v1/workspace/webhooks", { headers });
  const text = await res.text();
  return { status: res.status, text, urls: (JSON.parse(text) as { webhooks: { webhook_url: string }[] }).webhooks.map((w) => w.webhook_url) };
}

describe("webhook URLs in the list", () => {
  it("an editor (session or key) sees scheme://host/… and none of the path or query", async () => {
    for (const headers of [{ cookie: editor.cookie }, { "xi-api-key": editor.apiKey }] as Record<string, string>[]) {
      const seen = await listAs(headers);
      expect(seen.status).toBe(200);
      expect(seen.urls).toEqual(["http://hooks.example.test:8443/…"]);
      expect(seen.text).not.toMatch(/T0KEN|q-secret|ingest/);
    }
  });

  it("an admin sees the whole URL", async () => {
    const seen = await listAs({ cookie: admin.cookie });
    expect(seen.urls).toHaveLength(1);
    expect(seen.urls[0]).toContain("http://hooks.example.test:8443/ingest/T0KEN-path-secret?token=q-secret");
  });
});
