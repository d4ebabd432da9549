import { PREMADE_VOICES, concatBytes, parseOutputFormat } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { setWorkspaceTier } from "#testing/workspace-teams";
import { setProducer } from "#features/productions/producers/use-cases/set-producer";

// Instant cloning on the embedded engines only (no cloning engine installed): the honest
// approximation path, every route of a workspace voice, and the bad inputs of issue 11.
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let richard: Uint8Array;
let samantha: Uint8Array;

const TEXT =
  "The quick brown fox jumps over the lazy dog. A journey of a thousand miles begins with a single step, and every step is worth taking slowly.";

function samplesForm(files: { bytes: Uint8Array; name: string }[], fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append("files", new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

const post = (path: string, body: FormData | string, user = alice, headers: Record<string, string> = {}) =>
  t.request(path, { method: "POST", headers: { "xi-api-key": user.apiKey, ...headers }, body });
const get = (path: string, user = alice) => t.request(path, { headers: { "xi-api-key": user.apiKey } });
const del = (path: string, user = alice) => t.request(path, { method: "DELETE", headers: { "xi-api-key": user.apiKey } });

async function addVoice(name: string, bytes = richard, user = alice, fields: Record<string, string> = {}) {
  return post("/v1/voices/add", samplesForm([{ bytes, name: "sample.wav" }], { name, ...fields }), user);
}

/** Two WAVs of the same rate one after the other: two speakers in one file. */
function joinWavs(a: Uint8Array, b: Uint8Array): Uint8Array {
  const rate = new DataView(a.buffer, a.byteOffset).getUint32(24, true);
  const pcm = concatBytes([a.subarray(44), b.subarray(44)]);
  return concatBytes([wavHeader(rate, pcm.length), pcm]);
}

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: String(4 * 1024 * 1024) });
  alice = await t.signUp("Alice Clone");
  bob = await t.signUp("Bob Clone");
  // Instant cloning starts with Starter (the capability table); each cloner is put there, keeping the free voice limit of 3.
  for (const user of [alice, bob]) await setWorkspaceTier(t, user.workspaceId, "starter");
  richard = (await spokenWav(t.deps.speech, TEXT, "Richard")).wav;
  samantha = (await spokenWav(t.deps.speech, TEXT, "Samantha")).wav;
});
afterAll(() => t.close());

