import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import type { TierId } from "@vocable/domain";
import { PREMADE_VOICES } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "#testing/account-flows";
import { spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { applyOperatorPlan } from "#features/operators/instance-admin/use-cases/set-workspace-plan";

// Issue 24 §1: what the plan cards promise is what the API does. One capability table per tier
// (domain billing/plan-capabilities.ts) drives the subscription fields and every check here; each
// refusal is a 403 in the ElevenLabs error shape naming the first plan that has it. Plans are set
// as an operator sets them (PUT /v1/admin/workspaces/{id}/plan's use case).

let t: TestApp;
let base: string;
let sample: Uint8Array;
const VOICE = PREMADE_VOICES[0]!.voiceId;
const TEXT = "The quick brown fox jumps over the lazy dog. A journey of a thousand miles begins with a single step.";

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
  sample = (await spokenWav(t.deps.speech, TEXT, "Richard")).wav;
});
afterAll(() => t.close());

/** A new account on `tier`, with an SDK client of its API key. */
async function accountOn(name: string, tier: TierId): Promise<{ user: TestUser; sdk: ElevenLabsClient }> {
  const user = await t.signUp(name);
  if (tier !== "free") await applyOperatorPlan(t.deps.db, user.workspaceId, { tier, max_seats: null });
  return { user, sdk: new ElevenLabsClient({ apiKey: user.apiKey, baseUrl: base, maxRetries: 0 }) };
}

/** The status and `detail` of a refused SDK call. */
async function refusal(call: Promise<unknown>): Promise<{ status: number | undefined; detail: { status: string; message: string } }> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ElevenLabsError);
  const { statusCode, body } = err as ElevenLabsError;
  return { status: statusCode, detail: (body as { detail: { status: string; message: string } }).detail };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<number> {
  return (await new Response(stream).arrayBuffer()).byteLength;
}

const clone = (sdk: ElevenLabsClient, name: string) => sdk.voices.ivc.create({ name, files: [new Blob([new Uint8Array(sample)])] });
const speak = async (sdk: ElevenLabsClient, outputFormat: "mp3_44100_128" | "mp3_44100_192" | "pcm_44100") =>
  readAll(await sdk.textToSpeech.convert(VOICE, { text: "Hello there.", outputFormat }));

describe("the subscription fields read the table", () => {
  it.each<[TierId, boolean, boolean]>([
    ["free", false, false],
    ["starter", true, false],
    ["creator", true, true],
  ])("%s: can_use_instant_voice_cloning %s, can_use_professional_voice_cloning %s", async (tier, instant, professional) => {
    const { sdk } = await accountOn(`Fields ${tier}`, tier);
    const subscription = await sdk.user.subscription.get();
    expect(subscription).toMatchObject({ tier, canUseInstantVoiceCloning: instant, canUseProfessionalVoiceCloning: professional });
    expect((await sdk.user.get()).subscription).toMatchObject({ canUseInstantVoiceCloning: instant, canUseProfessionalVoiceCloning: professional });
  });
});

describe("instant voice cloning starts with Starter", () => {
  it("refuses a Free workspace's clone, and keeps nothing", async () => {
    const { sdk } = await accountOn("Free Cloner", "free");
    expect(await refusal(clone(sdk, "Not mine"))).toEqual({
      status: 403,
      detail: {
        status: "can_not_use_instant_voice_cloning",
        message: "Instant voice cloning is not included in the Free plan: it needs the Starter plan or above. Upgrade your subscription to use it.",
      },
    });
    expect((await sdk.voices.search({ voiceType: "personal" })).voices).toEqual([]);
    expect((await sdk.user.subscription.get()).voiceSlotsUsed).toBe(0);
  });

  it("clones on a Starter workspace", async () => {
    const { sdk } = await accountOn("Starter Cloner", "starter");
    const { voiceId } = await clone(sdk, "Mine");
    expect((await sdk.voices.get(voiceId)).category).toBe("cloned");
  });
});

