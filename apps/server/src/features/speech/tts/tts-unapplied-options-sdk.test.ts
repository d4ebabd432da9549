import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { PREMADE_VOICES } from "@vocable/speech";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";

// audio_effects and use_pvc_as_ivc of textToSpeech.*, audioEffects.getCatalog and
// audioIsolation.list / delete, through the pinned SDK.
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let baseUrl: string;
const samantha = PREMADE_VOICES[0]!.voiceId;
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ElevenLabsError);
const bytesOf = async (stream: ReadableStream<Uint8Array>) => (await new Response(stream).arrayBuffer()).byteLength;
const keyWith = async (permissions: "text_to_speech" | "voices_read") =>
  new ElevenLabsClient({
    apiKey: (await createApiKey(t.database.db, ownerPrincipal(alice), { name: permissions, permissions: [permissions] }, alice.userId, { ip: null, userAgent: null, httpMethod: "POST", httpPath: "/v1/user/create-api-key" })).key,
    baseUrl,
    maxRetries: 0,
  });

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Options");
  // A trained professional voice of Alice's, spoken on the embedded engines.
  await t.database.db.execute(sql`insert into voice (id, workspace_id, created_by, name, category, language, method, rendering, created_at)
    values ('proVoice1', ${alice.workspaceId}, ${alice.userId}, 'Pro Narrator', 'professional', 'en', 'approximation', ${JSON.stringify({ kind: "embedded", baseVoiceId: samantha })}::jsonb, now())`);
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
});
afterAll(() => t.close());

describe("text to speech options no engine here applies", () => {
  it("audio_effects is refused with 400 naming it, and nothing is kept", async () => {
    const refused = await failure(sdk.textToSpeech.convert(samantha, { text: "Echo, echo.", audioEffects: { environment: { environmentId: "cathedral" } } as never }));
    expect(refused).toMatchObject({ statusCode: 400, body: { detail: { status: "unsupported_option" } } });
    expect(JSON.stringify(refused!.body)).toContain("audio_effects");
    expect((await sdk.history.list()).history).toHaveLength(0);
  });

  it("use_pvc_as_ivc is accepted for a voice that is not professional and refused (400 naming it) for a professional one", async () => {
    expect(await bytesOf(await sdk.textToSpeech.convert(samantha, { text: "Plain voice.", usePvcAsIvc: true }))).toBeGreaterThan(1000);
    expect(await bytesOf(await sdk.textToSpeech.convert("proVoice1", { text: "Trained voice.", usePvcAsIvc: false }))).toBeGreaterThan(1000);
    const refused = await failure(sdk.textToSpeech.stream("proVoice1", { text: "Trained voice.", usePvcAsIvc: true }));
    expect(refused).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(refused!.body)).toContain("use_pvc_as_ivc");
  });

  it("another workspace's professional voice stays 404, whatever the options", async () => {
    const bob = await t.signUp("Bob Options");
    const bobSdk = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl, maxRetries: 0 });
    expect(await failure(bobSdk.textToSpeech.convert("proVoice1", { text: "Hi.", usePvcAsIvc: true }))).toMatchObject({ statusCode: 404 });
  });
});

describe("audioEffects.getCatalog", () => {
  it("lists no effect (none is applied here) and needs text_to_speech", async () => {
    expect(await sdk.audioEffects.getCatalog()).toEqual({ filterPresets: [], environments: [], backgroundNoises: [] });
    expect(await failure((await keyWith("voices_read")).audioEffects.getCatalog())).toMatchObject({ statusCode: 403 });
  });
});

describe("audioIsolation.list and delete", () => {
  it("list no past isolation (none is kept), delete answers 404, and both need audio_isolation", async () => {
    expect(await sdk.audioIsolation.list({ pageSize: 10, page: 1, search: "interview" })).toEqual({ items: [], hasMore: false });
    expect(await failure(sdk.audioIsolation.delete("someItem1"))).toMatchObject({ statusCode: 404, body: { detail: { status: "history_item_not_found" } } });
    const bad = await failure(sdk.audioIsolation.list({ pageSize: 0 }));
    expect(bad).toMatchObject({ statusCode: 422 });
    expect(JSON.stringify(bad!.body)).toContain("page_size");
    const ttsOnly = await keyWith("text_to_speech");
    expect(await failure(ttsOnly.audioIsolation.list())).toMatchObject({ statusCode: 403 });
    expect(await failure(ttsOnly.audioIsolation.delete("someItem1"))).toMatchObject({ statusCode: 403 });
  });
});