describe("instant cloning without a cloning engine", () => {
  let voiceId: string;

  it("clones a voice from a sample, says it is an approximation, and lists it", async () => {
    const res = await addVoice("My Narrator", richard, alice, { description: "Calm reading voice", labels: JSON.stringify({ accent: "american", gender: "male" }) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ voice_id: expect.stringMatching(/^[A-Za-z0-9]{20}$/), requires_verification: false });
    voiceId = body.voice_id;

    const voice = await (await get(`/v1/voices/${voiceId}`)).json();
    expect(voice).toMatchObject({
      voice_id: voiceId,
      name: "My Narrator",
      category: "cloned",
      is_owner: true,
      labels: { accent: "american", gender: "male", vocable_method: "approximation" },
      voice_verification: { requires_verification: false, is_verified: false },
    });
    expect(voice.description).toContain("Calm reading voice");
    expect(voice.description).toContain("Approximation: no cloning engine installed");
    expect(Object.values(voice.fine_tuning.message)[0]).toContain("Approximation: no cloning engine installed");
    expect(voice.samples).toHaveLength(1);
    expect(voice.samples[0]).toMatchObject({ file_name: "sample.wav", mime_type: "audio/wav", remove_background_noise: false });
    expect(voice.samples[0].duration_secs).toBeGreaterThan(5);

    const listed = (await (await get("/v1/voices")).json()).voices;
    expect(listed[0].voice_id).toBe(voiceId);
    const personal = await (await get("/v2/voices?voice_type=personal")).json();
    expect(personal.voices.map((v: { voice_id: string }) => v.voice_id)).toEqual([voiceId]);
    expect(personal.total_count).toBe(1);
  });

  it("speaks text with the voice, into the history under its name", async () => {
    const res = await post(`/v1/text-to-speech/${voiceId}?output_format=mp3_44100_128`, JSON.stringify({ text: "Hello from my cloned voice." }), alice, { "content-type": "application/json" });
    expect(res.status).toBe(200);
    const audio = decodeWithFfmpeg(new Uint8Array(await res.arrayBuffer()), parseOutputFormat("mp3_44100_128")!);
    expect(audio.durationSeconds).toBeGreaterThan(1);
    const history = await (await get("/v1/history")).json();
    expect(history.history[0]).toMatchObject({ voice_id: voiceId, voice_name: "My Narrator", voice_category: "cloned" });
  });

  it("serves the sample's audio and a preview", async () => {
    const voice = await (await get(`/v1/voices/${voiceId}`)).json();
    const audio = await get(`/v1/voices/${voiceId}/samples/${voice.samples[0].sample_id}/audio`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/wav");
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const preview = await t.request(new URL(voice.preview_url).pathname);
    expect(preview.status).toBe(200);
    expect(decodeWithFfmpeg(new Uint8Array(await preview.arrayBuffer()), parseOutputFormat("mp3_44100_128")!).durationSeconds).toBeGreaterThan(2);
  });

  it("edits name, description and labels, and adds a sample", async () => {
    const res = await post(`/v1/voices/${voiceId}/edit`, samplesForm([{ bytes: richard, name: "more.wav" }], { name: "Narrator Two", labels: JSON.stringify({ accent: "british" }) }));
    expect(res.status).toBe(200);
    const voice = await (await get(`/v1/voices/${voiceId}`)).json();
    expect(voice).toMatchObject({ name: "Narrator Two", labels: { accent: "british" } });
    // A client that sends back the description it read (with the note the API appends) does not store the note.
    expect((await post(`/v1/voices/${voiceId}/edit`, samplesForm([], { name: "Narrator Two", description: voice.description }))).status).toBe(200);
    const again = (await (await get(`/v1/voices/${voiceId}`)).json()).description as string;
    expect(again.split("Approximation: no cloning engine installed").length).toBe(2);
    expect(again.startsWith("Calm reading voice\n\nApproximation")).toBe(true);
    expect(voice.samples.map((s: { file_name: string }) => s.file_name)).toEqual(["sample.wav", "more.wav"]);
    const sub = await (await get("/v1/user/subscription")).json();
    expect(sub).toMatchObject({ voice_slots_used: 1, voice_add_edit_counter: 3, max_voice_add_edits: 55 });

    const removed = await del(`/v1/voices/${voiceId}/samples/${voice.samples[0].sample_id}`);
    expect(removed.status).toBe(200);
    const after = await (await get(`/v1/voices/${voiceId}`)).json();
    expect(after.samples.map((s: { file_name: string }) => s.file_name)).toEqual(["more.wav"]);
    const last = await del(`/v1/voices/${voiceId}/samples/${after.samples[0].sample_id}`);
    expect(last.status).toBe(400);
  });

  it("hides the voice from another workspace: 404 everywhere", async () => {
    for (const res of [
      await get(`/v1/voices/${voiceId}`, bob),
      await post(`/v1/voices/${voiceId}/edit`, samplesForm([], { name: "Stolen" }), bob),
      await del(`/v1/voices/${voiceId}`, bob),
      await post(`/v1/text-to-speech/${voiceId}`, JSON.stringify({ text: "Hi" }), bob, { "content-type": "application/json" }),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json()).detail.status).toBe("voice_not_found");
    }
    expect((await (await get("/v2/voices?voice_type=non-default", bob)).json()).voices).toEqual([]);
  });

  it("deletes the voice; its history items keep their name", async () => {
    expect((await del(`/v1/voices/${voiceId}`)).status).toBe(200);
    expect((await get(`/v1/voices/${voiceId}`)).status).toBe(404);
    const history = await (await get("/v1/history")).json();
    expect(history.history[0]).toMatchObject({ voice_id: voiceId, voice_name: "My Narrator" });
    expect((await (await get("/v1/user/subscription")).json()).voice_slots_used).toBe(0);
  });
});

