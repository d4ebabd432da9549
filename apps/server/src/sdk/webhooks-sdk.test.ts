import http from "node:http";
import type { AddressInfo } from "node:net";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#testing/test-app";

/** client.webhooks.* of the official SDK, unchanged but for its base URL, against a running server. */
let t: TestApp;
let client: ElevenLabsClient;
let receiver: http.Server;
let receiverUrl = "";
let baseUrl = "";
let apiKey = "";
const received: { body: string; signature: string }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ body, signature: String(req.headers["elevenlabs-signature"]) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/elevenlabs`;
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  const alice = await t.signUp("Sdk Webhooks");
  baseUrl = await t.listen();
  apiKey = alice.apiKey;
  client = new ElevenLabsClient({ apiKey, baseUrl, maxRetries: 0 });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe("client.webhooks against Vocable", () => {
  it("create, list, update, delete; a test event verifies with constructEvent", async () => {
    const created = await client.webhooks.create({ settings: { authType: "hmac", name: "SDK hook", webhookUrl: receiverUrl } });
    expect(created.webhookId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(created.webhookSecret).toMatch(/^wsec_/);

    const list = await client.webhooks.list({ includeUsages: true });
    expect(list.webhooks).toHaveLength(1);
    expect(list.webhooks[0]).toMatchObject({ webhookId: created.webhookId, name: "SDK hook", webhookUrl: receiverUrl, isDisabled: false, isAutoDisabled: false, authType: "hmac", events: [] });
    expect(list.webhooks[0].createdAtUnix).toBeGreaterThan(1_600_000_000);

    // The SDK's event enum names ElevenLabs products; Vocable's events go as an extra body parameter.
    const updated = await client.webhooks.update(
      created.webhookId,
      { isDisabled: true, name: "SDK hook (paused)" },
      { additionalBodyParameters: { events: ["generation.completed"] } },
    );
    expect(updated.status).toBe("ok");
    const after = (await client.webhooks.list()).webhooks[0];
    expect(after).toMatchObject({ name: "SDK hook (paused)", isDisabled: true, events: ["generation.completed"] });

    // The test delivery is a Vocable extension: no SDK method.
    const res = await fetch(new URL(`/v1/workspace/webhooks/${created.webhookId}/test`, baseUrl), { method: "POST", headers: { "xi-api-key": apiKey } });
    expect(res.status).toBe(200);
    const event = await client.webhooks.constructEvent(received[0].body, received[0].signature, created.webhookSecret!);
    expect(event.type).toBe("webhook.test");

    expect((await client.webhooks.delete(created.webhookId)).status).toBe("ok");
    expect((await client.webhooks.list()).webhooks).toEqual([]);
    await expect(client.webhooks.delete(created.webhookId)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("gets the ElevenLabs error body for a refused URL", async () => {
    t.deps.config.webhooks.allowPrivateTargets = false;
    try {
      await expect(client.webhooks.create({ settings: { authType: "hmac", name: "x", webhookUrl: "http://169.254.169.254/latest" } })).rejects.toMatchObject({
        statusCode: 400,
        body: { detail: { status: "webhook_url_not_allowed" } },
      });
    } finally {
      t.deps.config.webhooks.allowPrivateTargets = true;
    }
  });
});
