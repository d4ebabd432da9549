// The PostgreSQL pass leaves this file out: what it checks is the recogniser's output and the options' answers; the transcript and job rows it writes, one request at a time, are the ones speech-to-text.test.ts and the job runner's tests check on PostgreSQL.
import { ElevenLabsClient, type ElevenLabs } from "@elevenlabs/elevenlabs-js";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { wavHeader } from "@vocable/domain";
import { concatBytes } from "@vocable/speech";
import { speakWithFlite, waitFor } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDelivery } from "#db/schema/index";
import { audioForm, spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

// The parameters of speechToText.convert beyond the audio (issue 24 §2), through the pinned SDK.
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
const SENTENCE = "The quick brown fox jumps over the lazy dog.";
let spoken: Awaited<ReturnType<typeof spokenWav>>;

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_BYTES: "4000000", MAX_UPLOAD_SECONDS: "120" });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice Options");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  spoken = await spokenWav(t.deps.speech, SENTENCE);
});
afterAll(() => t?.close());

type Chunk = ElevenLabs.SpeechToTextChunkResponseModel;
const convert = (request: Omit<ElevenLabs.BodySpeechToTextV1SpeechToTextPost, "modelId" | "file">, audio: Uint8Array = spoken.wav) =>
  sdk.speechToText.convert({ file: new Blob([new Uint8Array(audio)]), modelId: "scribe_v1", ...request });
/** The error the SDK raised: its status and message. */
const refusal = async (request: Parameters<typeof convert>[0]) => {
  const err = (await convert(request).catch((e: unknown) => e)) as { statusCode?: number; body?: { detail?: { message?: string } | { loc: string[] }[] } };
  return { status: err.statusCode, body: JSON.stringify(err.body) };
};
const words = (text: string) => text.toLowerCase().replace(/\s+/g, " ").replace(/[^a-z ]/g, "").split(/\s+/).filter(Boolean);

describe("keyterms (repeated fields)", () => {
  it("replaces recognised words close to a keyterm by the keyterm, and says how", async () => {
    const plain = (await convert({})) as Chunk;
    expect(words(plain.text)).toContain("fox");
    const { data, rawResponse } = await convert({ keyterms: ["Quick Brown Fox", "Lazy Dog"] }).withRawResponse();
    const chunk = data as Chunk;
    expect(rawResponse.headers.get("x-vocable-keyterms")).toBe("corrected-after-recognition");
    expect(chunk.text).toContain("Quick Brown Fox");
    // One word element, with the end mark restored punctuation gives it at a sentence's end.
    expect(chunk.words.some((w) => /^Quick Brown Fox[.?]?$/.test(w.text))).toBe(true);
    // The other words are as recognised.
    expect(words(chunk.text).join(" ")).toBe(words(plain.text).join(" "));
  });

  it("refuses keyterms outside ElevenLabs' limits, naming them; a scalar field sent twice is still refused", async () => {
    expect(await refusal({ keyterms: ["one two three four five six"] })).toMatchObject({ status: 422, body: expect.stringMatching(/keyterms.*5 words/) });
    expect(await refusal({ keyterms: ["x".repeat(60)] })).toMatchObject({ status: 422, body: expect.stringMatching(/49 characters/) });
    expect(await refusal({ keyterms: ["<b>"] })).toMatchObject({ status: 422, body: expect.stringMatching(/cannot contain/) });
    expect(await refusal({ keyterms: Array.from({ length: 1001 }, (_, i) => `term${i}`) })).toMatchObject({ status: 422, body: expect.stringMatching(/1000/) });
    const form = audioForm(spoken.wav, { model_id: "scribe_v1" });
    form.append("model_id", "scribe_v2");
    const res = await t.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": alice.apiKey }, body: form });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toMatch(/model_id.*once/);
  });
});

describe("entity_detection and entity_redaction (repeated fields)", () => {
  it("answers entities for the kinds detected by rule, and refuses the kinds it cannot detect by name", async () => {
    const chunk = (await convert({ entityDetection: ["email_address", "phone_number", "pci"] })) as Chunk;
    // The sentence holds none: an empty list, not a missing field.
    expect(chunk.entities).toEqual([]);
    expect(words(chunk.text)).toContain("fox");
    const redacted = (await convert({ entityDetection: ["all"], entityRedaction: ["pii"], entityRedactionMode: "entity_type" })) as Chunk;
    expect(redacted.entities).toBeUndefined();
    expect(words(redacted.text)).toContain("fox");
    expect(await refusal({ entityDetection: ["person_name", "email_address"] })).toMatchObject({ status: 400, body: expect.stringMatching(/entity_detection: person_name cannot be detected/) });
    expect(await refusal({ entityDetection: ["offensive_language"] })).toMatchObject({ status: 400, body: expect.stringMatching(/offensive_language/) });
    expect(await refusal({ entityDetection: ["email_address"], entityRedaction: ["credit_card"] })).toMatchObject({ status: 422, body: expect.stringMatching(/subset of entity_detection/) });
    expect(await refusal({ entityDetection: ["all"], entityRedaction: ["all"], entityRedactionMode: "blurred" })).toMatchObject({ status: 422, body: expect.stringMatching(/entity_redaction_mode/) });
  });
});