describe("instant cloning with its stages (Accept: application/x-ndjson)", () => {
  const lines = async (res: Response) => (await res.text()).trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);

  it("answers as it goes: the stages in order, the candidates counted, then the voice", async () => {
    const erin = await t.signUp("Erin Stages");
    await setWorkspaceTier(t, erin.workspaceId, "starter");
    const res = await post("/v1/voices/add", samplesForm([{ bytes: samantha, name: "sample.wav" }], { name: "Staged" }), erin, { accept: "application/x-ndjson" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-ndjson");
    const answer = await lines(res);
    const stages = answer.filter((l) => l.type === "progress").map((l) => l.stage);
    expect([...new Set(stages)]).toEqual(["checking_samples", "measuring_voice", "matching_voices", "saving"]);
    const matching = answer.filter((l) => l.stage === "matching_voices") as { judged: number; total: number }[];
    expect(matching[0].judged).toBe(0);
    expect(matching.map((m) => m.judged)).toEqual([...matching.map((m) => m.judged)].sort((a, b) => a - b));
    for (const m of matching) expect(m.judged).toBeLessThanOrEqual(m.total);
    // The count ends where the work did: every candidate judged, none left.
    const last = matching[matching.length - 1];
    expect(last.judged).toBe(last.total);
    expect(last.total).toBeGreaterThan(1);
    const done = answer[answer.length - 1];
    expect(done).toEqual({ type: "done", voice_id: expect.stringMatching(/^[A-Za-z0-9]{20}$/), requires_verification: false });
    const voice = await (await get(`/v1/voices/${done.voice_id}`, erin)).json();
    expect(voice).toMatchObject({ name: "Staged", labels: { vocable_method: "approximation" } });
  });

  it("ends with the error the plain call answers with, and keeps nothing", async () => {
    const short = (await spokenWav(t.deps.speech, "Hi.", "Richard")).wav;
    const res = await post("/v1/voices/add", samplesForm([{ bytes: short, name: "short.wav" }], { name: "Short" }), alice, { accept: "application/x-ndjson" });
    expect(res.status).toBe(200);
    const answer = await lines(res);
    expect(answer.map((l) => l.type)).toEqual(["progress", "error"]);
    expect(answer[0]).toEqual({ type: "progress", stage: "checking_samples" });
    expect(answer[1]).toMatchObject({ type: "error", status: 400, body: { detail: { status: "voice_sample_problem", message: expect.stringMatching(/cloning needs at least 3 s/) } } });
    expect((await (await get("/v2/voices?voice_type=personal")).json()).voices.map((v: { name: string }) => v.name)).not.toContain("Short");
  });

  it("refuses a form it cannot read before answering: the status of the plain call", async () => {
    const res = await post("/v1/voices/add", samplesForm([{ bytes: richard, name: "a.wav" }], { name: "L", labels: "{not json" }), alice, { accept: "application/x-ndjson" });
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0].loc).toEqual(["body", "labels"]);
  });
});

describe("bad samples", () => {
  const detail = async (res: Response) => ({ status: res.status, body: await res.json() });

  it("refuses a form without files, or with a 0-byte file", async () => {
    const none = await detail(await post("/v1/voices/add", samplesForm([], { name: "Nobody" })));
    expect(none.status).toBe(422);
    expect(none.body.detail[0].loc).toEqual(["body", "files"]);
    const empty = await detail(await post("/v1/voices/add", samplesForm([{ bytes: new Uint8Array(0), name: "empty.wav" }], { name: "Empty" })));
    expect(empty.status).toBe(422);
    expect(empty.body.detail[0].msg).toBe("The file is empty.");
  });

  it("refuses a text file renamed .mp3", async () => {
    const res = await detail(await post("/v1/voices/add", samplesForm([{ bytes: new TextEncoder().encode("just some words, not audio at all\n".repeat(50)), name: "speech.mp3" }], { name: "Fake" })));
    expect(res.status).toBe(400);
    expect(["invalid_audio", "unsupported_audio_type"]).toContain(res.body.detail.status);
  });

  it("refuses a sample where two people speak", async () => {
    const res = await detail(await post("/v1/voices/add", samplesForm([{ bytes: joinWavs(samantha, richard), name: "two.wav" }], { name: "Two" })));
    expect(res.status).toBe(400);
    expect(res.body.detail.status).toBe("voice_sample_problem");
    expect(res.body.detail.message).toContain("more than one voice");
  });

  it("refuses too little speech", async () => {
    const short = (await spokenWav(t.deps.speech, "Hi.", "Richard")).wav;
    const res = await detail(await post("/v1/voices/add", samplesForm([{ bytes: short, name: "short.wav" }], { name: "Short" })));
    expect(res.status).toBe(400);
    expect(res.body.detail.message).toMatch(/cloning needs at least 3 s/);
  });

  it("refuses samples over the upload limit with 413", async () => {
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(richard);
    const res = await post("/v1/voices/add", samplesForm([{ bytes: big, name: "big.wav" }], { name: "Big" }));
    expect(res.status).toBe(413);
    expect((await res.json()).detail.status).toBe("payload_too_large");
  });

  it("refuses bad labels and names with 422", async () => {
    const cases: Record<string, string>[] = [{ name: "" }, { name: "Bad\u0000" }, { name: "L", labels: "{not json" }, { name: "L", labels: JSON.stringify({ accent: 3 }) }];
    for (const fields of cases) {
      const res = await post("/v1/voices/add", samplesForm([{ bytes: richard, name: "a.wav" }], fields));
      expect(res.status).toBe(422);
    }
  });
});

