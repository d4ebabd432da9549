import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { transcript } from "#db/schema/index";
import { explainPlan } from "#testing/explain";
import { audioForm, spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { waitFor } from "@vocable/speech/test-support";
import { transcriptPageSelect } from "./repo";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let sdk: ElevenLabsClient;
const SENTENCE = "The quick brown fox jumps over the lazy dog.";
let spoken: Awaited<ReturnType<typeof spokenWav>>;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: "2000000", MAX_UPLOAD_SECONDS: "120" });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice Transcribes");
  bob = await t.signUp("Bob Elsewhere");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  spoken = await spokenWav(t.deps.speech, SENTENCE);
});
afterAll(() => t?.close());

const post = (form: FormData, apiKey = alice.apiKey) => t.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": apiKey }, body: form });
const errorOf = async (res: Response) => ({ status: res.status, body: (await res.json()) as { detail: { status: string; message: string } } });
/** A Sun .au file of `seconds` of a 440 Hz tone (16-bit big-endian PCM). */
function sunAudio(rate: number, seconds: number): Uint8Array {
  const samples = rate * seconds;
  const bytes = Buffer.alloc(24 + samples * 2);
  bytes.write(".snd", 0, "ascii");
  bytes.writeUInt32BE(24, 4);
  bytes.writeUInt32BE(samples * 2, 8);
  bytes.writeUInt32BE(3, 12);
  bytes.writeUInt32BE(rate, 16);
  bytes.writeUInt32BE(1, 20);
  for (let i = 0; i < samples; i++) bytes.writeInt16BE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 24 + i * 2);
  return bytes;
}
const words = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, "").split(/\s+/).filter(Boolean);

