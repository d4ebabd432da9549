import http from "node:http";
import type { AddressInfo } from "node:net";
import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { waitFor } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "./emit-workspace-event";

let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let receiverUrl = "";
const received: { type: string }[] = [];
const receiver = http.createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    received.push(JSON.parse(body) as { type: string });
    res.writeHead(200).end("ok");
  });
});

const eventsOf = async (id: string) => (await sdk.webhooks.list({ includeUsages: true })).webhooks.find((w) => w.webhookId === id)?.events;
const settings = (name: string) => ({ authType: "hmac" as const, name, webhookUrl: `${receiverUrl}/hook` });

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe("webhook events in the SDK's WorkspaceWebhookEventType names", () => {
  it("sets events with webhooks.update and lists them in the SDK's names", async () => {
    const { webhookId } = await sdk.webhooks.create({ settings: settings("SDK hook") });
    await sdk.webhooks.update(webhookId, { isDisabled: false, name: "SDK hook", events: ["speech_to_text", "voice_library_removal_notice"] });
    expect((await eventsOf(webhookId))?.sort()).toEqual(["speech_to_text", "voice_library_removal_notice"]);
    await sdk.webhooks.update(webhookId, { isDisabled: false, name: "SDK hook", events: ["speech_to_text"] });
    expect(await eventsOf(webhookId)).toEqual(["speech_to_text"]);
  });

  it("sets events at creation beside the settings (the SDK's additionalBodyParameters)", async () => {
    const { webhookId } = await sdk.webhooks.create({ settings: settings("Created with events") }, { additionalBodyParameters: { events: ["voice_library_removal_notice"] } });
    expect(await eventsOf(webhookId)).toEqual(["voice_library_removal_notice"]);
  });

  it("delivers the Vocable event an SDK name subscribed to", async () => {
    const { webhookId } = await sdk.webhooks.create({ settings: settings("Removal notices") });
    await sdk.webhooks.update(webhookId, { isDisabled: false, name: "Removal notices", events: ["voice_library_removal_notice"] });
    await queueWebhookDeliveries(t.deps, await recordWorkspaceEvent(t.deps.db, alice.workspaceId, "voice.library_removal_notice", { voice_id: "v1" }));
    await waitFor("the delivery", async () => received.find((r) => r.type === "voice.library_removal_notice"), 30_000);
  });

  it("refuses agent_qa and flows with a 400 naming them", async () => {
    const { webhookId } = await sdk.webhooks.create({ settings: settings("Agents") });
    for (const event of ["agent_qa", "flows"] as const) {
      const err = (await sdk.webhooks.update(webhookId, { isDisabled: false, name: "Agents", events: [event] }).catch((e: unknown) => e)) as ElevenLabsError;
      expect(err.statusCode).toBe(400);
      expect(err.body).toMatchObject({ detail: { status: "unsupported_webhook_event", message: expect.stringContaining(`'${event}'`) } });
    }
    const atCreation = (await sdk.webhooks.create({ settings: settings("Agents") }, { additionalBodyParameters: { events: ["agent_qa"] } }).catch((e: unknown) => e)) as ElevenLabsError;
    expect(atCreation.statusCode).toBe(400);
  });

  it("still takes Vocable's own names (the web app's), listing mapped ones in the SDK's names", async () => {
    const res = await t.request("/v1/workspace/webhooks", {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ settings: { auth_type: "hmac", name: "Ours", webhook_url: `${receiverUrl}/hook`, events: ["generation.completed", "speech_to_text.completed"] } }),
    });
    expect(res.status).toBe(200);
    const { webhook_id } = (await res.json()) as { webhook_id: string };
    expect(await eventsOf(webhook_id)).toEqual(["generation.completed", "speech_to_text"]);
  });
});
