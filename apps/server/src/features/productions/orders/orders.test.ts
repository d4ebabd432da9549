import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { centsToUsd, itemPriceCents, PRICE_CENTS_PER_MINUTE } from "@vocable/domain";
import { wavBytes } from "@vocable/speech";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { speakWithFlite } from "../../../../../../packages/speech/src/test-support/flite-speech";
import { job } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";
import { setItemResult } from "./work-repo";

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let base: string;
let sdk: ElevenLabsClient;
let bobSdk: ElevenLabsClient;
let wav: Buffer;

beforeAll(async () => {
  wav = Buffer.from(wavBytes(await speakWithFlite("Good morning. Today we talk about bread and water.", "slt", 16000), 16000));
  t = await createTestApp({ MAX_UPLOAD_BYTES: "2000000" });
  ada = await t.signUp("Ada Orders");
  bob = await t.signUp("Bob Elsewhere");
  base = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: ada.apiKey, baseUrl: base, maxRetries: 0 });
  bobSdk = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl: base, maxRetries: 0 });
}, 120_000);
afterAll(() => t?.close());

const ORDERS = "/v1/productions/orders";
const upload = (client: ElevenLabsClient, orderId: string, data: Buffer = wav, filename = "interview.wav", declaredLanguage = "en") =>
  client.productions.orders.media.register(orderId, { declaredLanguage, media: { data, filename, contentType: "audio/wav" } });

/** media.register as a plain client: the Vocable fields the SDK does not send. */
async function registerForm(orderId: string, fields: Record<string, string>, who: TestUser = ada): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return fetch(`${base}${ORDERS}/${orderId}/media`, { method: "POST", headers: { "xi-api-key": who.apiKey }, body: form });
}
const send = (path: string, init: RequestInit & { who?: TestUser } = {}) =>
  fetch(`${base}${path}`, { ...init, headers: { "xi-api-key": (init.who ?? ada).apiKey, ...(init.body ? { "content-type": "application/json" } : {}) } });

/** The status an SDK call answered (200 when it succeeded). */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (err) {
    if (err instanceof ElevenLabsError) return err.statusCode ?? 0;
    throw err;
  }
}

/** The raw order (Vocable's fields too). */
const rawOrder = async (id: string) => (await getJson(t, `${ORDERS}/${id}`, { apiKey: ada.apiKey })).body as { media: { media_id: string; duration_seconds: number }[]; invoice_id: string | null; state: string; cancel_reason: string | null };
const orderInvoices = async () =>
  ((await getJson(t, "/v1/billing/invoices?page_size=100", { cookie: ada.cookie })).body.invoices as { invoice_id: string; reason: string; amount_due_cents: number; status: string }[]).filter((i) => i.reason === "productions_order");

/** An open order of Ada's with one recording and a transcription item. */
async function orderWithItem(): Promise<{ orderId: string; mediaId: string }> {
  const { orderId } = await sdk.productions.orders.create();
  const { mediaId } = await upload(sdk, orderId);
  await sdk.productions.orders.items.upsert(orderId, { request: { item: { kind: "transcription", mediaIds: [mediaId], sourceLanguage: "en" } } });
  return { orderId, mediaId };
}

const segments = (text: string) => [
  { id: "s1", speaker: "speaker_0", start: 0.2, end: 1.4, text: "Good morning." },
  { id: "s2", speaker: "speaker_1", start: 1.6, end: 4.1, text },
];

