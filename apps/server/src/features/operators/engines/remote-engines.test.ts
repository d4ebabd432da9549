import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { createRemoteEngines, parseEnginesConfig, SpeechService } from "@vocable/speech";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiSpeechTestServer, type OpenAiSpeechTestServer } from "../../../../../../packages/speech/src/test-support/openai-speech-test-server";
import {
  startOpenAiTranscriptionTestServer,
  type OpenAiTranscriptionTestServer,
} from "../../../../../../packages/speech/src/test-support/openai-transcription-test-server";
import { spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";

// A team's GPU box, stood in for by servers that speak the real wire protocols with real speech:
// an OpenAI-compatible speech server (Kokoro-FastAPI's shape), an OpenAI-compatible transcription
// server (Speaches' verbose_json), and another Vocable as an ElevenLabs-compatible upstream.
let kokoro: OpenAiSpeechTestServer;
let whisper: OpenAiTranscriptionTestServer;
let upstream: TestApp;
let speech: SpeechService;
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let baseUrl: string;

interface VoiceRow {
  voice_id: string;
  name: string;
  labels: Record<string, string>;
}

beforeAll(async () => {
  kokoro = await startOpenAiSpeechTestServer();
  whisper = await startOpenAiTranscriptionTestServer();
  upstream = await createTestApp();
  const upstreamUser = await upstream.signUp("Upstream Owner");
  const configs = parseEnginesConfig([
    { id: "kokoro-gpu", kind: "openai-speech", base_url: kokoro.url, model: "kokoro", retries: 1, timeout_ms: 20_000 },
    { id: "whisper-gpu", kind: "openai-transcription", base_url: whisper.url, model: "whisper-1" },
    { id: "other-vocable", kind: "elevenlabs", base_url: await upstream.listen(), api_key: upstreamUser.apiKey, languages: ["en"] },
  ]);
  speech = new SpeechService({ workers: 1, maxQueue: 8, engines: createRemoteEngines(configs) });
  expect(await speech.voices.refresh()).toEqual([]);
  t = await createTestApp({}, { speech });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice Remote");
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
});
afterAll(async () => {
  await t?.close();
  await speech?.close();
  await upstream?.close();
  await kokoro?.close();
  await whisper?.close();
});

const voices = async () => (await getJson(t, "/v1/voices", { apiKey: alice.apiKey })).body.voices as VoiceRow[];
const characterCount = async () => (await getJson(t, "/v1/user/subscription", { apiKey: alice.apiKey })).body.character_count as number;
const kokoroVoice = async () => (await voices()).find((v) => v.labels.engine === "kokoro-gpu" && v.name.includes("heart"))!;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return new Uint8Array(Buffer.concat(parts));
}

