import http from "node:http";
import type { AddressInfo } from "node:net";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import type { WebhookEvent } from "@vocable/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, webhookDelivery, workspaceMember, workspaceWebhook } from "#db/schema/index";
import { newId } from "#platform/ids";
import { waitFor } from "@vocable/speech/test-support";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { hashApiKey, insertApiKey } from "#features/developers/api-keys/repo";
import { explainPlan } from "#testing/explain";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "./emit-workspace-event";
import { queueUnsentDeliveries } from "./unsent-delivery-sweep";
import { deliveryPageSelect, findUnsentDeliveries, unsentDeliveriesSelect } from "./repo";
import { AUTO_DISABLE_AFTER_FAILURES } from "./use-cases/attempt-delivery";
import { deliveryJobKey } from "./jobs/deliver-webhook";
import { JOB_STATES, type JobInfo } from "#platform/jobs/job-types";

/** A real HTTP receiver: records every request and answers with the next queued status (200 when none). */
class Receiver {
  readonly requests: { path: string; headers: http.IncomingHttpHeaders; body: string; at: number }[] = [];
  readonly statuses: number[] = [];
  private server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      this.requests.push({ path: req.url ?? "", headers: req.headers, body, at: Date.now() });
      res.writeHead(this.statuses.shift() ?? 200, { "content-type": "text/plain" }).end("ok");
    });
  });
  url = "";

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;

/** Every job of a delivery (its `webhook.deliver` jobs, found by their idempotency key), in any state. */
async function deliveryJobs(deliveryId: string): Promise<JobInfo[]> {
  // By id: the runner may move a job on (waiting, then active) between the lists of two states.
  const found = new Map<string, JobInfo>();
  for (const state of JOB_STATES) {
    let after: string | undefined;
    do {
      const page = await t.deps.jobs.list({ state, limit: 100, after });
      for (const job of page.jobs) if (job.idempotencyKey === deliveryJobKey(deliveryId)) found.set(job.id, job);
      after = page.nextCursor ?? undefined;
    } while (after);
  }
  return [...found.values()];
}

/** An event as a committed change records and queues it. */
async function emitWorkspaceEvent(deps: TestApp["deps"], workspaceId: string, event: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  await queueWebhookDeliveries(deps, await recordWorkspaceEvent(deps.db, workspaceId, event, data));
}
let receiver: Receiver;
let alice: TestUser;
const sdk = new ElevenLabsClient({ apiKey: "unused" });