describe("additional_formats", () => {
  it("answers the transcript as srt, txt, segmented_json and html; refuses docx and pdf by name", async () => {
    const chunk = (await convert({
      additionalFormats: [{ format: "srt" }, { format: "txt", includeTimestamps: false }, { format: "segmented_json" }, { format: "html" }],
    })) as Chunk;
    const files = chunk.additionalFormats!.map((f) => f!);
    expect(files.map((f) => [f.requestedFormat, f.fileExtension, f.isBase64Encoded])).toEqual([
      ["srt", "srt", false],
      ["txt", "txt", false],
      ["segmented_json", "json", false],
      ["html", "html", false],
    ]);
    expect(files[0]!.content).toMatch(/^1\n00:00:0\d,\d{3} --> 00:00:0\d,\d{3}\n/);
    expect(words(files[1]!.content).join(" ")).toBe(words(chunk.text).join(" "));
    const segments = (JSON.parse(files[2]!.content) as { segments: { text: string; start: number; end: number }[] }).segments;
    expect(words(segments.map((s) => s.text).join(" ")).join(" ")).toBe(words(chunk.text).join(" "));
    expect(segments[0]!.end).toBeGreaterThan(segments[0]!.start);
    expect(files[3]!.content).toMatch(/<p><time>00:00:0\d,\d{3}<\/time> /);
    expect(await refusal({ additionalFormats: [{ format: "docx" }] })).toMatchObject({ status: 400, body: expect.stringMatching(/additional_formats: The docx format is not built/) });
    expect(await refusal({ additionalFormats: [{ format: "pdf" }] })).toMatchObject({ status: 400, body: expect.stringMatching(/pdf/) });
  });
});

describe("diarize", () => {
  it("labels each word with its speaker; num_speakers caps them", async () => {
    const RATE = 16000;
    const [first, second] = await Promise.all([
      speakWithFlite("The morning train was late again, and nobody seemed surprised.", "slt", RATE),
      speakWithFlite("Our team will review the budget before the meeting on Thursday.", "rms", RATE),
    ]);
    const pcm = new Uint8Array(concatBytes([first, second].map((s) => new Uint8Array(s.buffer, s.byteOffset, s.byteLength))));
    const wav = concatBytes([wavHeader(RATE, pcm.length), pcm]);
    const change = first.length / RATE;
    const chunk = (await convert({ diarize: true }, wav)) as Chunk;
    const spokenWords = chunk.words.filter((w) => w.type === "word");
    expect(new Set(spokenWords.map((w) => w.speakerId))).toEqual(new Set(["speaker_0", "speaker_1"]));
    // Words well inside each voice's part are that voice's.
    const early = spokenWords.filter((w) => w.end! < change - 1).map((w) => w.speakerId);
    const late = spokenWords.filter((w) => w.start! > change + 1).map((w) => w.speakerId);
    expect(new Set(early).size).toBe(1);
    expect(new Set(late).size).toBe(1);
    expect(early[0]).not.toBe(late[0]);

    const one = (await convert({ diarize: true, numSpeakers: 1 }, wav)) as Chunk;
    expect(new Set(one.words.filter((w) => w.type === "word").map((w) => w.speakerId))).toEqual(new Set(["speaker_0"]));

    expect(await refusal({ diarize: true, numSpeakers: 2, diarizationThreshold: 0.3 })).toMatchObject({ status: 422, body: expect.stringMatching(/diarization_threshold/) });
    expect(await refusal({ diarize: true, numSpeakers: 40 })).toMatchObject({ status: 422, body: expect.stringMatching(/num_speakers/) });
    expect(await refusal({ diarizationThreshold: 0.3 })).toMatchObject({ status: 422, body: expect.stringMatching(/Only with diarize/) });
    // Two recognitions and two diarizations on a 2-core machine shared with other suites.
  }, 600_000);
});

