import { QUALIFICATION_TEXTS } from "@vocable/domain";
import { decodeToPcm } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "#testing/account-flows";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";
import { setProducer } from "./use-cases/set-producer";

let t: TestApp;
let sol: TestUser;

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

beforeAll(async () => {
  t = await createTestApp();
  sol = await t.signUp("Sol Newcomer");
});
afterAll(() => t?.close());

describe("qualification tests", () => {
  it("scores a transcription of a test's recording by word error rate; passing makes a producer in probation", async () => {
    const tests = (await getJson(t, "/v1/productions/qualifications", { cookie: sol.cookie })).body;
    expect(tests).toMatchObject({ is_producer: false, passing_word_error_rate: 0.1 });
    const english = tests.qualifications.find((q: { qualification: string }) => q.qualification === "transcription-en");
    expect(english).toMatchObject({ language: "en", held: false, word_error_rate: null });

    // The recording is real speech of the reference, long enough to transcribe.
    const audio = await t.request(new URL(english.test_audio_url).pathname, { headers: { cookie: sol.cookie } });
    expect(audio.headers.get("content-type")).toBe("audio/wav");
    const samples = await decodeToPcm(once(new Uint8Array(await audio.arrayBuffer())), 16000);
    expect(samples.length / 16000).toBeGreaterThan(8);

    const reference = QUALIFICATION_TEXTS.en!;
    const careless = reference.split(" ").slice(0, 20).join(" ");
    const failed = await postJson(t, "/v1/productions/qualifications/transcription-en/attempts", { text: careless }, sol.cookie);
    expect(failed.body).toMatchObject({ passed: false, qualification: "transcription-en" });
    expect(failed.body.word_error_rate).toBeGreaterThan(0.1);
    expect((await getJson(t, "/v1/user", { cookie: sol.cookie })).body.is_producer).toBe(false);

    // One word wrong in forty-seven, punctuation and case not counted: passed.
    const careful = reference.replace("twelve", "twelf").toUpperCase().replace(/[,.]/g, "");
    const passed = await postJson(t, "/v1/productions/qualifications/transcription-en/attempts", { text: careful }, sol.cookie);
    expect(passed.body).toMatchObject({ passed: true });
    expect(passed.body.word_error_rate).toBeCloseTo(1 / reference.split(" ").length, 3);
    expect((await getJson(t, "/v1/user", { cookie: sol.cookie })).body).toMatchObject({ is_producer: true, is_in_probation: true });
    const after = (await getJson(t, "/v1/productions/qualifications", { cookie: sol.cookie })).body;
    expect(after.qualifications.find((q: { qualification: string }) => q.qualification === "transcription-en")).toMatchObject({ held: true, word_error_rate: passed.body.word_error_rate });
  });

  it("refuses an unknown test and more than five attempts a day", async () => {
    expect((await getJson(t, "/v1/productions/qualifications/transcription-xx/audio", { cookie: sol.cookie })).status).toBe(404);
    expect((await postJson(t, "/v1/productions/qualifications/multitask/attempts", { text: "hello" }, sol.cookie)).status).toBe(404);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await postJson(t, "/v1/productions/qualifications/transcription-es/attempts", { text: "hola" }, sol.cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await postJson(t, "/v1/productions/qualifications/transcription-es/attempts", { text: "hola" }, sol.cookie)).status).toBe(200);
    const limited = await postJson(t, "/v1/productions/qualifications/transcription-es/attempts", { text: "hola" }, sol.cookie);
    expect(limited.status).toBe(429);
    expect(limited.body.detail.message).toMatch(/5 attempts/);
  });
});

describe("a producer's public profile", () => {
  it("takes a handle by the rules, unique, and shows languages and work without an account", async () => {
    const put = (who: TestUser, handle: string) => postJson(t, `/v1/productions/producers/${who.userId}/profile`, { handle }, who.cookie, "PUT");
    expect((await put(sol, "ab")).status).toBe(400);
    expect((await put(sol, "Admin")).body.detail.message).toMatch(/reserved/);
    const made = await put(sol, "Sol-Transcribes");
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ handle: "sol-transcribes", languages: ["en"], qualifications: ["transcription-en"], tasks_done: 0, accuracy: null, in_probation: true });
    const seen = await t.request("/v1/productions/profiles/sol-transcribes");
    expect(seen.status).toBe(200);
    const body = await seen.json();
    expect(JSON.stringify(body)).not.toContain("@");
    expect(body.handle).toBe("sol-transcribes");
    expect((await t.request("/v1/productions/profiles/nobody-here")).status).toBe(404);

    const kim = await t.signUp("Kim Other");
    expect((await put(kim, "kim")).status).toBe(403);
    await setProducer(t.deps, null, kim.userId, { is_producer: true });
    expect((await put(kim, "SOL-transcribes")).status).toBe(409);
    expect((await postJson(t, `/v1/productions/producers/${sol.userId}/profile`, { handle: "stolen" }, kim.cookie, "PUT")).status).toBe(404);
  });
});
