import { createRemoteEngines, parseEnginesConfig, SpeechService, wavBytes } from "@vocable/speech";
import { waitFor } from "@vocable/speech/test-support";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { speakWithFlite } from "../../../../../../packages/speech/src/test-support/flite-speech";
import { startOpenAiChatTestServer, type OpenAiChatTestServer } from "../../../../../../packages/speech/src/test-support/openai-chat-test-server";
import { looksSpanish } from "../../../../../../packages/speech/src/test-support/word-translation";
import { productionTaskDescription } from "#db/schema/index";
import { postJson } from "#testing/account-flows";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";
import { setProducer } from "#features/productions/producers/use-cases/set-producer";

/** Subtitles ordered in another language: the checked transcript, then its translation checked by a person, both delivered. */

let chat: OpenAiChatTestServer;
let speech: SpeechService;
let t: TestApp;
let ada: TestUser;
let pat: TestUser;
let rey: TestUser;
const ORDERS = "/v1/productions/orders";
const tasksOf = (who: TestUser) => `/v1/productions/producers/${who.userId}/tasks`;

beforeAll(async () => {
  chat = await startOpenAiChatTestServer();
  speech = new SpeechService({ workers: 1, maxQueue: 16, engines: createRemoteEngines(parseEnginesConfig([{ id: "llm", kind: "openai-chat", base_url: chat.url, model: "qwen2.5-7b-instruct", languages: ["en", "es"] }])) });
  t = await createTestApp({}, { speech });
  await t.deps.jobs.start();
  [ada, pat, rey] = [await t.signUp("Ada Customer"), await t.signUp("Pat Producer"), await t.signUp("Rey Reviewer")];
  for (const who of [pat, rey]) await setProducer(t.deps, null, who.userId, { is_producer: true, is_in_probation: false, qualifications: ["transcription-en", "transcription-es"] });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await speech?.close();
  await chat?.close();
});

/** The work of `kind` the order has in `language`, once made. */
const workOf = (orderId: string, kind: string, language: string) =>
  waitFor(
    `the order's ${kind} work in ${language}`,
    async () => (await t.deps.db.select().from(productionTaskDescription).where(and(eq(productionTaskDescription.orderId, orderId), eq(productionTaskDescription.kind, kind), eq(productionTaskDescription.language, language))))[0],
    120_000,
  );

/** Pat does the work, Rey reviews and accepts it. */
async function doAndAccept(descriptionId: string): Promise<{ task_id: string; segments: { text: string }[]; earning_cents: number }> {
  const claimed = await postJson(t, tasksOf(pat), { description_id: descriptionId }, pat.cookie);
  expect(claimed.status).toBe(200);
  expect((await postJson(t, `${tasksOf(pat)}/${claimed.body.task_id}/submit`, undefined, pat.cookie)).status).toBe(200);
  const review = await waitFor("the review", async () => (await t.deps.db.select().from(productionTaskDescription).where(and(eq(productionTaskDescription.kind, "review"), eq(productionTaskDescription.state, "open"))))[0], 10_000);
  const reviewTask = await postJson(t, tasksOf(rey), { description_id: review.id }, rey.cookie);
  expect(reviewTask.status).toBe(200);
  expect((await postJson(t, `${tasksOf(rey)}/${reviewTask.body.task_id}/review`, { verdict: "accept" }, rey.cookie)).status).toBe(200);
  return claimed.body;
}

