import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { SINGLE_USE_TOKEN_TTL_MS } from "@vocable/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKey, singleUseToken } from "#db/schema/index";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { hashSingleUseToken } from "./use-cases/create-single-use-token";
import { redeemSingleUseToken } from "./use-cases/redeem-single-use-token";

let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(() => t.close());

const keyWith = async (permissions: string[]) =>
  (await createApiKey(t.deps.db, ownerPrincipal({ userId: alice.userId, workspaceId: alice.workspaceId }), { name: `only ${permissions.join(",")}`, permissions: permissions as never })).key;

describe("POST /v1/single-use-token/{token_type}", () => {
  it("makes a token through the SDK, keeps only its hash, and lets it be used once within 15 minutes", async () => {
    const { token } = await sdk.tokens.singleUse.create("realtime_scribe");
    expect(token).toMatch(/^sut_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db.select().from(singleUseToken).where(eq(singleUseToken.tokenHash, hashSingleUseToken(token)));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(SINGLE_USE_TOKEN_TTL_MS - 5_000);
    expect(JSON.stringify(row)).not.toContain(token);

    // Of another kind it opens nothing, and is not used up by the try.
    await expect(redeemSingleUseToken(t.deps, token, "tts_websocket")).rejects.toMatchObject({ status: 401 });
    const principal = await redeemSingleUseToken(t.deps, token, "realtime_scribe");
    expect(principal).toMatchObject({ userId: alice.userId, workspaceId: alice.workspaceId, via: "api_key" });
    await expect(redeemSingleUseToken(t.deps, token, "realtime_scribe")).rejects.toMatchObject({ status: 401, code: "invalid_api_key" });
  });

  it("refuses an expired token, and one whose key was disabled since", async () => {
    const expired = (await sdk.tokens.singleUse.create("tts_websocket")).token;
    await expect(redeemSingleUseToken(t.deps, expired, "tts_websocket", new Date(Date.now() + SINGLE_USE_TOKEN_TTL_MS + 1000))).rejects.toMatchObject({ status: 401 });

    const key = await keyWith(["text_to_speech"]);
    const client = new ElevenLabsClient({ apiKey: key, baseUrl: await t.listen(), maxRetries: 0 });
    const token = (await client.tokens.singleUse.create("tts_websocket")).token;
    const [row] = await t.deps.db.select().from(singleUseToken).where(eq(singleUseToken.tokenHash, hashSingleUseToken(token)));
    await t.deps.db.update(apiKey).set({ isDisabled: true }).where(eq(apiKey.id, row.apiKeyId!));
    await expect(redeemSingleUseToken(t.deps, token, "tts_websocket")).rejects.toMatchObject({ status: 401 });
  });

  it("needs the permission of the kind it opens, and names only the SDK's kinds", async () => {
    const speechOnly = await keyWith(["text_to_speech"]);
    const post = (type: string, key: string) => t.request(`/v1/single-use-token/${type}`, { method: "POST", headers: { "xi-api-key": key } });
    expect((await post("tts_websocket", speechOnly)).status).toBe(200);
    const refused = await post("realtime_scribe", speechOnly);
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail.status).toBe("missing_permissions");
    const bad = await post("anything", alice.apiKey);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain("token_type");
    expect((await t.request("/v1/single-use-token/tts_websocket", { method: "POST" })).status).toBe(401);
  });
});