describe("limits and safety", () => {
  it("refuses a fourth voice past a voice limit of 3 with voice_limit_reached", async () => {
    const carol = await t.signUp("Carol Limit");
    await setWorkspaceTier(t, carol.workspaceId, "starter");
    for (const name of ["One", "Two", "Three"]) expect((await addVoice(name, richard, carol)).status).toBe(200);
    const res = await addVoice("Four", richard, carol);
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toEqual({
      status: "voice_limit_reached",
      message: "You have reached your maximum amount of custom voices (3 / 3). You can upgrade your subscription to increase your custom voice limit.",
    });
  });

  it("lets only one of two concurrent adds at the limit through", async () => {
    const dave = await t.signUp("Dave Race");
    await setWorkspaceTier(t, dave.workspaceId, "starter");
    for (const name of ["One", "Two"]) expect((await addVoice(name, richard, dave)).status).toBe(200);
    const results = await Promise.all([addVoice("Three", richard, dave), addVoice("Three again", richard, dave)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await (await get("/v1/user/subscription", dave)).json()).voice_slots_used).toBe(3);
  });

  it("refuses generation with a banned voice", async () => {
    const { voice_id } = await (await addVoice("Banned", richard, bob)).json();
    // An operator's ban (PUT /v1/admin/voices/{id}/safety-control, tested with the operators' calls), set directly here.
    await t.deps.db.execute(sql`update voice set safety_control = 'BAN' where id = ${voice_id}`);
    const res = await post(`/v1/text-to-speech/${voice_id}`, JSON.stringify({ text: "Hello" }), bob, { "content-type": "application/json" });
    expect(res.status).toBe(403);
    expect((await res.json()).detail.status).toBe("voice_banned");
    expect((await (await get(`/v1/voices/${voice_id}`, bob)).json()).safety_control).toBe("BAN");
  });

  it("asks a user in probation to verify a new voice (spec §5), and nobody else", async () => {
    const [newcomer, trusted] = [await t.signUp("Nia Probation"), await t.signUp("Tom Trusted")];
    await setProducer(t.deps, null, newcomer.userId, { is_producer: true, is_in_probation: true });
    await setProducer(t.deps, null, trusted.userId, { is_producer: true, is_in_probation: false });
    for (const [user, expected] of [[newcomer, true], [trusted, false]] as const) {
      await setWorkspaceTier(t, user.workspaceId, "starter");
      const res = await addVoice("Probation check", richard, user);
      expect(res.status).toBe(200);
      const { voice_id, requires_verification } = await res.json();
      expect(requires_verification, user.email).toBe(expected);
      expect((await (await get(`/v1/voices/${voice_id}`, user)).json()).voice_verification).toMatchObject({ requires_verification: expected, is_verified: false });
    }
  });

  it("keeps premade voices out of delete", async () => {
    const res = await del(`/v1/voices/${PREMADE_VOICES[0]!.voiceId}`);
    expect(res.status).toBe(404);
  });
});