describe("productions orders through the pinned SDK", () => {
  it("orders a checked transcript and subtitles of an upload and a history item: quotes, rename, submit (invoiced), deliverables once accepted", async () => {
    const languages = await sdk.productions.orders.languages.list("transcription");
    expect(languages.kind === "single" && languages.languages.map((l) => l.code)).toContain("en");
    const { orderId, sandbox } = await sdk.productions.orders.create();
    expect(sandbox).toBe(false);

    const uploaded = await upload(sdk, orderId);
    const media = await sdk.productions.orders.media.get(orderId, uploaded.mediaId);
    expect(media).toMatchObject({ mediaId: uploaded.mediaId, name: "interview.wav", contentType: "audio/wav", language: "en" });
    expect(media.signedUrl).toBe(`${t.deps.config.publicUrl}${ORDERS}/${orderId}/media/${uploaded.mediaId}/file`);
    const stored = await send(new URL(media.signedUrl).pathname);
    expect(Buffer.from(await stored.arrayBuffer()).equals(wav)).toBe(true);
    const range = await fetch(`${base}${new URL(media.signedUrl).pathname}`, { headers: { "xi-api-key": ada.apiKey, range: "bytes=0-3" } });
    expect([range.status, await range.text()]).toEqual([206, "RIFF"]);

    // A history item's audio, by the Vocable field the SDK does not send.
    const voiceId = (await sdk.voices.getAll()).voices[0]!.voiceId;
    await new Response(await sdk.textToSpeech.convert(voiceId, { text: "Please bring the bread and the water.", outputFormat: "mp3_44100_128" })).arrayBuffer();
    const historyItemId = (await sdk.history.list()).history[0]!.historyItemId;
    const fromHistory = await registerForm(orderId, { declared_language: "en", history_item_id: historyItemId });
    expect(fromHistory.status).toBe(200);
    const historyMedia = (await fromHistory.json()) as { media_id: string; name: string; content_type: string };
    expect(historyMedia).toMatchObject({ name: "Please bring the bread and the water..mp3", content_type: "audio/mpeg" });

    const seconds = (await rawOrder(orderId)).media.map((m) => m.duration_seconds);
    expect(seconds.every((s) => s > 1 && s < 60)).toBe(true);
    const ids = [uploaded.mediaId, historyMedia.media_id];
    const transcription = await sdk.productions.orders.items.upsert(orderId, { request: { item: { kind: "transcription", mediaIds: ids, sourceLanguage: "en" } } });
    expect(transcription.quote?.amountUsd).toBe(centsToUsd(2 * PRICE_CENTS_PER_MINUTE.transcription));
    const verbatimCents = itemPriceCents({ kind: "transcription", mediaSeconds: seconds, sourceLanguage: "en", verbatim: true });
    const replaced = await sdk.productions.orders.items.upsert(orderId, { request: { itemId: transcription.itemId, item: { kind: "transcription", mediaIds: ids, sourceLanguage: "eng", verbatim: true } } });
    expect(replaced).toEqual({ itemId: transcription.itemId, quote: { amountUsd: centsToUsd(verbatimCents) } });
    const cueOptions = { maxCharsPerLine: 20, maxLinesPerCue: 2, maxDurationMs: 4000 };
    const subtitles = await sdk.productions.orders.items.upsert(orderId, { request: { item: { kind: "subtitles", mediaIds: [uploaded.mediaId], sourceLanguage: "en", destinationLanguages: [], cueOptions } } });
    expect(subtitles.quote?.amountUsd).toBe(centsToUsd(PRICE_CENTS_PER_MINUTE.subtitles));

    expect(await sdk.productions.orders.update(orderId, { request: { name: "Bread interview" } })).toMatchObject({ name: "Bread interview" });
    const total = verbatimCents + PRICE_CENTS_PER_MINUTE.subtitles;
    const open = await sdk.productions.orders.get(orderId);
    expect(open).toMatchObject({ orderId, name: "Bread interview", state: "open", totalAmountUsd: centsToUsd(total), sandbox: false });
    expect(open.items.map((i) => [i.itemId, i.item.kind, i.quote?.amountUsd])).toEqual([
      [transcription.itemId, "transcription", centsToUsd(verbatimCents)],
      [subtitles.itemId, "subtitles", centsToUsd(PRICE_CENTS_PER_MINUTE.subtitles)],
    ]);
    expect(open.paidAt).toBeUndefined();

    const submitted = await sdk.productions.orders.submit(orderId);
    expect(submitted.state).toBe("paid");
    const paid = await sdk.productions.orders.get(orderId);
    expect(paid).toMatchObject({ state: "paid", totalAmountUsd: centsToUsd(total) });
    expect(paid.paidAt!.getTime()).toBeGreaterThanOrEqual(submitted.submittedAt.getTime());
    // Local billing records the charge as an invoice of its own, uncollected like every local invoice.
    const [invoice] = await orderInvoices();
    expect(invoice).toMatchObject({ invoice_id: (await rawOrder(orderId)).invoice_id, amount_due_cents: total, status: "uncollected" });
    const queued = await t.database.db.select().from(job).where(eq(job.kind, "productions.prepare-order"));
    expect(queued.map((j) => j.payload)).toContainEqual({ orderId });

    expect((await sdk.productions.orders.deliverables.list(orderId)).deliverables).toEqual([]);
    // The producers' side accepts the work.
    await setItemResult(t.deps.db, transcription.itemId, { transcripts: { [ids[0]!]: { segments: segments("Today we talk about bread.") }, [ids[1]!]: { segments: segments("Please bring it.") } } });
    await setItemResult(t.deps.db, subtitles.itemId, { transcripts: { [ids[0]!]: { segments: segments("Today we talk about bread and water, and about the people who bake it.") } } });
    const { deliverables } = await sdk.productions.orders.deliverables.list(orderId);
    expect(deliverables.map((d) => [d.name, d.contentType, d.version])).toEqual([
      ["interview.transcript.txt", "text/plain; charset=utf-8", 1],
      ["interview.transcript.json", "application/json", 1],
      ["Please bring the bread and the water..transcript.txt", "text/plain; charset=utf-8", 1],
      ["Please bring the bread and the water..transcript.json", "application/json", 1],
      ["interview.subtitles.srt", "application/x-subrip", 1],
      ["interview.subtitles.vtt", "text/vtt; charset=utf-8", 1],
    ]);
    const file = async (i: number) => (await send(new URL(deliverables[i]!.signedUrl).pathname)).text();
    expect(await file(0)).toBe("speaker_0: Good morning.\nspeaker_1: Today we talk about bread.\n");
    expect(JSON.parse(await file(1))).toEqual({ language: "en", segments: segments("Today we talk about bread.") });
    const srt = await file(4);
    expect(srt.startsWith("1\n00:00:00,200 --> 00:00:01,400\nGood morning.\n\n2\n00:00:01,600 --> ")).toBe(true);
    const cues = srt.trim().split("\n\n").map((c) => c.split("\n"));
    for (const [, , ...lines] of cues) {
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
    }
    expect((await file(5)).startsWith("WEBVTT\n\n1\n00:00:00.200 --> 00:00:01.400\nGood morning.\n")).toBe(true);
  }, 120_000);

  it("lists the workspace's orders newest first by offset, by state and date; a sandbox order is paid without a charge", async () => {
    const { orderId: sandboxId, sandbox } = await sdk.productions.orders.create({ sandbox: true });
    expect(sandbox).toBe(true);
    const invoicesBefore = (await orderInvoices()).length;
    const { mediaId } = await upload(sdk, sandboxId);
    await sdk.productions.orders.items.upsert(sandboxId, { request: { item: { kind: "transcription", mediaIds: [mediaId], sourceLanguage: "en" } } });
    expect((await sdk.productions.orders.submit(sandboxId)).state).toBe("paid");
    expect(await sdk.productions.orders.get(sandboxId)).toMatchObject({ state: "paid", sandbox: true, totalAmountUsd: centsToUsd(PRICE_CENTS_PER_MINUTE.transcription) });
    expect((await rawOrder(sandboxId)).invoice_id).toBeNull();
    expect(await orderInvoices()).toHaveLength(invoicesBefore);
    const { orderId: newest } = await sdk.productions.orders.create();

    const all = (await sdk.productions.orders.list({ pageSize: 100 })).orders;
    expect(all[0]!.orderId).toBe(newest);
    expect(all[1]).toMatchObject({ orderId: sandboxId, state: "paid", sandbox: true });
    const first = await getJson(t, `${ORDERS}?page_size=2`, { apiKey: ada.apiKey });
    expect([first.body.orders.map((o: { order_id: string }) => o.order_id), first.body.has_more]).toEqual([all.slice(0, 2).map((o) => o.orderId), all.length > 2]);
    const second = await sdk.productions.orders.list({ pageSize: 2, offset: 2 });
    expect(second.orders.map((o) => o.orderId)).toEqual(all.slice(2, 4).map((o) => o.orderId));
    const paidOnly = await sdk.productions.orders.list({ status: ["paid", "done"] });
    expect(paidOnly.orders.length).toBeGreaterThan(0);
    expect(paidOnly.orders.every((o) => o.state === "paid")).toBe(true);
    expect((await sdk.productions.orders.list({ startDate: new Date(Date.now() + 3_600_000) })).orders).toEqual([]);
    expect((await sdk.productions.orders.list({ endDate: new Date(Date.now() + 3_600_000) })).orders).toHaveLength(all.length);
    expect((await send(`${ORDERS}?offset=10001`)).status).toBe(422);
    expect((await bobSdk.productions.orders.list()).orders).toEqual([]);
  }, 60_000);

  it("answers 404 to another workspace for every call on an order", async () => {
    const { orderId, mediaId } = await orderWithItem();
    const itemId = (await sdk.productions.orders.get(orderId)).items[0]!.itemId;
    const o = bobSdk.productions.orders;
    const calls: [string, () => Promise<unknown>][] = [
      ["get", () => o.get(orderId)],
      ["update", () => o.update(orderId, { request: { name: "Mine now" } })],
      ["submit", () => o.submit(orderId)],
      ["media.register", () => upload(bobSdk, orderId)],
      ["media.get", () => o.media.get(orderId, mediaId)],
      ["items.upsert", () => o.items.upsert(orderId, { request: { item: { kind: "transcription", mediaIds: [mediaId], sourceLanguage: "en" } } })],
      ["items.remove", () => o.items.remove(orderId, itemId)],
      ["deliverables.list", () => o.deliverables.list(orderId)],
    ];
    for (const [name, call] of calls) expect([name, await statusOf(call())]).toEqual([name, 404]);
    for (const path of [`${ORDERS}/${orderId}/media/${mediaId}/file`, `${ORDERS}/${orderId}/deliverables/${itemId}/${mediaId}/txt`]) expect((await send(path, { who: bob })).status).toBe(404);
    expect((await send(`${ORDERS}/${orderId}/cancel`, { method: "POST", who: bob })).status).toBe(404);
    expect(await sdk.productions.orders.get(orderId)).toMatchObject({ state: "open", name: "Untitled order" });
  }, 60_000);

  it("refuses bad media: text (415), too large (413), an unknown or unrecognised language, NUL in names, two sources, someone else's history item", async () => {
    const { orderId } = await sdk.productions.orders.create();
    expect(await statusOf(upload(sdk, orderId, Buffer.from("Just some notes, not audio.\n".repeat(20)), "notes.txt"))).toBe(415);
    expect(await statusOf(upload(sdk, orderId, Buffer.alloc(2_100_000, 1), "big.wav"))).toBe(413);
    expect(await statusOf(upload(sdk, orderId, wav, "interview.wav", "xx"))).toBe(422);
    const zulu = await registerForm(orderId, { declared_language: "zu", media_url: "https://example.com/a.wav", media_url_filename: "a.wav", media_url_content_type: "audio/wav" });
    expect([zulu.status, ((await zulu.json()) as { detail: { status: string } }).detail.status]).toEqual([400, "unsupported_language"]);
    const nul = await registerForm(orderId, { declared_language: "en", media_url: "https://example.com/a.wav", media_url_filename: "a\u0000.wav", media_url_content_type: "audio/wav" });
    expect(nul.status).toBe(422);
    expect((await registerForm(orderId, { declared_language: "en", history_item_id: "abc", dubbing_id: "def" })).status).toBe(422);
    expect((await registerForm(orderId, { declared_language: "en", transcript_id: "nothere" })).status).toBe(404);
    expect((await registerForm(orderId, { declared_language: "en", surprise: "1", history_item_id: "abc" })).status).toBe(400);
    const bobsVoice = (await bobSdk.voices.getAll()).voices[0]!.voiceId;
    await new Response(await bobSdk.textToSpeech.convert(bobsVoice, { text: "Bob's words." })).arrayBuffer();
    const bobsItem = (await bobSdk.history.list()).history[0]!.historyItemId;
    expect((await registerForm(orderId, { declared_language: "en", history_item_id: bobsItem })).status).toBe(404);
    expect(await statusOf(sdk.productions.orders.update(orderId, { request: { name: "Bread\u0000" } }))).toBe(422);
    expect((await rawOrder(orderId)).media).toEqual([]);
  }, 60_000);

  it("refuses bad items and submissions: another order's media (400), a dub item without a dub, no items (400), media on a submitted order (409); two submissions at once charge once", async () => {
    const other = await orderWithItem();
    const { orderId } = await sdk.productions.orders.create();
    const item = (mediaIds: string[]) => sdk.productions.orders.items.upsert(orderId, { request: { item: { kind: "transcription", mediaIds, sourceLanguage: "en" } } });
    expect(await statusOf(item([other.mediaId]))).toBe(400);
    expect(await statusOf(sdk.productions.orders.submit(orderId))).toBe(400);
    const { mediaId } = await upload(sdk, orderId);
    expect(await statusOf(sdk.productions.orders.items.upsert(orderId, { request: { item: { kind: "transcription", mediaIds: [mediaId], sourceLanguage: "fr" } } }))).toBe(400);
    const dub = { kind: "dub" as const, mediaId, sourceLanguage: "en", destinationLanguages: ["en"], includeCaptions: false, includeSourceCaptions: false };
    expect(await statusOf(sdk.productions.orders.items.upsert(orderId, { request: { item: dub } }))).toBe(400);
    expect(await statusOf(sdk.productions.orders.items.remove(orderId, "nosuchitem"))).toBe(404);
    const { itemId } = await item([mediaId]);

    const before = (await orderInvoices()).length;
    const answers = await Promise.all([statusOf(sdk.productions.orders.submit(orderId)), statusOf(sdk.productions.orders.submit(orderId))]);
    expect(answers.sort()).toEqual([200, 409]);
    expect(await orderInvoices()).toHaveLength(before + 1);
    expect(await statusOf(upload(sdk, orderId))).toBe(409);
    expect(await statusOf(item([mediaId]))).toBe(409);
    expect(await statusOf(sdk.productions.orders.items.remove(orderId, itemId))).toBe(409);
    expect(await statusOf(sdk.productions.orders.update(orderId, { request: { name: "Too late" } }))).toBe(409);
    // A paid order is cancelled with its undelivered work refunded: here a local credit invoice.
    const cancelled = await send(`${ORDERS}/${orderId}/cancel`, { method: "POST", body: "{}" });
    expect(cancelled.status).toBe(200);
    const ended = (await cancelled.json()) as { state: string; total_amount_usd: number; refunded_amount_usd: number; refund_id: string };
    expect(ended).toMatchObject({ state: "cancelled", refunded_amount_usd: ended.total_amount_usd });
    const invoices = (await getJson(t, "/v1/billing/invoices?page_size=100", { cookie: ada.cookie })).body.invoices as { invoice_id: string; reason: string; amount_due_cents: number }[];
    expect(invoices.find((i) => i.invoice_id === ended.refund_id)).toMatchObject({ reason: "productions_refund", amount_due_cents: -Math.round(ended.total_amount_usd * 100) });
    expect((await send(`${ORDERS}/${orderId}/cancel`, { method: "POST", body: "{}" })).status).toBe(409);
  }, 60_000);

  it("sets and clears an open order's deadline (Vocable); cancels an open order with its reason; a cancelled order takes no change", async () => {
    const { orderId } = await orderWithItem();
    const patch = (request: unknown) => send(`${ORDERS}/${orderId}`, { method: "PATCH", body: JSON.stringify({ request }) });
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(await (await patch({ name: "Due soon", deadline_at: due })).json()).toEqual({ name: "Due soon", deadline_at: due });
    expect((await patch({ name: "Due soon", deadline_at: new Date(Date.now() - 60_000).toISOString() })).status).toBe(422);
    expect((await patch({ name: "Due soon", deadline_at: "tomorrow" })).status).toBe(422);
    expect(await (await patch({ name: "No rush", deadline_at: null })).json()).toEqual({ name: "No rush", deadline_at: null });
    const cancelled = await send(`${ORDERS}/${orderId}/cancel`, { method: "POST", body: JSON.stringify({ reason: "Ordered twice" }) });
    expect(cancelled.status).toBe(200);
    expect(await rawOrder(orderId)).toMatchObject({ state: "cancelled", cancel_reason: "Ordered twice" });
    expect(await sdk.productions.orders.get(orderId)).toMatchObject({ state: "cancelled", cancelReason: "Ordered twice" });
    expect(await statusOf(sdk.productions.orders.submit(orderId))).toBe(409);
    expect((await send(`${ORDERS}/${orderId}/cancel`, { method: "POST" })).status).toBe(409);
  });
});