function call(who: { apiKey: string }, method: string, path: string, body?: unknown) {
  return t.request(path, {
    method,
    headers: { "xi-api-key": who.apiKey, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function createHook(who: TestUser, settings: Record<string, unknown>): Promise<{ webhook_id: string; webhook_secret: string }> {
  const res = await call(who, "POST", "/v1/workspace/webhooks", { settings: { auth_type: "hmac", name: "hook", webhook_url: `${receiver.url}/hook`, ...settings } });
  expect(res.status).toBe(200);
  return res.json();
}

async function deliveries(who: TestUser, webhookId: string) {
  const res = await call(who, "GET", `/v1/workspace/webhooks/${webhookId}/deliveries?page_size=100`);
  expect(res.status).toBe(200);
  return (await res.json()).deliveries as { status: string; attempt: number; response_code: number | null; duration_ms: number | null; next_retry_unix: number | null; event: string; is_test: boolean }[];
}

beforeAll(async () => {
  receiver = await new Receiver().start();
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice");
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe("workspace webhooks", () => {
  it("creates, lists, updates and deletes in the SDK's shapes; the secret is shown once", async () => {
    const created = await createHook(alice, { name: "Ops", events: ["history_item.deleted"] });
    expect(created.webhook_secret).toMatch(/^wsec_[0-9a-f]{64}$/);
    const list = await (await call(alice, "GET", "/v1/workspace/webhooks")).json();
    const hook = list.webhooks.find((w: { webhook_id: string }) => w.webhook_id === created.webhook_id);
    expect(hook).toMatchObject({ name: "Ops", webhook_url: `${receiver.url}/hook`, is_disabled: false, is_auto_disabled: false, auth_type: "hmac", events: ["history_item.deleted"] });
    expect(JSON.stringify(list)).not.toContain(created.webhook_secret);
    // At rest the secret is sealed, not stored in clear.
    const [row] = await t.deps.db.select().from(workspaceWebhook).where(eq(workspaceWebhook.id, created.webhook_id));
    expect(row.secretSealed).not.toContain(created.webhook_secret.slice(5));

    expect((await call(alice, "PATCH", `/v1/workspace/webhooks/${created.webhook_id}`, { is_disabled: true, name: "Ops 2", events: ["generation.completed"] })).status).toBe(200);
    const after = (await (await call(alice, "GET", "/v1/workspace/webhooks")).json()).webhooks.find((w: { webhook_id: string }) => w.webhook_id === created.webhook_id);
    expect(after).toMatchObject({ name: "Ops 2", is_disabled: true, events: ["generation.completed"] });
    expect((await call(alice, "PATCH", `/v1/workspace/webhooks/${created.webhook_id}`, { events: ["not.an.event"] })).status).toBe(422);

    expect((await call(alice, "DELETE", `/v1/workspace/webhooks/${created.webhook_id}`)).status).toBe(200);
    expect((await call(alice, "DELETE", `/v1/workspace/webhooks/${created.webhook_id}`)).status).toBe(404);
  });

  it("delivers an event signed so that the SDK's constructEvent accepts it", async () => {
    const { webhook_id, webhook_secret } = await createHook(alice, { events: ["history_item.deleted"], request_headers: { "X-Team": "ops" } });
    const seen = receiver.requests.length;
    await emitWorkspaceEvent(t.deps, alice.workspaceId, "history_item.deleted", { history_item_id: "abc" });
    const request = await waitFor("the delivery", async () => receiver.requests.slice(seen).find((r) => r.body.includes('"abc"')));
    const signature = request.headers["elevenlabs-signature"] as string;
    expect(signature).toMatch(/^t=\d+,v0=[0-9a-f]{64}$/);
    expect(request.headers["x-team"]).toBe("ops");
    expect(request.headers["content-type"]).toBe("application/json");
    const event = await sdk.webhooks.constructEvent(request.body, signature, webhook_secret);
    expect(event).toMatchObject({ type: "history_item.deleted", data: { history_item_id: "abc" } });
    expect(typeof event.event_timestamp).toBe("number");
    await expect(sdk.webhooks.constructEvent(request.body, signature, "wsec_wrong")).rejects.toThrow(/Signature hash does not match/);

    const log = await waitFor("the log entry", async () => (await deliveries(alice, webhook_id)).find((d) => d.status === "succeeded"));
    expect(log).toMatchObject({ event: "history_item.deleted", attempt: 1, response_code: 200, next_retry_unix: null, is_test: false });
    expect(log.duration_ms).toBeGreaterThanOrEqual(0);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
  });

  it("sends nothing to a disabled webhook or one not subscribed to the event", async () => {
    const off = await createHook(alice, { events: ["voice.added"] });
    await call(alice, "PATCH", `/v1/workspace/webhooks/${off.webhook_id}`, { is_disabled: true });
    const other = await createHook(alice, { events: ["voice.removed"] });
    await emitWorkspaceEvent(t.deps, alice.workspaceId, "voice.added", { voice_id: "v" });
    expect(await deliveries(alice, off.webhook_id)).toEqual([]);
    expect(await deliveries(alice, other.webhook_id)).toEqual([]);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${off.webhook_id}`);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${other.webhook_id}`);
  });

  it("retries a 500 with exponential backoff, then succeeds; the log shows each step", async () => {
    const { webhook_id, webhook_secret } = await createHook(alice, { events: ["voice.removed"] });
    const seen = receiver.requests.length;
    receiver.statuses.push(500, 503);
    await emitWorkspaceEvent(t.deps, alice.workspaceId, "voice.removed", { voice_id: "retry-me" });
    const retrying = await waitFor("a retrying entry", async () => (await deliveries(alice, webhook_id)).find((d) => d.status === "retrying"));
    expect(retrying.response_code).toBe(500);
    expect(retrying.next_retry_unix).not.toBeNull();
    const done = await waitFor("the success", async () => (await deliveries(alice, webhook_id)).find((d) => d.status === "succeeded"));
    expect(done).toMatchObject({ attempt: 3, response_code: 200, next_retry_unix: null });
    const tries = receiver.requests.slice(seen).filter((r) => r.body.includes("retry-me"));
    expect(tries).toHaveLength(3);
    // Backoff doubles (100 ms, then 200 ms in tests): no retry comes before its wait is over. (Only
    // the lower bounds: a loaded machine may stretch either gap, so their order proves nothing.)
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(100);
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(200);
    // The same body every time, each signed afresh.
    expect(new Set(tries.map((r) => r.body)).size).toBe(1);
    for (const r of tries) await sdk.webhooks.constructEvent(r.body, r.headers["elevenlabs-signature"] as string, webhook_secret);
    // One delivery id for the three attempts, so a receiver can tell a retry from a new event.
    expect(new Set(tries.map((r) => r.headers["vocable-delivery-id"])).size).toBe(1);
    expect(tries[0].headers["vocable-delivery-id"]).toMatch(/^[A-Za-z0-9]{10,}$/);
    const hook = (await (await call(alice, "GET", "/v1/workspace/webhooks")).json()).webhooks.find((w: { webhook_id: string }) => w.webhook_id === webhook_id);
    expect(hook.most_recent_failure_error_code).toBe(503);
    expect(hook.most_recent_failure_timestamp).toBeGreaterThan(0);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
  });

  it(`disables a webhook after ${AUTO_DISABLE_AFTER_FAILURES} failed attempts in a row and mails the admins`, async () => {
    const { webhook_id } = await createHook(alice, { name: "Flaky receiver", events: ["workspace_member.joined"] });
    for (let i = 0; i < 40; i++) receiver.statuses.push(502);
    // Two events of five attempts each.
    await emitWorkspaceEvent(t.deps, alice.workspaceId, "workspace_member.joined", { n: 1 });
    await emitWorkspaceEvent(t.deps, alice.workspaceId, "workspace_member.joined", { n: 2 });
    const hook = await waitFor("the automatic disabling", async () => {
      const list = (await (await call(alice, "GET", "/v1/workspace/webhooks")).json()).webhooks;
      return list.find((w: { webhook_id: string; is_auto_disabled: boolean }) => w.webhook_id === webhook_id && w.is_auto_disabled);
    });
    expect(hook).toMatchObject({ is_disabled: false, is_auto_disabled: true, most_recent_failure_error_code: 502 });
    const mail = await waitFor("the admin e-mail", async () => (await t.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, alice.email), eq(mailOutbox.kind, "webhook-auto-disabled"))))[0]);
    expect(mail.subject).toBe('Webhook "Flaky receiver" was disabled');
    expect(mail.text).toContain("/app/workspace/webhooks");
    const log = await waitFor("both deliveries to fail", async () => {
      const rows = await deliveries(alice, webhook_id);
      return rows.length === 2 && rows.every((d) => d.status === "failed") && rows;
    });
    expect(log.map((d) => d.attempt)).toEqual([5, 5]);

    // While disabled, events are not queued; enabling it again lifts the disabling and the count.
    await emitWorkspaceEvent(t.deps, alice.workspaceId, "workspace_member.joined", { n: 3 });
    expect(await deliveries(alice, webhook_id)).toHaveLength(2);
    receiver.statuses.length = 0;
    expect((await call(alice, "PATCH", `/v1/workspace/webhooks/${webhook_id}`, { is_disabled: false })).status).toBe(200);
    const [row] = await t.deps.db.select().from(workspaceWebhook).where(eq(workspaceWebhook.id, webhook_id));
    expect(row).toMatchObject({ isAutoDisabled: false, isDisabled: false, consecutiveFailures: 0 });
    // One e-mail per admin for one disabling.
    expect(await t.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, alice.email), eq(mailOutbox.kind, "webhook-auto-disabled")))).toHaveLength(1);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
  });

  it("sends a test delivery at once and logs it, without counting it as a failure", async () => {
    const { webhook_id, webhook_secret } = await createHook(alice, {});
    const seen = receiver.requests.length;
    const res = await call(alice, "POST", `/v1/workspace/webhooks/${webhook_id}/test`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "succeeded", response_code: 200, attempt: 1, is_test: true, event: "webhook.test" });
    const request = receiver.requests[seen];
    expect(await sdk.webhooks.constructEvent(request.body, request.headers["elevenlabs-signature"] as string, webhook_secret)).toMatchObject({ type: "webhook.test", data: { webhook_id } });

    receiver.statuses.push(418);
    const failed = await (await call(alice, "POST", `/v1/workspace/webhooks/${webhook_id}/test`)).json();
    expect(failed).toMatchObject({ status: "failed", response_code: 418, next_retry_unix: null });
    const [row] = await t.deps.db.select().from(workspaceWebhook).where(eq(workspaceWebhook.id, webhook_id));
    expect(row.consecutiveFailures).toBe(0);
    expect((await deliveries(alice, webhook_id)).map((d) => d.status)).toEqual(["failed", "succeeded"]);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
  });

  it("announces a finished text-to-speech generation and a deleted history item", async () => {
    const { webhook_id, webhook_secret } = await createHook(alice, { events: ["generation.completed", "history_item.deleted"] });
    const seen = receiver.requests.length;
    const voices = await (await call(alice, "GET", "/v1/voices")).json();
    const tts = await call(alice, "POST", `/v1/text-to-speech/${voices.voices[0].voice_id}`, { text: "Hello webhooks." });
    expect(tts.status).toBe(200);
    await tts.arrayBuffer();
    const itemId = tts.headers.get("history-item-id")!;
    const completed = await waitFor("generation.completed", async () => receiver.requests.slice(seen).find((r) => r.body.includes("generation.completed")));
    const event = await sdk.webhooks.constructEvent(completed.body, completed.headers["elevenlabs-signature"] as string, webhook_secret);
    expect(event.data).toMatchObject({ history_item_id: itemId, voice_id: voices.voices[0].voice_id, character_count: 15, partial: false });

    expect((await call(alice, "DELETE", `/v1/history/${itemId}`)).status).toBe(200);
    const deleted = await waitFor("history_item.deleted", async () => receiver.requests.slice(seen).find((r) => r.body.includes("history_item.deleted")));
    expect(JSON.parse(deleted.body).data).toMatchObject({ history_item_id: itemId });
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
  });

  it("pages the delivery log with a keyset token and refuses a forged one", async () => {
    const { webhook_id } = await createHook(alice, {});
    const rows = Array.from({ length: 5 }, (_, i) => ({ id: `page-${webhook_id}-${i}`, webhookId: webhook_id, event: "voice.added", body: "{}", status: "succeeded" }));
    await t.deps.db.insert(webhookDelivery).values(rows);
    const seen = new Set<string>();
    let token: string | null = null;
    do {
      const res = await call(alice, "GET", `/v1/workspace/webhooks/${webhook_id}/deliveries?page_size=2${token ? `&page_token=${token}` : ""}`);
      const page = await res.json();
      expect(page.deliveries.length).toBeLessThanOrEqual(2);
      for (const d of page.deliveries) seen.add(d.delivery_id);
      token = page.next_page_token;
    } while (token);
    expect(seen.size).toBe(5);
    expect((await call(alice, "GET", `/v1/workspace/webhooks/${webhook_id}/deliveries?page_token=Zm9yZ2Vk`)).status).toBe(400);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
  });

  it("is served by webhook_delivery_webhook_created_idx, first and later pages", async () => {
    const { webhook_id } = await createHook(alice, {});
    const { webhook_id: other } = await createHook(alice, {});
    for (const id of [webhook_id, other]) {
      await t.deps.db.execute(sql`
        insert into webhook_delivery (id, webhook_id, event, body, status, created_at)
        select ${id} || '-' || i, ${id}, 'voice.added', '{}', 'succeeded', now() - (i || ' seconds')::interval
        from generate_series(1, 3000) as i`);
    }
    await t.deps.db.execute(sql`analyze webhook_delivery`);
    for (const cursor of [null, { createdAt: new Date(Date.now() - 100_000).toISOString(), id: `${webhook_id}-100` }]) {
      const select = deliveryPageSelect(t.deps.db, webhook_id, 21, cursor);
      const result = (await t.deps.db.execute(sql`explain ${select.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
      const text = result.rows.map((row) => Object.values(row)[0]).join("\n");
      expect(text).toMatch(/Index Scan (Backward )?using webhook_delivery_webhook_created_idx /);
      expect(text).not.toMatch(/Sort|Seq Scan|Bitmap/);
    }
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${other}`);
  });
});

