import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyItem } from "#db/schema/index";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let voiceId: string;
const ids: string[] = [];

const call = (path: string, init: RequestInit & { json?: unknown } = {}, user = alice) =>
  t.request(path, {
    ...init,
    headers: { "xi-api-key": user.apiKey, ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
const generate = async (text: string, user = alice) => {
  const res = await call(`/v1/text-to-speech/${voiceId}`, { method: "POST", json: { text } }, user);
  expect(res.status).toBe(200);
  return res.headers.get("history-item-id")!;
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
  voiceId = (await (await call("/v1/voices")).json()).voices[0].voice_id;
  for (const text of ["First: the weather today.", "Second: a poem about rivers.", "Third: weather again?", "Fourth item.", "Fifth item."]) {
    ids.push(await generate(text));
  }
});
afterAll(() => t.close());

describe("GET /v1/history", () => {
  it("lists newest first and pages by start_after_history_item_id", async () => {
    const first = await (await call("/v1/history?page_size=2")).json();
    expect(first.history.map((h: { history_item_id: string }) => h.history_item_id)).toEqual([ids[4], ids[3]]);
    expect(first.has_more).toBe(true);
    expect(first.last_history_item_id).toBe(ids[3]);
    const second = await (await call(`/v1/history?page_size=2&start_after_history_item_id=${first.last_history_item_id}`)).json();
    expect(second.history.map((h: { history_item_id: string }) => h.history_item_id)).toEqual([ids[2], ids[1]]);
    const third = await (await call(`/v1/history?page_size=2&start_after_history_item_id=${second.last_history_item_id}`)).json();
    expect(third.history.map((h: { history_item_id: string }) => h.history_item_id)).toEqual([ids[0]]);
    expect(third.has_more).toBe(false);
  });

  it("filters by search text and voice", async () => {
    const found = await (await call("/v1/history?search=WEATHER")).json();
    expect(found.history.map((h: { text: string }) => h.text)).toEqual(["Third: weather again?", "First: the weather today."]);
    expect((await (await call("/v1/history?search=%25")).json()).history).toHaveLength(0);
    expect((await (await call(`/v1/history?voice_id=${voiceId}`)).json()).history).toHaveLength(5);
    expect((await (await call("/v1/history?voice_id=other")).json()).history).toHaveLength(0);
  });

  it("shows a workspace only its own items", async () => {
    expect((await (await call("/v1/history", {}, bob)).json()).history).toHaveLength(0);
    for (const path of [`/v1/history/${ids[0]}`, `/v1/history/${ids[0]}/audio`]) {
      const res = await call(path, {}, bob);
      expect(res.status).toBe(404);
      expect((await res.json()).detail.status).toBe("history_item_not_found");
    }
    expect((await call(`/v1/history/${ids[0]}`, { method: "DELETE" }, bob)).status).toBe(404);
    expect((await call("/v1/history/download", { method: "POST", json: { history_item_ids: [ids[0]] } }, bob)).status).toBe(404);
    expect((await call(`/v1/history/${ids[0]}/feedback`, { method: "POST", json: { thumbs_up: true } }, bob)).status).toBe(404);
    expect((await call(`/v1/history/${ids[0]}`)).status).toBe(200);
  });

  it("answers an unknown start_after id with 404", async () => {
    expect((await call("/v1/history?start_after_history_item_id=nope")).status).toBe(404);
  });
});

describe("history audio and download", () => {
  it("serves an item's audio", async () => {
    const res = await call(`/v1/history/${ids[0]}/audio`);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    const audio = decodeWithFfmpeg(new Uint8Array(await res.arrayBuffer()), "mp3_44100_128");
    expect(audio.durationSeconds).toBeGreaterThan(1);
  });

  it("downloads one item as its audio file with a sanitised name", async () => {
    const res = await call("/v1/history/download", { method: "POST", json: { history_item_ids: [ids[2]] } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Vocable_\d{4}-\d\d-\d\dT\d\d_\d\d_\d\d_\w+_Third_weather_again\.mp3"/);
  });

  it("downloads several items as history.zip", async () => {
    const res = await call("/v1/history/download", { method: "POST", json: { history_item_ids: [ids[0], ids[1], ids[1]] } });
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain('filename="history.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/\.mp3$/);
      expect((decodeWithFfmpeg(files[name], "mp3_44100_128")).durationSeconds).toBeGreaterThan(1);
    }
  });

  it("rejects an empty id list with 422", async () => {
    expect((await call("/v1/history/download", { method: "POST", json: { history_item_ids: [] } })).status).toBe(422);
  });

  it("keeps raw PCM items playable as WAV", async () => {
    const res = await call(`/v1/text-to-speech/${voiceId}?output_format=pcm_22050`, { method: "POST", json: { text: "Raw samples." } });
    const audio = await call(`/v1/history/${res.headers.get("history-item-id")}/audio`);
    expect(audio.headers.get("content-type")).toBe("audio/wav");
    expect((decodeWithFfmpeg(new Uint8Array(await audio.arrayBuffer()), "wav_22050")).sampleRate).toBe(22050);
  });
});

describe("POST /v1/history/{id}/feedback", () => {
  const feedbackOf = async (id: string) => (await (await call(`/v1/history/${id}`)).json()).feedback;

  it("records a thumbs up with text of 20 to 200 characters", async () => {
    const tooShort = await call(`/v1/history/${ids[3]}/feedback`, { method: "POST", json: { thumbs_up: true, feedback: "Nice voice" } });
    expect(tooShort.status).toBe(422);
    expect((await tooShort.json()).detail[0].msg).toBe("Feedback must be at least 20 characters.");
    expect((await call(`/v1/history/${ids[3]}/feedback`, { method: "POST", json: { thumbs_up: true, feedback: "x".repeat(201) } })).status).toBe(422);
    const ok = await call(`/v1/history/${ids[3]}/feedback`, { method: "POST", json: { thumbs_up: true, feedback: "Clear and natural, thank you!" } });
    expect(ok.status).toBe(200);
    expect(await feedbackOf(ids[3])).toMatchObject({ thumbs_up: true, feedback: "Clear and natural, thank you!", review_status: "not_reviewed" });
  });

  it("records a thumbs down with its checkboxes and no text", async () => {
    const res = await call(`/v1/history/${ids[4]}/feedback`, { method: "POST", json: { thumbs_up: false, glitches: true, other: true, feedback: "ignored text" } });
    expect(res.status).toBe(200);
    expect(await feedbackOf(ids[4])).toEqual({ thumbs_up: false, feedback: "", emotions: false, inaccurate_clone: false, glitches: true, audio_quality: false, other: true, review_status: "not_reviewed" });
  });

  it("takes a vote back when the thumb is toggled off", async () => {
    await call(`/v1/history/${ids[0]}/feedback`, { method: "POST", json: { thumbs_up: true } });
    expect((await feedbackOf(ids[0])).thumbs_up).toBe(true);
    expect((await call(`/v1/history/${ids[0]}/feedback`, { method: "DELETE" })).status).toBe(200);
    expect(await feedbackOf(ids[0])).toBeNull();
  });

  it("refuses changes once the feedback was reviewed", async () => {
    await t.database.db
      .update(historyItem)
      .set({ feedback: { thumbs_up: true, feedback: "", emotions: false, inaccurate_clone: false, glitches: false, audio_quality: false, other: false, review_status: "reviewed" } })
      .where(eq(historyItem.id, ids[1]));
    const res = await call(`/v1/history/${ids[1]}/feedback`, { method: "POST", json: { thumbs_up: false } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: { status: "feedback_already_reviewed", message: "This feedback cannot be changed as it was already reviewed." } });
    expect((await call(`/v1/history/${ids[1]}/feedback`, { method: "DELETE" })).status).toBe(400);
  });
});

describe("DELETE /v1/history/{id}", () => {
  it("deletes the item and its audio", async () => {
    const id = await generate("Delete me.");
    const row = (await t.database.db.select().from(historyItem).where(eq(historyItem.id, id)))[0];
    expect(await t.deps.storage.get(row.storageKey)).not.toBeNull();
    expect((await call(`/v1/history/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/v1/history/${id}`)).status).toBe(404);
    expect(await t.deps.storage.get(row.storageKey)).toBeNull();
    expect((await call(`/v1/history/${id}`, { method: "DELETE" })).status).toBe(404);
  });
});
