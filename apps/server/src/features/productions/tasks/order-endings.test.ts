import http from "node:http";
import type { AddressInfo } from "node:net";
import { wavBytes } from "@vocable/speech";
import { waitFor } from "@vocable/speech/test-support";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { speakWithFlite } from "../../../../../../packages/speech/src/test-support/flite-speech";
import { productionOrder, productionTaskDescription } from "#db/schema/index";
import { postJson } from "#testing/account-flows";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";
import { setProducer } from "#features/productions/producers/use-cases/set-producer";
import { expireDueOrders } from "./use-cases/end-paid-order";

/** How paid orders end: delivered, cancelled by their workspace, or past their deadline; each told by a webhook and the bell. */

let t: TestApp;
let ada: TestUser;
let pat: TestUser;
let wav: Blob;
const received: { type: string; data: { order: { order_id: string; state: string; refunded_amount_usd: number } } }[] = [];
const receiver = http.createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    received.push(JSON.parse(body) as (typeof received)[number]);
    res.writeHead(200).end("ok");
  });
});
const ORDERS = "/v1/productions/orders";
const tasksOf = (who: TestUser) => `/v1/productions/producers/${who.userId}/tasks`;
const eventFor = (orderId: string) => waitFor(`the webhook of ${orderId}`, async () => received.find((r) => r.data?.order?.order_id === orderId), 30_000);

/** A submitted (charged, local invoice) order of Ada's: one recording, one transcription item. */
async function submittedOrder(deadline?: Date, options: Record<string, unknown> = {}): Promise<string> {
  const created = await postJson(t, ORDERS, { name: "Interview" }, ada.cookie);
  const orderId = created.body.order_id as string;
  if (deadline) expect((await postJson(t, `${ORDERS}/${orderId}`, { request: { name: "Interview", deadline_at: deadline.toISOString() } }, ada.cookie, "PATCH")).status).toBe(200);
  await transcriptionOf(orderId, options);
  expect((await postJson(t, `${ORDERS}/${orderId}/submit`, undefined, ada.cookie)).status).toBe(200);
  return orderId;
}

/** The recording registered on the order, with a transcription item of it. */
async function transcriptionOf(orderId: string, options: Record<string, unknown> = {}): Promise<void> {
  const form = new FormData();
  form.append("declared_language", "en");
  form.append("media", wav, "interview.wav");
  const media = await t.request(`${ORDERS}/${orderId}/media`, { method: "POST", headers: { "xi-api-key": ada.apiKey }, body: form });
  const { media_id } = (await media.json()) as { media_id: string };
  expect((await postJson(t, `${ORDERS}/${orderId}/items`, { request: { item: { kind: "transcription", media_ids: [media_id], source_language: "en", ...options } } }, ada.cookie)).status).toBe(200);
}
const workOf = (orderId: string) =>
  waitFor("the order's work", async () => (await t.deps.db.select().from(productionTaskDescription).where(eq(productionTaskDescription.orderId, orderId)))[0], 120_000);

beforeAll(async () => {
  wav = new Blob([new Uint8Array(wavBytes(await speakWithFlite("Good morning. Today we talk about bread and water.", "slt", 16000), 16000))], { type: "audio/wav" });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  await t.deps.jobs.start();
  [ada, pat] = [await t.signUp("Ada Customer"), await t.signUp("Pat Producer")];
  await setProducer(t.deps, null, pat.userId, { is_producer: true, is_in_probation: false, qualifications: ["transcription-en"] });
  const hook = await postJson(
    t,
    "/v1/workspace/webhooks",
    { settings: { auth_type: "hmac", name: "Orders", webhook_url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, events: ["production_order.completed", "production_order.cancelled"] } },
    ada.cookie,
  );
  expect(hook.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe("the end of a paid productions order", () => {
  it("a cancelled paid order stops its producer's work, refunds what was not delivered, and says so", async () => {
    const orderId = await submittedOrder(undefined, { verbatim: true, instructions: "The speakers are Ada and Pat." });
    const work = await workOf(orderId);
    const claimed = await postJson(t, tasksOf(pat), { description_id: work.id }, pat.cookie);
    expect(claimed.status).toBe(200);
    // The producer sees what the customer asked of the work.
    expect(claimed.body.brief).toEqual({ instructions: "The speakers are Ada and Pat.", verbatim: true, sdh: false });
    const task = `${tasksOf(pat)}/${claimed.body.task_id}`;

    const cancelled = await postJson(t, `${ORDERS}/${orderId}/cancel`, { reason: "Ordered the wrong file" }, ada.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: "cancelled", cancel_reason: "Ordered the wrong file", refunded_amount_usd: cancelled.body.total_amount_usd });
    expect(cancelled.body.refund_id).toEqual(expect.any(String));
    // The producer's claim ends: it is cancelled, its work cannot be handed in, and nothing is open to claim.
    expect((await getJson(t, task, { cookie: pat.cookie })).body.state).toBe("cancelled");
    expect((await postJson(t, `${task}/submit`, undefined, pat.cookie)).status).toBe(409);
    const open = (await getJson(t, "/v1/productions/teams/transcription-en/tasks", { cookie: pat.cookie })).body.tasks as { description_id: string }[];
    expect(open.map((w) => w.description_id)).not.toContain(work.id);

    const event = await eventFor(orderId);
    expect(event).toMatchObject({ type: "production_order.cancelled", data: { order: { state: "cancelled", refunded_amount_usd: cancelled.body.total_amount_usd } } });
    const bell = (await getJson(t, "/v1/notifications", { cookie: ada.cookie })).body;
    expect(JSON.stringify(bell)).toContain("Order cancelled");
  }, 180_000);

  it("a paid order past its deadline expires at the productions tick, its undelivered work refunded once", async () => {
    const orderId = await submittedOrder(new Date(Date.now() + 3600_000));
    const work = await workOf(orderId);
    await t.deps.db.update(productionOrder).set({ deadlineAt: new Date(Date.now() - 60_000) }).where(eq(productionOrder.id, orderId));
    expect(await expireDueOrders(t.deps)).toBe(1);
    expect(await expireDueOrders(t.deps)).toBe(0);
    const order = (await getJson(t, `${ORDERS}/${orderId}`, { cookie: ada.cookie })).body;
    expect(order).toMatchObject({ state: "expired", refunded_amount_usd: order.total_amount_usd });
    expect((await postJson(t, tasksOf(pat), { description_id: work.id }, pat.cookie)).status).not.toBe(200);
    expect(await eventFor(orderId)).toMatchObject({ type: "production_order.cancelled", data: { order: { state: "expired" } } });
  }, 180_000);

  it("a delivered order is told by production_order.completed", async () => {
    const created = await postJson(t, ORDERS, { name: "Sandbox", sandbox: true }, ada.cookie);
    const orderId = created.body.order_id as string;
    await transcriptionOf(orderId);
    expect((await postJson(t, `${ORDERS}/${orderId}/submit`, undefined, ada.cookie)).status).toBe(200);
    expect(await eventFor(orderId)).toMatchObject({ type: "production_order.completed", data: { order: { state: "done", refunded_amount_usd: 0 } } });
  }, 180_000);
});