describe("professional voice cloning starts with Creator", () => {
  it("refuses a Starter workspace's professional voice", async () => {
    const { sdk } = await accountOn("Starter Pro Cloner", "starter");
    const { status, detail } = await refusal(sdk.voices.pvc.create({ name: "Nope", language: "en" }));
    expect(status).toBe(403);
    expect(detail.status).toBe("can_not_use_professional_voice_cloning");
    expect(detail.message).toContain("it needs the Creator plan or above");
  });

  it("creates one on a Creator workspace", async () => {
    const { sdk } = await accountOn("Creator Pro Cloner", "creator");
    expect((await sdk.voices.pvc.create({ name: "Mine", language: "en" })).voiceId).toMatch(/^[A-Za-z0-9]{20}$/);
  });
});

describe("output quality by plan: 192 kbps from Creator, 44.1 kHz PCM from Pro (spec §9)", () => {
  it("gives a Free workspace 128 kbps and refuses mp3_44100_192 and pcm_44100 without charging", async () => {
    const { sdk } = await accountOn("Free Listener", "free");
    expect(await speak(sdk, "mp3_44100_128")).toBeGreaterThan(0);
    const used = (await sdk.user.subscription.get()).characterCount;
    expect(await refusal(speak(sdk, "mp3_44100_192"))).toEqual({
      status: 403,
      detail: {
        status: "subscription_required",
        message: "The output format mp3_44100_192 is not included in the Free plan: it needs the Creator plan or above. Upgrade your subscription to use it.",
      },
    });
    const pcm = await refusal(speak(sdk, "pcm_44100"));
    expect(pcm.status).toBe(403);
    expect(pcm.detail.message).toContain("it needs the Pro plan or above");
    expect((await sdk.user.subscription.get()).characterCount).toBe(used);
  });

  it("gives a Creator workspace mp3_44100_192 but not pcm_44100", async () => {
    const { sdk } = await accountOn("Creator Listener", "creator");
    expect(await speak(sdk, "mp3_44100_192")).toBeGreaterThan(0);
    const pcm = await refusal(speak(sdk, "pcm_44100"));
    expect(pcm).toMatchObject({ status: 403, detail: { status: "subscription_required" } });
    expect(pcm.detail.message).toContain("not included in the Creator plan: it needs the Pro plan or above");
  });

  it("gives a Pro workspace pcm_44100", async () => {
    const { sdk } = await accountOn("Pro Listener", "pro");
    // 16-bit samples at 44.1 kHz: an even byte count, and more than a tenth of a second of them.
    const bytes = await speak(sdk, "pcm_44100");
    expect(bytes % 2).toBe(0);
    expect(bytes).toBeGreaterThan(44_100 * 2 * 0.1);
  });

  it("makes a Free workspace's voice design previews at 128 kbps when no format is asked, and refuses 192 kbps asked for", async () => {
    const { sdk } = await accountOn("Free Designer", "free");
    const description = "A calm older man with a deep, slow voice";
    const design = await sdk.textToVoice.design({ voiceDescription: description, seed: 3, autoGenerateText: true });
    expect(design.previews).toHaveLength(3);
    // 128 kbps is 16,000 bytes a second; 192 kbps would be 24,000.
    for (const preview of design.previews) expect(Buffer.from(preview.audioBase64, "base64").length / preview.durationSecs).toBeLessThan(20_000);
    const refused = await refusal(sdk.textToVoice.design({ voiceDescription: description, seed: 3, autoGenerateText: true, outputFormat: "mp3_44100_192" }));
    expect(refused).toMatchObject({ status: 403, detail: { status: "subscription_required" } });
  });
});

describe("usage-based billing starts with Creator", () => {
  it("refuses a Starter workspace's character limit extension naming Creator, and lets a Creator workspace extend", async () => {
    const extend = (user: TestUser) => postJson(t, "/v1/user/edit", { allowed_to_extend_character_limit: true }, user.cookie);
    const starter = await accountOn("Starter Extender", "starter");
    const refused = await extend(starter.user);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toEqual({
      status: "subscription_required",
      message: "Usage-based billing for extra characters is not included in the Starter plan: it needs the Creator plan or above. Upgrade your subscription to use it.",
    });
    const creator = await accountOn("Creator Extender", "creator");
    expect((await extend(creator.user)).status).toBe(200);
    expect(await creator.sdk.user.subscription.get()).toMatchObject({ canExtendCharacterLimit: true, allowedToExtendCharacterLimit: true });
  });
});