describe("the transactional outbox", () => {
  it("queues, a minute later, an event that committed but whose job was never queued (the process stopped in between)", async () => {
    const { webhook_id, webhook_secret } = await createHook(alice, { events: ["voice.removed"] });
    // The change's transaction recorded the event; the process stopped before queueing its job.
    const ids = await recordWorkspaceEvent(t.deps.db, alice.workspaceId, "voice.removed", { voice_id: "after-a-crash" });
    expect(ids).toHaveLength(1);
    const swept = () => receiver.requests.filter((r) => r.body.includes("after-a-crash"));
    // Within the minute a queued job has to start, the sweep leaves it alone: no job for it.
    expect(await findUnsentDeliveries(t.deps.db, new Date(Date.now() - 60_000), 500)).not.toContain(ids[0]);
    await queueUnsentDeliveries(t.deps);
    expect(await deliveryJobs(ids[0])).toEqual([]);

    // A minute later (the row is made a minute older, not waited for) it is queued, delivered once and signed.
    await t.deps.db
      .update(webhookDelivery)
      .set({ createdAt: sql`${webhookDelivery.createdAt} - interval '61 seconds'` })
      .where(eq(webhookDelivery.id, ids[0]));
    expect(await queueUnsentDeliveries(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await deliveryJobs(ids[0])).toHaveLength(1);
    const got = await waitFor("the swept delivery", async () => swept()[0]);
    expect(await sdk.webhooks.constructEvent(got.body, got.headers["elevenlabs-signature"] as string, webhook_secret)).toMatchObject({ type: "voice.removed" });
    expect(got.headers["vocable-delivery-id"]).toBe(ids[0]);
    await waitFor("the logged success", async () => (await deliveries(alice, webhook_id)).find((d) => d.status === "succeeded"));
    await waitFor("the delivery's job to complete", async () => (await deliveryJobs(ids[0]))[0]?.state === "completed");

    // Sweeping again sends nothing more: its one job is done and no other is queued.
    await queueUnsentDeliveries(t.deps, new Date(Date.now() + 61_000));
    expect((await deliveryJobs(ids[0])).map((j) => j.state)).toEqual(["completed"]);
    expect(swept()).toHaveLength(1);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
  });

  it("a failed change records nothing: the event rolls back with it", async () => {
    const { webhook_id } = await createHook(alice, { events: ["voice.removed"] });
    await expect(
      t.deps.db.transaction(async (tx) => {
        await recordWorkspaceEvent(tx, alice.workspaceId, "voice.removed", { voice_id: "rolled-back" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await deliveries(alice, webhook_id)).length).toBe(0);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
  });

  it("finds unsent deliveries through webhook_delivery_unsent_idx, without a sort", async () => {
    const { webhook_id } = await createHook(alice, {});
    await t.deps.db.execute(sql`
      insert into webhook_delivery (id, webhook_id, event, body, status, attempt, created_at)
      select ${webhook_id} || '-' || i, ${webhook_id}, 'voice.added', '{}', case when i % 500 = 0 then 'pending' else 'succeeded' end,
             case when i % 500 = 0 then 0 else 1 end, now() - (i || ' seconds')::interval
      from generate_series(1, 5000) as i`);
    await t.deps.db.execute(sql`analyze webhook_delivery`);
    const text = await explainPlan(t.deps.db, unsentDeliveriesSelect(t.deps.db, new Date(), 500));
    expect(text).toMatch(/Index Scan using webhook_delivery_unsent_idx /);
    expect(text).not.toMatch(/Sort|Seq Scan/);
    await call(alice, "DELETE", `/v1/workspace/webhooks/${webhook_id}`);
  });
});

describe("who may", () => {
  let bob: TestUser;
  let editor: { apiKey: string };
  let hookId: string;

  beforeAll(async () => {
    bob = await t.signUp("Bob");
    hookId = (await createHook(alice, { name: "Alice's" })).webhook_id;
    const frank = await t.signUp("Frank");
    await t.deps.db.insert(workspaceMember).values({ workspaceId: alice.workspaceId, userId: frank.userId, role: "editor" });
    const key = `sk_${newId(40)}`;
    await insertApiKey(t.deps.db, { id: newId(), userId: frank.userId, workspaceId: alice.workspaceId, name: "in alice's", keyHash: hashApiKey(key), hint: "sk_x...x" });
    editor = { apiKey: key };
  });

  it("answers 404 for another workspace's webhook, and lists only one's own", async () => {
    expect((await call(bob, "PATCH", `/v1/workspace/webhooks/${hookId}`, { name: "mine now" })).status).toBe(404);
    expect((await call(bob, "DELETE", `/v1/workspace/webhooks/${hookId}`)).status).toBe(404);
    expect((await call(bob, "GET", `/v1/workspace/webhooks/${hookId}/deliveries`)).status).toBe(404);
    expect((await call(bob, "POST", `/v1/workspace/webhooks/${hookId}/test`)).status).toBe(404);
    const body = await (await call(bob, "GET", "/v1/workspace/webhooks")).json();
    expect(body.webhooks).toEqual([]);
  });

  it("lets an editor read but not change (403)", async () => {
    const list = await call(editor as TestUser, "GET", "/v1/workspace/webhooks");
    expect(list.status).toBe(200);
    expect((await list.json()).webhooks.map((w: { webhook_id: string }) => w.webhook_id)).toContain(hookId);
    expect((await call(editor as TestUser, "GET", `/v1/workspace/webhooks/${hookId}/deliveries`)).status).toBe(200);
    for (const [method, path, body] of [
      ["POST", "/v1/workspace/webhooks", { settings: { auth_type: "hmac", name: "x", webhook_url: `${receiver.url}/x` } }],
      ["PATCH", `/v1/workspace/webhooks/${hookId}`, { is_disabled: true }],
      ["DELETE", `/v1/workspace/webhooks/${hookId}`, undefined],
      ["POST", `/v1/workspace/webhooks/${hookId}/test`, undefined],
    ] as const) {
      const res = await call(editor as TestUser, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).detail.status).toBe("missing_permissions");
    }
  });

  it("refuses a key without webhooks_write, even an admin's", async () => {
    const key = `sk_${newId(40)}`;
    await insertApiKey(t.deps.db, { id: newId(), userId: alice.userId, workspaceId: alice.workspaceId, name: "read only", keyHash: hashApiKey(key), hint: "sk_x...x", permissions: ["workspace_read"] });
    expect((await call({ apiKey: key } as TestUser, "GET", "/v1/workspace/webhooks")).status).toBe(200);
    expect((await call({ apiKey: key } as TestUser, "DELETE", `/v1/workspace/webhooks/${hookId}`)).status).toBe(403);
  });
});

describe("no SSRF without WEBHOOK_ALLOW_PRIVATE_TARGETS", () => {
  let strict: TestApp;
  let carol: TestUser;

  beforeAll(async () => {
    strict = await createTestApp();
    carol = await strict.signUp("Carol");
  });
  afterAll(() => strict.close());

  const create = (url: string) =>
    strict.request("/v1/workspace/webhooks", {
      method: "POST",
      headers: { "xi-api-key": carol.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ settings: { auth_type: "hmac", name: "x", webhook_url: url } }),
    });

  it.each([
    "http://127.0.0.1:9/hook",
    "http://127.1/hook",
    "http://0x7f.1/hook",
    "http://2130706433/hook",
    "http://[::1]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://localhost:8080/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://metadata.google.internal/",
    "http://10.0.0.1/hook",
    "http://192.168.1.10/hook",
    "http://100.64.0.1/hook",
    "http://[fd00::1]/hook",
    "http://0.0.0.0/hook",
    "http://[::]/hook",
    "ftp://example.com/hook",
    "https://user:secret@example.com/hook",
  ])("refuses %s at creation", async (url) => {
    const res = await create(url);
    expect(res.status).toBe(400);
    expect((await res.json()).detail.status).toBe("webhook_url_not_allowed");
  });

  it("refuses such a URL on update too, and at send time for one stored before", async () => {
    const hook = await create("https://8.8.8.8/hook");
    expect(hook.status).toBe(200);
    const { webhook_id } = await hook.json();
    const patch = await strict.request(`/v1/workspace/webhooks/${webhook_id}`, {
      method: "PATCH",
      headers: { "xi-api-key": carol.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ webhook_url: "http://127.0.0.1:9/x" }),
    });
    expect(patch.status).toBe(400);
    // A URL that got into the table (an older rule, or a name that now resolves privately) is refused when sending.
    await strict.deps.db.update(workspaceWebhook).set({ url: `${receiver.url}/ssrf` }).where(eq(workspaceWebhook.id, webhook_id));
    const seen = receiver.requests.length;
    const res = await strict.request(`/v1/workspace/webhooks/${webhook_id}/test`, { method: "POST", headers: { "xi-api-key": carol.apiKey } });
    expect(res.status).toBe(200);
    const delivery = await res.json();
    expect(delivery).toMatchObject({ status: "failed", response_code: null });
    expect(delivery.error).toMatch(/refused target: loopback/);
    expect(receiver.requests.length).toBe(seen);
  });
});
