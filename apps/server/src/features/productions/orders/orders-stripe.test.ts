import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { PRICE_CENTS_PER_MINUTE } from "@vocable/domain";
import { wavBytes } from "@vocable/speech";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { speakWithFlite } from "../../../../../../packages/speech/src/test-support/flite-speech";
import { invoice } from "#db/schema/index";
import { startStripeFake, type StripeFake } from "#features/billing/subscriptions/stripe/testing/stripe-fake/index";
import { sessionIdOf, stripeEnv } from "#features/billing/subscriptions/stripe/testing/stripe-harness";
import { STRIPE_WEBHOOK_PATH } from "#features/billing/subscriptions/stripe/webhook-routes";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";

// Submitting orders with BILLING_PROVIDER=stripe against the Stripe-protocol fake: the charge is an
// invoice of its own at Stripe, paid with the plan's card; a decline leaves the order open and nothing owed.

let fake: StripeFake;
let t: TestApp;
let u: TestUser;
let sdk: ElevenLabsClient;
let wav: Buffer;

beforeAll(async () => {
  wav = Buffer.from(wavBytes(await speakWithFlite("A short recording to transcribe.", "rms", 16000), 16000));
  fake = await startStripeFake();
  t = await createTestApp(stripeEnv(fake));
  u = await t.signUp("Stella Stripe");
  sdk = new ElevenLabsClient({ apiKey: u.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function deliver(events: Stripe.Event[]): Promise<void> {
  for (const event of events) {
    const { payload, signature } = fake.signedEvent(event);
    const res = await t.request(STRIPE_WEBHOOK_PATH, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
    expect(res.status).toBe(200);
  }
}

/** Subscribes to Creator through Checkout; answers the Stripe subscription. */
async function subscribe(): Promise<string> {
  const res = await t.request("/v1/billing/create-checkout-session", {
    method: "POST",
    headers: { cookie: u.cookie, "content-type": "application/json" },
    body: JSON.stringify({ subscription_type: "creator", billing_period: "monthly_period", currency: "usd" }),
  });
  const { url } = (await res.json()) as { url: string };
  await deliver(fake.completeCheckout(sessionIdOf(url)));
  return [...fake.subscriptions.values()].at(-1)!.id;
}

async function orderWithItem(): Promise<string> {
  const { orderId } = await sdk.productions.orders.create();
  await sdk.productions.orders.update(orderId, { request: { name: "Stripe order" } });
  const { mediaId } = await sdk.productions.orders.media.register(orderId, { declaredLanguage: "en", media: { data: wav, filename: "take.wav", contentType: "audio/wav" } });
  await sdk.productions.orders.items.upsert(orderId, { request: { item: { kind: "transcription", mediaIds: [mediaId], sourceLanguage: "en" } } });
  return orderId;
}

async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await call;
  } catch (err) {
    if (!(err instanceof ElevenLabsError)) throw err;
    const { detail } = err.body as { detail: { status: string; message: string } };
    return { status: err.statusCode ?? 0, code: detail.status, message: detail.message };
  }
  throw new Error("the call succeeded");
}

const stripeInvoicesOf = (orderId: string) => [...fake.invoices.values()].filter((i) => i.metadata.order_id === orderId);
const rawOrder = async (id: string) => (await getJson(t, `/v1/productions/orders/${id}`, { apiKey: u.apiKey })).body as { state: string; invoice_id: string | null; submitted_at: string | null };

describe("productions orders charged through Stripe", () => {
  it("a workspace without a billing account at Stripe is asked to subscribe first (402); the order stays open", async () => {
    const orderId = await orderWithItem();
    expect(await refusal(sdk.productions.orders.submit(orderId))).toMatchObject({ status: 402, code: "payment_required" });
    expect(await rawOrder(orderId)).toMatchObject({ state: "open", submitted_at: null, invoice_id: null });
    expect(stripeInvoicesOf(orderId)).toEqual([]);
  });

  it("charges the total on an invoice of its own, paid with the plan's card; a declined card is 402 with Stripe's message, nothing owed, and a new try is charged once", async () => {
    const subscription = await subscribe();
    const first = await orderWithItem();
    expect((await sdk.productions.orders.submit(first)).state).toBe("paid");
    const [charged] = stripeInvoicesOf(first);
    expect(charged).toMatchObject({ status: "paid", amount_paid: PRICE_CENTS_PER_MINUTE.transcription, currency: "usd", parent: null });
    expect(charged!.lines.data.map((l) => l.description)).toEqual(['Productions order "Stripe order"']);
    // Recorded at once, as the invoice list shows it.
    const [row] = await t.database.db.select().from(invoice).where(eq(invoice.providerInvoiceId, charged!.id));
    expect(row).toMatchObject({ id: (await rawOrder(first)).invoice_id, workspaceId: u.workspaceId, provider: "stripe", status: "paid", amountPaidCents: PRICE_CENTS_PER_MINUTE.transcription });

    const second = await orderWithItem();
    fake.failNextPayment(subscription);
    expect(await refusal(sdk.productions.orders.submit(second))).toEqual({ status: 402, code: "payment_declined", message: "Your card was declined." });
    expect(await rawOrder(second)).toMatchObject({ state: "open", submitted_at: null, invoice_id: null });
    const [declined] = stripeInvoicesOf(second);
    expect(declined).toMatchObject({ status: "void", amount_paid: 0 });
    const [voidRow] = await t.database.db.select().from(invoice).where(eq(invoice.providerInvoiceId, declined!.id));
    expect(voidRow!.status).toBe("void");
    // Stripe's events of it (finalized, payment_failed, voided) leave the plan as it was.
    await deliver(fake.takeEvents());
    expect((await getJson(t, "/v1/user/subscription", { cookie: u.cookie })).body).toMatchObject({ tier: "creator", status: "active", has_open_invoices: false });
    expect((await t.database.db.select().from(invoice).where(eq(invoice.providerInvoiceId, declined!.id)))[0]!.status).toBe("void");

    expect((await sdk.productions.orders.submit(second)).state).toBe("paid");
    expect(stripeInvoicesOf(second).map((i) => i.status)).toEqual(["void", "paid"]);
  });

  it("refunds a cancelled paid order's undelivered work to the card with a credit note on its invoice, once", async () => {
    const orderId = await orderWithItem();
    expect((await sdk.productions.orders.submit(orderId)).state).toBe("paid");
    const [charged] = stripeInvoicesOf(orderId).filter((i) => i.status === "paid");
    const cancel = () => t.request(`/v1/productions/orders/${orderId}/cancel`, { method: "POST", headers: { "xi-api-key": u.apiKey, "content-type": "application/json" }, body: JSON.stringify({ reason: "No longer needed" }) });
    const res = await cancel();
    expect(res.status).toBe(200);
    const order = (await res.json()) as { state: string; refunded_amount_usd: number; refund_id: string | null; cancel_reason: string };
    const notes = [...fake.creditNotes.values()].filter((n) => n.invoice === charged!.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ amount: PRICE_CENTS_PER_MINUTE.transcription, refund_amount: PRICE_CENTS_PER_MINUTE.transcription, metadata: { order_id: orderId } });
    expect(order).toEqual(expect.objectContaining({ state: "cancelled", cancel_reason: "No longer needed", refunded_amount_usd: PRICE_CENTS_PER_MINUTE.transcription / 100, refund_id: notes[0]!.id }));
    expect((await cancel()).status).toBe(409);
    expect([...fake.creditNotes.values()].filter((n) => n.invoice === charged!.id)).toHaveLength(1);
  });
});