describe("POST /v1/speech-to-text (the official SDK, unchanged)", () => {
  it("transcribes a spoken sentence with word times, and keeps it readable and deletable", async () => {
    const result = (await sdk.speechToText.convert({ file: new Blob([spoken.wav]), modelId: "scribe_v1" })) as {
      text: string;
      languageCode: string;
      languageProbability: number;
      words: { text: string; type: string; start?: number; end?: number; logprob: number }[];
      transcriptionId?: string;
    };
    const heard = words(result.text);
    const expected = words(SENTENCE);
    expect(expected.filter((w) => heard.includes(w)).length).toBeGreaterThanOrEqual(6);
    expect(result.languageCode).toBe("eng");
    // No engine here identifies languages: English was assumed, and is said to be.
    expect(result.languageProbability).toBe(0);
    const timed = result.words.filter((w) => w.type === "word");
    expect(timed.length).toBe(heard.length);
    for (let i = 0; i < result.words.length; i++) {
      const w = result.words[i]!;
      expect(w.end!).toBeGreaterThanOrEqual(w.start!);
      expect(w.end!).toBeLessThanOrEqual(spoken.seconds + 0.05);
      expect(w.logprob).toBeLessThanOrEqual(0);
      if (i > 0) expect(w.start!).toBeGreaterThanOrEqual(result.words[i - 1]!.start!);
      expect(w.type).toBe(i % 2 ? "spacing" : "word");
    }

    const id = result.transcriptionId!;
    const again = (await sdk.speechToText.transcripts.get(id)) as { text: string };
    expect(again.text).toBe(result.text);
    const audio = await t.request(`/v1/speech-to-text/transcripts/${id}/audio`, { headers: { "xi-api-key": alice.apiKey, range: "bytes=0-3" } });
    expect(audio.status).toBe(206);
    expect(Buffer.from(await audio.arrayBuffer()).toString("ascii")).toBe("fLaC");

    // Another person's id is not found, whoever asks.
    expect((await t.request(`/v1/speech-to-text/transcripts/${id}`, { headers: { "xi-api-key": bob.apiKey } })).status).toBe(404);
    expect((await t.request(`/v1/speech-to-text/transcripts/${id}`, { method: "DELETE", headers: { "xi-api-key": bob.apiKey } })).status).toBe(404);

    await sdk.speechToText.transcripts.delete(id);
    await expect(sdk.speechToText.transcripts.get(id)).rejects.toMatchObject({ statusCode: 404 });
    const row = await t.deps.db.select().from(transcript);
    expect(row.find((r) => r.id === id)).toBeUndefined();
    expect(await t.deps.storage.exists(`transcripts/${alice.workspaceId}/${id}.flac`)).toBe(false);
  });

  it("answers at once with async=true and shows progress until the transcript is done; character times on request", async () => {
    const res = await post(audioForm(spoken.wav, { model_id: "scribe_v1", async: "true", language_code: "en", timestamps_granularity: "character" }));
    expect(res.status).toBe(200);
    const accepted = (await res.json()) as { transcription_id: string; message: string };
    expect(accepted.message).toMatch(/accepted/);
    let body: { status: string; progress: number; language_probability: number; words: { type: string; characters?: { text: string }[]; text: string }[] };
    for (;;) {
      const got = await t.request(`/v1/speech-to-text/transcripts/${accepted.transcription_id}`, { headers: { "xi-api-key": alice.apiKey } });
      body = (await got.json()) as typeof body;
      expect(body.progress).toBeGreaterThanOrEqual(0);
      if (body.status !== "processing") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(body.status).toBe("completed");
    expect(body.progress).toBe(1);
    expect(body.language_probability).toBe(1);
    const first = body.words.find((w) => w.type === "word")!;
    expect(first.characters!.map((c) => c.text).join("")).toBe(first.text);

    const list = await t.request("/v1/speech-to-text/transcripts?page_size=1", { headers: { "xi-api-key": alice.apiKey } });
    const page = (await list.json()) as { transcripts: { transcription_id: string; file_name: string }[]; has_more: boolean };
    expect(page.transcripts[0]).toMatchObject({ transcription_id: accepted.transcription_id, file_name: "speech.wav" });
    expect((await (await t.request("/v1/speech-to-text/transcripts", { headers: { "xi-api-key": bob.apiKey } })).json()) as object).toMatchObject({ transcripts: [] });
  });

  it("refuses what is not whole, accepted audio with a clear 4xx and keeps nothing", async () => {
    const before = (await t.deps.db.select().from(transcript)).length;
    // Sun audio is audio, and not a type the spec accepts.
    expect(await errorOf(await post(audioForm(sunAudio(8000, 1), { model_id: "scribe_v1" }, "tone.au")))).toMatchObject({
      status: 400,
      body: { detail: { status: "unsupported_audio_type", message: expect.stringMatching(/not an accepted audio type/) } },
    });
    const text = new TextEncoder().encode("this is a text file, not audio\n".repeat(50));
    expect(await errorOf(await post(audioForm(text, { model_id: "scribe_v1" }, "notes.mp3")))).toMatchObject({ status: 400, body: { detail: { status: "invalid_audio" } } });
    const cut = spoken.wav.subarray(0, Math.floor(spoken.wav.length / 2));
    expect(await errorOf(await post(audioForm(cut, { model_id: "scribe_v1" })))).toMatchObject({ status: 400, body: { detail: { status: "invalid_audio", message: expect.stringMatching(/cut short/) } } });
    const noise = new Uint8Array(4000).map((_, i) => (i * 7919) % 256);
    expect(await errorOf(await post(audioForm(noise, { model_id: "scribe_v1" })))).toMatchObject({ status: 400, body: { detail: { status: "invalid_audio" } } });
    expect((await post(audioForm(null, { model_id: "scribe_v1" }))).status).toBe(422);
    expect((await post(audioForm(spoken.wav, {}))).status).toBe(422);
    expect(await errorOf(await post(audioForm(spoken.wav, { model_id: "no_such_model" })))).toMatchObject({ status: 400, body: { detail: { status: "model_not_found" } } });
    expect(await errorOf(await post(audioForm(spoken.wav, { model_id: "scribe_v1", language_code: "fr" })))).toMatchObject({ status: 400, body: { detail: { status: "unsupported_language" } } });
    expect(await errorOf(await post(audioForm(spoken.wav, { model_id: "scribe_v1", use_multi_channel: "true" })))).toMatchObject({ status: 400, body: { detail: { status: "unsupported_option" } } });
    expect((await post(audioForm(spoken.wav, { model_id: "scribe_v1", diarize: "maybe" }))).status).toBe(422);
    const json = await t.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    const huge = new Uint8Array(2_100_000);
    expect(await errorOf(await post(audioForm(huge, { model_id: "scribe_v1" })))).toMatchObject({ status: 413, body: { detail: { status: "payload_too_large" } } });
    expect((await t.deps.db.select().from(transcript)).length).toBe(before);
    expect((await t.deps.storage.list(`transcripts/${alice.workspaceId}/`)).files.length).toBe(before);
  });

  it("needs the speech_to_text permission on a key", async () => {
    await t.proveMailboxAccess(alice.userId);
    const res = await t.request("/v1/user/create-api-key", {
      method: "POST",
      headers: { cookie: alice.cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: "tts only", permissions: ["text_to_speech"] }),
    });
    const { api_key } = (await res.json()) as { api_key: string };
    expect(api_key).toMatch(/\S{20,}/);
    expect((await post(audioForm(spoken.wav, { model_id: "scribe_v1" }), api_key)).status).toBe(403);
  });

  it("is an ElevenLabsError the SDK can read when the audio is refused", async () => {
    const err = await sdk.speechToText.convert({ file: new Blob([new TextEncoder().encode("hello")]), modelId: "scribe_v1" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ElevenLabsError);
    expect((err as ElevenLabsError).statusCode).toBe(400);
  });

  it("lists a member's transcripts from transcript_workspace_user_created_idx, first and later pages", async () => {
    await t.deps.db.execute(sql`
      insert into transcript (id, workspace_id, user_id, request_id, model_id, engine_id, language_code, language_probability, file_name, container, audio_key, audio_duration_secs, status, created_at)
      select 'plan-' || i, ${bob.workspaceId}, ${bob.userId}, 'r', 'scribe_v1', 'pocketsphinx', 'en', 0, 'a.wav', 'wav', 'transcripts/x/plan-' || i || '.flac', 1, 'completed', now() - (i || ' seconds')::interval
      from generate_series(1, 3000) as i`);
    await t.deps.db.execute(sql`analyze transcript`);
    for (const cursor of [null, { createdAt: new Date(Date.now() - 100_000).toISOString(), id: "plan-100" }]) {
      const text = await explainPlan(t.deps.db, transcriptPageSelect(t.deps.db, bob, 31, cursor));
      expect(text).toMatch(/Index Scan (Backward )?using transcript_workspace_user_created_idx /);
      expect(text).not.toMatch(/Sort|Seq Scan|Bitmap/);
    }
    // The pages walk every row once, newest first.
    const seen: string[] = [];
    let cursor = "";
    do {
      const res = await t.request(`/v1/speech-to-text/transcripts?page_size=100${cursor ? `&cursor=${cursor}` : ""}`, { headers: { "xi-api-key": bob.apiKey } });
      const page = (await res.json()) as { transcripts: { transcription_id: string }[]; next_cursor: string | null };
      seen.push(...page.transcripts.map((r) => r.transcription_id));
      cursor = page.next_cursor ?? "";
    } while (cursor);
    expect(seen).toHaveLength(3000);
    expect(seen[0]).toBe("plan-1");
    expect(new Set(seen).size).toBe(3000);
    expect((await t.request("/v1/speech-to-text/transcripts?cursor=forged", { headers: { "xi-api-key": bob.apiKey } })).status).toBe(400);
  });
});

describe("POST /v1/speech-to-text with cloud_storage_url", () => {
  it("tells the webhooks with webhook=true; fetches the audio from the URL where private addresses are allowed, and refuses one that is not public otherwise", async () => {
    const files = http.createServer((req, res) => {
      if (req.url === "/bucket/meeting.wav") res.writeHead(200, { "content-type": "audio/wav" }).end(spoken.wav);
      else if (req.url === "/moved") res.writeHead(302, { location: "/bucket/meeting.wav" }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    const closed = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
    try {
      await closed.deps.jobs.start();
      const carol = await closed.signUp("Carol Cloud");
      const send = (app: TestApp, key: string, fields: Record<string, string>) =>
        app.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": key }, body: audioForm(null, { model_id: "scribe_v1", ...fields }) });

      // webhook=true: answered at once, the transcript told to the workspace's speech_to_text.completed webhooks.
      const told: { type: string; data: { transcription: { transcription_id: string; text: string; status: string } } }[] = [];
      const hooks = http.createServer((req, res) => {
        let body = "";
        req.on("data", (chunk: Buffer) => (body += chunk.toString()));
        req.on("end", () => {
          told.push(JSON.parse(body) as (typeof told)[number]);
          res.writeHead(200).end();
        });
      });
      await new Promise<void>((resolve) => hooks.listen(0, "127.0.0.1", resolve));
      const hook = await closed.request("/v1/workspace/webhooks", {
        method: "POST",
        headers: { "xi-api-key": carol.apiKey, "content-type": "application/json" },
        body: JSON.stringify({ settings: { auth_type: "hmac", name: "stt", webhook_url: `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`, events: ["speech_to_text.completed"] } }),
      });
      expect(hook.status).toBe(200);
      const early = await closed.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": carol.apiKey }, body: audioForm(spoken.wav, { model_id: "scribe_v1", webhook: "true" }) });
      const accepted = (await early.json()) as { transcription_id: string };
      await waitFor("the webhook", () => told.length === 1);
      expect(told[0]).toMatchObject({ type: "speech_to_text.completed", data: { transcription: { transcription_id: accepted.transcription_id, status: "completed" } } });
      expect(words(told[0]!.data.transcription.text).length).toBeGreaterThan(5);
      hooks.close();

      const ok = await send(closed, carol.apiKey, { cloud_storage_url: `${base}/bucket/meeting.wav` });
      expect(ok.status).toBe(200);
      const body = (await ok.json()) as { text: string; file_name: string };
      expect(body.file_name).toBe("meeting.wav");
      expect(words(body.text).filter((w) => words(SENTENCE).includes(w)).length).toBeGreaterThanOrEqual(6);
      expect(await errorOf(await send(closed, carol.apiKey, { cloud_storage_url: `${base}/missing.wav` }))).toMatchObject({ status: 400, body: { detail: { message: expect.stringMatching(/answered 404/) } } });
      expect(await errorOf(await send(closed, carol.apiKey, { cloud_storage_url: `${base}/moved` }))).toMatchObject({ status: 400, body: { detail: { message: expect.stringMatching(/redirects/) } } });
      const both = await closed.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": carol.apiKey }, body: audioForm(spoken.wav, { model_id: "scribe_v1", cloud_storage_url: `${base}/bucket/meeting.wav` }) });
      expect(both.status).toBe(422);

      // The default server fetches nothing from this machine or a private network.
      expect(await errorOf(await send(t, alice.apiKey, { cloud_storage_url: `${base}/bucket/meeting.wav` }))).toMatchObject({ status: 400, body: { detail: { message: expect.stringMatching(/https/) } } });
      expect(await errorOf(await send(t, alice.apiKey, { cloud_storage_url: "https://127.0.0.1/bucket/meeting.wav" }))).toMatchObject({ status: 400, body: { detail: { message: expect.stringMatching(/not allowed/) } } });
      expect(await errorOf(await send(t, alice.apiKey, { cloud_storage_url: "https://169.254.169.254/latest/meta-data" }))).toMatchObject({ status: 400 });
    } finally {
      await closed.close();
      files.close();
    }
  });
});

