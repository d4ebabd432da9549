import { eq } from "drizzle-orm";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { EngineCapabilityName } from "@vocable/contract";
import { ENGINE_CAPABILITIES } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#db/schema/index";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, ownerPrincipal, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";

const OPERATOR_EMAIL = "engines-operator@example.com";
let t: TestApp;
let operatorCookie: string;
let someone: TestUser;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: OPERATOR_EMAIL });
  someone = await t.signUp("Sam Someone");
  expect((await postSignUp(t, { name: "Olga Operator", email: OPERATOR_EMAIL, password: TEST_PASSWORD })).status).toBe(200);
  // The address is verified (the operator followed the mailed link; the account tests cover that path).
  await t.deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, OPERATOR_EMAIL));
  operatorCookie = await signIn(t, OPERATOR_EMAIL, TEST_PASSWORD);
});
afterAll(() => t?.close());

describe("the engine registry", () => {
  it("answers the speech package's capabilities in the API's names (the contract cannot import the speech package)", () => {
    expect(EngineCapabilityName.options).toEqual([...ENGINE_CAPABILITIES]);
  });

  it("finds engines by capability and language, healthy first", async () => {
    const registry = t.deps.speech.engines;
    // PocketSphinx is registered because .ci/run installs Debian's pocketsphinx packages.
    // The voice changer needs a recogniser; the procedural sound engine is always there.
    expect(registry.list().map((e) => e.id)).toEqual(["flite", "espeak-ng", "rnnoise", "silero-vad", "pocketsphinx", "procedural-sfx", "vocable-voice-changer"]);
    expect(registry.voiceChanger()?.id).toBe("vocable-voice-changer");
    expect(registry.soundGenerator()?.id).toBe("procedural-sfx");
    expect(registry.withCapability("denoising").map((e) => e.id)).toEqual(["rnnoise"]);
    expect(registry.withCapability("voice_activity").map((e) => e.id)).toEqual(["silero-vad"]);
    expect(registry.aligner()?.id).toBe("pocketsphinx");
    expect(registry.withCapability("text_to_speech").map((e) => e.id)).toEqual(["flite", "espeak-ng"]);
    expect(registry.withCapability("text_to_speech", { language: "fr" }).map((e) => e.id)).toEqual(["espeak-ng"]);
    expect(registry.withCapability("speech_recognition").map((e) => e.id)).toEqual(["pocketsphinx"]);
    expect(registry.withCapability("speech_recognition", { language: "fr" })).toEqual([]);
    expect(registry.can("voice_cloning")).toBe(false);
    expect(registry.languagesFor("text_to_speech")).toContain("en");
  });

  it("shows operators each engine with its capabilities, voices, models, health and measured speed", async () => {
    const res = await getJson(t, "/v1/engines", { cookie: operatorCookie });
    expect(res.status).toBe(200);
    const voices = await new ElevenLabsClient({ apiKey: someone.apiKey, baseUrl: await t.listen() }).voices.getAll();
    const byId = Object.fromEntries(res.body.engines.map((e: { engine_id: string }) => [e.engine_id, e]));
    for (const id of ["flite", "espeak-ng"]) {
      expect(byId[id]).toMatchObject({
        kind: "embedded",
        capabilities: ["text_to_speech", "streaming", "alignment"],
        model_ids: ["vocable_multilingual_v1", "vocable_flash_v1", "vocable_v3"],
        health: { status: "healthy", detail: null, checked_at_unix: expect.any(Number) },
      });
      // A real synthesis measured it: a positive real-time factor, far below real time on any CPU.
      expect(byId[id].health.real_time_factor).toBeGreaterThan(0);
      expect(byId[id].health.real_time_factor).toBeLessThan(5);
    }
    // The recogniser's check: a Flite voice says a sentence and PocketSphinx must hear it.
    expect(byId.pocketsphinx).toMatchObject({
      kind: "local_model",
      capabilities: ["speech_recognition", "alignment"],
      languages: ["en"],
      voice_count: 0,
      model_ids: [],
      health: { status: "healthy", detail: null },
    });
    expect(byId.pocketsphinx.health.real_time_factor).toBeGreaterThan(0);
    // The denoiser and the voice activity detector are checked on the same spoken sentence.
    expect(byId.rnnoise).toMatchObject({ kind: "embedded", capabilities: ["denoising"], health: { status: "healthy" } });
    expect(byId["silero-vad"]).toMatchObject({ kind: "local_model", capabilities: ["voice_activity"], health: { status: "healthy" } });
    expect(byId.flite.languages).toEqual(["en"]);
    expect(byId["espeak-ng"].languages.length).toBeGreaterThan(5);
    expect(byId.flite.voice_count + byId["espeak-ng"].voice_count).toBe(voices.voices.length);
  });

  it("is the operators' only: members get 403, keys get 403, nobody 401", async () => {
    const member = await getJson(t, "/v1/engines", { cookie: someone.cookie });
    expect(member.status).toBe(403);
    expect(member.body.detail.status).toBe("instance_admin_required");
    expect((await getJson(t, "/v1/engines", { apiKey: someone.apiKey })).status).toBe(403);
    expect((await t.request("/v1/engines")).status).toBe(401);
  });

  it("tells the web app who operates the server: GET /v1/user is_instance_admin", async () => {
    const operator = await getJson(t, "/v1/user", { cookie: operatorCookie });
    expect(operator.body.is_instance_admin).toBe(true);
    expect((await getJson(t, "/v1/user", { cookie: someone.cookie })).body.is_instance_admin).toBe(false);
    // The operator's own API key acts for a workspace, not for the server.
    const { key } = await createApiKey(t.deps.db, ownerPrincipal({ userId: operator.body.user_id, workspaceId: operator.body.workspace_id }), { name: "operator key" });
    const viaKey = await getJson(t, "/v1/user", { apiKey: key });
    expect(viaKey.status).toBe(200);
    expect(viaKey.body.is_instance_admin).toBe(false);
    expect((await getJson(t, "/v1/engines", { apiKey: key })).status).toBe(403);
  });
});
