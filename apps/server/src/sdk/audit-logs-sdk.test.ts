import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

/** client.workspace.auditLogs.list of the official SDK, unchanged but for its base URL, against a running server. */
let t: TestApp;
let client: ElevenLabsClient;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  alice = await t.signUp("Sdk Auditor");
  client = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(() => t.close());

describe("client.workspace.auditLogs against Vocable", () => {
  it("lists the admin actions newest first, pages with the cursor and filters", async () => {
    const created = await client.webhooks.create({ settings: { authType: "hmac", name: "Audited hook", webhookUrl: "http://127.0.0.1:9/hook" } });
    await client.webhooks.update(created.webhookId, { isDisabled: true, name: "Audited hook (paused)" });
    await client.webhooks.delete(created.webhookId);

    const first = await client.workspace.auditLogs.list({ limit: 2 });
    expect(first.entries).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(first.nextCursor).toBeTruthy();
    expect(first.entries[0]).toMatchObject({
      activityName: "Webhook Deleted",
      activityId: 4,
      className: "Entity Management",
      classUid: 3004,
      typeUid: 300404,
      statusId: 1,
      actor: { user: { uid: alice.userId, emailAddr: alice.email, name: "Sdk Auditor" }, appName: "api_key" },
      httpRequest: { httpMethod: "DELETE", url: { path: `/v1/workspace/webhooks/${created.webhookId}` } },
    });
    expect(first.entries[0].unmapped).toMatchObject({ activity: "webhook.deleted", target_type: "webhook", target_id: created.webhookId });
    expect(first.entries[1].activityName).toBe("Webhook Updated");

    const second = await client.workspace.auditLogs.list({ limit: 2, cursor: first.nextCursor });
    expect(second.entries.map((e) => e.activityName)).toEqual(["Webhook Created"]);
    expect(second.hasMore).toBe(false);
    expect(second.nextCursor).toBeUndefined();

    const filtered = await client.workspace.auditLogs.list({ activityName: "Webhook Created", actorUid: alice.userId, timeFromUnixMs: Date.now() - 60_000 });
    expect(filtered.entries.map((e) => e.id)).toEqual([second.entries[0].id]);
    expect(JSON.stringify(filtered)).not.toContain(created.webhookSecret);
  });
});