describe("the other parameters the SDK sends", () => {
  it("takes temperature and seed (the recogniser is deterministic: the same transcript) and refuses them out of range", async () => {
    const a = (await convert({ temperature: 0, seed: 42 })) as Chunk;
    const b = (await convert({ temperature: 1.5, seed: 7 })) as Chunk;
    expect(b.text).toBe(a.text);
    expect(await refusal({ temperature: 3 })).toMatchObject({ status: 422, body: expect.stringMatching(/temperature/) });
    expect(await refusal({ seed: -1 })).toMatchObject({ status: 422, body: expect.stringMatching(/seed/) });
  });

  it.each<[string, Parameters<typeof convert>[0], number, RegExp]>([
    ["use_multi_channel", { useMultiChannel: true }, 400, /use_multi_channel: /],
    ["multichannel_output_style", { multichannelOutputStyle: "combined" }, 400, /multichannel_output_style: /],
    ["tag_audio_events", { tagAudioEvents: true }, 400, /tag_audio_events: /],
    ["transcript_edit", { transcriptEdit: "fix the grammar" }, 400, /transcript_edit: /],
    ["no_verbatim", { noVerbatim: true }, 400, /no_verbatim: /],
    ["use_speaker_library", { useSpeakerLibrary: true }, 400, /use_speaker_library: /],
    ["detect_speaker_roles", { detectSpeakerRoles: true }, 400, /detect_speaker_roles: /],
    ["enable_logging=false", { enableLogging: false }, 400, /enable_logging: /],
    ["webhook_id without webhook", { webhookId: "abc" }, 422, /webhook_id/],
    ["webhook_id unknown", { webhook: true, webhookId: "no-such-hook" }, 400, /webhook_id: no enabled webhook/],
    ["webhook_metadata too deep", { webhook: true, webhookMetadata: { a: { b: { c: 1 } } } }, 422, /2 levels/],
  ])("refuses %s by name", async (_name, request, status, message) => {
    expect(await refusal(request)).toMatchObject({ status, body: expect.stringMatching(message) });
  });
});

describe("webhook_id and webhook_metadata", () => {
  it("tells only the named webhook, with the metadata, the entities and the formats", async () => {
    const app = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
    const told: { url: string; body: { data: { webhook_metadata?: unknown; transcription: Chunk & Record<string, unknown> } } }[] = [];
    const hooks = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        told.push({ url: req.url ?? "", body: JSON.parse(body) as (typeof told)[number]["body"] });
        res.writeHead(200).end();
      });
    });
    try {
      await app.deps.jobs.start();
      await new Promise<void>((resolve) => hooks.listen(0, "127.0.0.1", resolve));
      const carol = await app.signUp("Carol Hooks");
      const client = new ElevenLabsClient({ apiKey: carol.apiKey, baseUrl: await app.listen(), maxRetries: 0 });
      const base = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
      const ids: string[] = [];
      for (const name of ["first", "second"]) {
        const res = await app.request("/v1/workspace/webhooks", {
          method: "POST",
          headers: { "xi-api-key": carol.apiKey, "content-type": "application/json" },
          body: JSON.stringify({ settings: { auth_type: "hmac", name, webhook_url: `${base}/${name}`, events: ["speech_to_text.completed"] } }),
        });
        expect(res.status).toBe(200);
        ids.push(((await res.json()) as { webhook_id: string }).webhook_id);
      }
      const accepted = (await client.speechToText.convert({
        file: new Blob([new Uint8Array(spoken.wav)]),
        modelId: "scribe_v1",
        webhook: true,
        webhookId: ids[1],
        webhookMetadata: { job: "42", tags: { team: "support" } },
        entityDetection: ["all"],
        additionalFormats: [{ format: "txt", includeTimestamps: false }],
      })) as { transcriptionId?: string };
      expect(accepted.transcriptionId).toBeTruthy();
      await waitFor("the webhook", () => told.length >= 1);
      expect(told).toHaveLength(1);
      expect(told[0]!.url).toBe("/second");
      // The other webhook, subscribed too, has no delivery at all (none waiting either).
      const deliveries = await app.deps.db.select({ webhookId: webhookDelivery.webhookId }).from(webhookDelivery);
      expect(deliveries.map((d) => d.webhookId)).toEqual([ids[1]]);
      const data = told[0]!.body.data;
      expect(data.webhook_metadata).toEqual({ job: "42", tags: { team: "support" } });
      expect(data.transcription).toMatchObject({ transcription_id: accepted.transcriptionId, status: "completed", entities: [] });
      const formats = data.transcription.additional_formats as { requested_format: string; content: string }[];
      expect(formats.map((f) => f.requested_format)).toEqual(["txt"]);
      expect(words(formats[0]!.content).join(" ")).toBe(words(data.transcription.text).join(" "));
    } finally {
      hooks.close();
      await app.close();
    }
  });
});