describe("subtitles in another language", () => {
  it("translates the checked transcript for a producer to check, reviews it, and delivers subtitles in both languages", async () => {
    const created = await postJson(t, ORDERS, { name: "Lecture" }, ada.cookie);
    const orderId = created.body.order_id as string;
    const form = new FormData();
    form.append("declared_language", "en");
    form.append("media", new Blob([new Uint8Array(wavBytes(await speakWithFlite("The dog drinks water. The cat eats bread.", "slt", 16000), 16000))], { type: "audio/wav" }), "lecture.wav");
    const { media_id } = (await (await t.request(`${ORDERS}/${orderId}/media`, { method: "POST", headers: { "xi-api-key": ada.apiKey }, body: form })).json()) as { media_id: string };
    const item = await postJson(t, `${ORDERS}/${orderId}/items`, { request: { item: { kind: "subtitles", media_ids: [media_id], source_language: "en", destination_languages: ["en", "es"] } } }, ada.cookie);
    expect(item.status).toBe(200);
    // A minute of subtitles in the media's language (200) and one more language (500).
    expect(item.body.quote.amount_usd).toBe(7);
    expect((await postJson(t, `${ORDERS}/${orderId}/submit`, undefined, ada.cookie)).status).toBe(200);

    // The transcript first: worth the media's language's part.
    const transcription = await workOf(orderId, "transcription", "en");
    expect(transcription.priceCents).toBe(200);
    expect((await doAndAccept(transcription.id)).earning_cents).toBe(120);
    expect((await getJson(t, `${ORDERS}/${orderId}`, { cookie: ada.cookie })).body.state).not.toBe("done");

    // Then its translation, made from the checked transcript, in the Spanish translators' team.
    const translation = await workOf(orderId, "translation", "es");
    expect(translation).toMatchObject({ teamId: "translation-es", priceCents: 500 });
    const team = await getJson(t, "/v1/productions/teams/translation-es", { cookie: pat.cookie });
    expect(team.body).toMatchObject({ kind: "translation", language: "es", qualified: true, open_tasks: 1 });
    const translated = await doAndAccept(translation.id);
    expect(translated.earning_cents).toBe(300);
    expect(translated.segments.map((s) => s.text).join(" ")).toSatisfy(looksSpanish);
    // Its lines are not the media's speech: aligning them to it is refused.
    const task = `${tasksOf(pat)}/${translated.task_id}`;
    expect((await getJson(t, task, { cookie: pat.cookie })).body.kind).toBe("translation");

    await waitFor("the delivery", async () => (await getJson(t, `${ORDERS}/${orderId}`, { cookie: ada.cookie })).body.state === "done", 10_000);
    const { deliverables } = (await getJson(t, `${ORDERS}/${orderId}/deliverables`, { cookie: ada.cookie })).body as { deliverables: { language: string; format: string; name: string; signed_url: string }[] };
    expect(deliverables.map((d) => `${d.language}:${d.format}:${d.name}`)).toEqual(["en:srt:lecture.subtitles.srt", "en:vtt:lecture.subtitles.vtt", "es:srt:lecture.subtitles.es.srt", "es:vtt:lecture.subtitles.es.vtt"]);
    const spanish = deliverables.find((d) => d.language === "es" && d.format === "srt")!;
    const srt = await t.request(new URL(spanish.signed_url).pathname + new URL(spanish.signed_url).search, { headers: { cookie: ada.cookie } });
    expect(srt.status).toBe(200);
    const text = await srt.text();
    expect(text).toMatch(/^1\n00:00:\d\d,\d{3} --> /);
    expect(text.replace(/^\d+\n.*-->.*\n/gm, "")).toSatisfy(looksSpanish);
    const english = deliverables.find((d) => d.language === "en" && d.format === "srt")!;
    expect(await (await t.request(new URL(english.signed_url).pathname, { headers: { cookie: ada.cookie } })).text()).not.toBe(text);
  }, 300_000);

  it("a sandbox order's subtitles come at once in both languages, the other one machine-translated", async () => {
    const orderId = (await postJson(t, ORDERS, { name: "Try it", sandbox: true }, ada.cookie)).body.order_id as string;
    const form = new FormData();
    form.append("declared_language", "en");
    form.append("media", new Blob([new Uint8Array(wavBytes(await speakWithFlite("The dog drinks water.", "slt", 16000), 16000))], { type: "audio/wav" }), "try.wav");
    const { media_id } = (await (await t.request(`${ORDERS}/${orderId}/media`, { method: "POST", headers: { "xi-api-key": ada.apiKey }, body: form })).json()) as { media_id: string };
    await postJson(t, `${ORDERS}/${orderId}/items`, { request: { item: { kind: "subtitles", media_ids: [media_id], source_language: "en", destination_languages: ["es"] } } }, ada.cookie);
    expect((await postJson(t, `${ORDERS}/${orderId}/submit`, undefined, ada.cookie)).status).toBe(200);
    await waitFor("the sandbox delivery", async () => (await getJson(t, `${ORDERS}/${orderId}`, { cookie: ada.cookie })).body.state === "done", 60_000);
    const { deliverables } = (await getJson(t, `${ORDERS}/${orderId}/deliverables`, { cookie: ada.cookie })).body as { deliverables: { language: string; format: string; signed_url: string }[] };
    expect(deliverables.map((d) => `${d.language}:${d.format}`)).toEqual(["en:srt", "en:vtt", "es:srt", "es:vtt"]);
    const spanish = new URL(deliverables.find((d) => d.language === "es" && d.format === "vtt")!.signed_url);
    const vtt = await (await t.request(spanish.pathname + spanish.search, { headers: { cookie: ada.cookie } })).text();
    expect(vtt.replace(/^(WEBVTT|\d+|.*-->.*)$/gm, "")).toSatisfy(looksSpanish);
  }, 120_000);
});