describe("remote engines behind the registry", () => {
  it("lists the remote servers' voices beside the premade ones, each with its engine", async () => {
    const all = await voices();
    const byEngine = (engine: string) => all.filter((v) => v.labels.engine === engine);
    expect(byEngine("kokoro-gpu").map((v) => v.name).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/heart/i)]));
    expect(byEngine("kokoro-gpu")).toHaveLength(4);
    // Another Vocable's voices come through too (its premade ids are ours, so they get ids of their own).
    const remote = byEngine("other-vocable");
    expect(remote.length).toBeGreaterThan(10);
    expect(new Set(all.map((v) => v.voice_id)).size).toBe(all.length);
    const engines = await getJson(t, "/v1/engines", { cookie: alice.cookie });
    expect(engines.status).toBe(403); // operators only; the registry itself is checked below
    expect(speech.engines.recognizerFor("en")?.id).toBe("whisper-gpu");
  });

  it("speaks a remote voice like an embedded one: audio, history, the characters charged", async () => {
    const voice = await kokoroVoice();
    const text = "Remote voices speak through Vocable. They are charged and kept like any other.";
    const before = await characterCount();
    const mp3 = await readAll(await sdk.textToSpeech.convert(voice.voice_id, { text, modelId: "eleven_multilingual_v2", outputFormat: "mp3_44100_128" }));
    const decoded = decodeWithFfmpeg(mp3, "mp3_44100_128");
    expect(decoded.durationSeconds).toBeGreaterThan(3);
    expect(decoded.peak).toBeGreaterThan(1000);
    expect((await characterCount()) - before).toBe(text.length);
    const history = await getJson(t, "/v1/history?page_size=1", { apiKey: alice.apiKey });
    // The item shows the model id the client sent, and is served by the engine's own model (a history filter finds it by either).
    expect(history.body.history[0]).toMatchObject({ text, voice_id: voice.voice_id, voice_name: voice.name, model_id: "eleven_multilingual_v2" });
    const served = await getJson(t, "/v1/history?model_id=kokoro-gpu", { apiKey: alice.apiKey });
    expect(served.body.history.map((h: { text: string }) => h.text)).toEqual([text]);
    const models = (await getJson(t, "/v1/models", { apiKey: alice.apiKey })).body as { model_id: string; description: string; languages: { language_id: string }[] }[];
    const kokoroModel = models.find((m) => m.model_id === "kokoro-gpu")!;
    expect(kokoroModel.description).toMatch(/OpenAI-compatible speech server/);
    expect(kokoroModel.languages.map((l) => l.language_id)).toContain("en");
    expect(models.map((m) => m.model_id)).toEqual(expect.arrayContaining(["vocable_multilingual_v1", "kokoro-gpu", "other-vocable"]));
    expect(models.map((m) => m.model_id)).not.toContain("whisper-gpu");
    // The upstream was asked for the text, piece by piece, in the voice's own name.
    const asked = kokoro.speechRequests.map((r) => (r.input as string).trim()).join(" ");
    expect(asked).toContain("Remote voices speak through Vocable.");
    expect(kokoro.speechRequests.every((r) => r.voice === "af_heart" && r.response_format === "pcm")).toBe(true);
  });

  it("says which pronunciation rules a remote voice does not apply", async () => {
    const created = await t.request("/v1/pronunciation-dictionaries/add-from-rules", {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ name: "Brands", rules: [{ type: "alias", string_to_replace: "Vocable", alias: "voh cable" }] }),
    });
    const { id, version_id } = (await created.json()) as { id: string; version_id: string };
    const voice = await kokoroVoice();
    const res = await t.request(`/v1/text-to-speech/${voice.voice_id}?output_format=pcm_24000`, {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ text: "Vocable speaks.", pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: id, version_id }] }),
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get("pronunciation-not-applied")).toBe("Vocable");
    expect(res.headers.get("pronunciation-approximated")).toBeNull();
  });

  it("times the characters of a remote voice by forced alignment when timestamps are asked for", async () => {
    const voice = await kokoroVoice();
    const text = "Timing comes from the aligner.";
    const result = await sdk.textToSpeech.convertWithTimestamps(voice.voice_id, { text });
    const alignment = result.alignment!;
    expect(alignment.characters.join("")).toBe(text);
    const starts = alignment.characterStartTimesSeconds;
    for (let i = 1; i < starts.length; i++) expect(starts[i]!).toBeGreaterThanOrEqual(starts[i - 1]!);
    // Forced alignment places the first word after the leading silence, not at zero as an even split would.
    expect(starts[0]!).toBeGreaterThanOrEqual(0);
    expect(alignment.characterEndTimesSeconds.at(-1)!).toBeGreaterThan(0.8);
  });

  it("speaks through another Vocable as an ElevenLabs upstream", async () => {
    const voice = (await voices()).find((v) => v.labels.engine === "other-vocable" && v.name === "Samantha")!;
    const pcm = await readAll(await sdk.textToSpeech.convert(voice.voice_id, { text: "Hello from the other side.", outputFormat: "pcm_24000" }));
    expect(pcm.length / 48000).toBeGreaterThan(0.8);
  });

  it("an engine that goes down mid-stream gives a clear error, and the characters not delivered are refunded", async () => {
    const voice = await kokoroVoice();
    const text = "This sentence is sent. ".repeat(6) + "Then the server falls over and the rest never arrives.";
    const before = await characterCount();
    kokoro.cutAfterBytes(30_000);
    try {
      const res = await fetch(`${baseUrl}/v1/text-to-speech/${voice.voice_id}?output_format=pcm_24000`, {
        method: "POST",
        headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
        body: JSON.stringify({ text }),
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.status).not.toBe(500);
      const body = (await res.json()) as { detail: { status: string; message: string } };
      expect(body.detail.message).toMatch(/kokoro-gpu|engine/i);
    } finally {
      kokoro.cutAfterBytes(null);
    }
    expect(await characterCount()).toBe(before);
  });

  it("a stream whose engine goes down after audio began ends with an error line naming it, and is refunded", async () => {
    const voice = await kokoroVoice();
    const text = "The first sentence arrives whole. " + "Then the server falls over, and the rest of this long text never arrives at all. ".repeat(4);
    const before = await characterCount();
    kokoro.cutAfterBytes(150_000);
    let lines: string[];
    try {
      const res = await fetch(`${baseUrl}/v1/text-to-speech/${voice.voice_id}/stream/with-timestamps?output_format=pcm_24000`, {
        method: "POST",
        headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
        body: JSON.stringify({ text }),
      });
      expect(res.status).toBe(200);
      // The body ends with an error once the engine fails: read what came before it.
      const reader = res.body!.getReader();
      let body = "";
      try {
        for (let next = await reader.read(); !next.done; next = await reader.read()) body += new TextDecoder().decode(next.value);
      } catch {
        // the stream was ended with an error after its last line
      }
      lines = body.split("\n").filter(Boolean);
    } finally {
      kokoro.cutAfterBytes(null);
    }
    const last = JSON.parse(lines.at(-1)!) as { detail?: { status: string; message: string } };
    expect(last.detail).toMatchObject({ status: "engine_failed", message: expect.stringMatching(/kokoro-gpu.*not charged/) });
    const delivered = lines
      .slice(0, -1)
      .map((l) => JSON.parse(l) as { alignment?: { characters: string[] } })
      .flatMap((l) => l.alignment?.characters ?? [])
      .join("");
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.length).toBeLessThan(text.length);
    // A generation that fails mid-way is refunded whole, as for the embedded engines.
    expect(await characterCount()).toBe(before);
  });

  it("recognises speech with the configured transcription server before the embedded one", async () => {
    const spoken = await spokenWav(speech, "The quick brown fox jumps over the lazy dog.");
    const result = (await sdk.speechToText.convert({ file: new Blob([new Uint8Array(spoken.wav)]), modelId: "scribe_v1" })) as {
      text: string;
      transcriptionId: string;
    };
    expect(result.text.toLowerCase()).toMatch(/quick|brown|fox|lazy|dog/);
    const row = await getJson(t, `/v1/speech-to-text/transcripts/${result.transcriptionId}`, { apiKey: alice.apiKey });
    expect(row.body.engine_id).toBe("whisper-gpu");
    expect(whisper.requests.some((r) => r.startsWith("POST /v1/audio/transcriptions"))).toBe(true);
  });

  it("makes sound effects through another Vocable: its sound passes through, the seconds and the history are counted here", async () => {
    const sound = await sdk.textToSoundEffects.convert({ text: "rain on a window", durationSeconds: 1.5, outputFormat: "pcm_24000" }).withRawResponse();
    expect(sound.rawResponse.headers.get("sound-effect-engine")).toBe("other-vocable");
    const pcm = await readAll(sound.data);
    expect(pcm.length / 2 / 24000).toBeCloseTo(1.5, 1);
    expect((await getJson(t, "/v1/user/subscription", { apiKey: alice.apiKey })).body.sound_effect_seconds_used).toBe(2);
    const mine = (await getJson(t, "/v1/sound-generation/history", { apiKey: alice.apiKey })).body.items as { text: string; model_id: string; category: string }[];
    expect(mine[0]).toMatchObject({ text: "rain on a window", model_id: "eleven_text_to_sound_v2", category: "other" });
  });

  it("converts speech into a voice of another Vocable through its speech to speech", async () => {
    const voice = (await voices()).find((v) => v.labels.engine === "other-vocable" && v.name === "Samantha")!;
    const spoken = await spokenWav(speech, "The quick brown fox jumps over the lazy dog.");
    const converted = await sdk.speechToSpeech.convert(voice.voice_id, { audio: new Blob([new Uint8Array(spoken.wav)]), outputFormat: "pcm_16000" }).withRawResponse();
    expect(converted.rawResponse.headers.get("voice-conversion-engine")).toBe("other-vocable");
    const pcm = await readAll(converted.data);
    expect(pcm.length / 2 / 16000).toBeGreaterThan(0.7 * spoken.seconds);
    const history = (await getJson(t, "/v1/history?source=STS", { apiKey: alice.apiKey })).body.history as { voice_id: string }[];
    expect(history[0]!.voice_id).toBe(voice.voice_id);
  });
});
