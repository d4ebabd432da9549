import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

/**
 * The official SDK's serviceAccounts and serviceAccounts.apiKeys clients, unchanged except for
 * the base URL. The admin's client holds a key given service_account_write by name (a default key
 * lacks it), made through the API by the admin's session.
 */
let t: TestApp;
let admin: TestUser;
let baseUrl: string;
let client: ElevenLabsClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp("Sdk Admin");
  await t.proveMailboxAccess(admin.userId);
  const res = await t.request("/v1/user/create-api-key", {
    method: "POST",
    headers: { cookie: admin.cookie, "content-type": "application/json" },
    body: JSON.stringify({ name: "sdk admin", permissions: ["service_account_write", "workspace_read", "text_to_speech", "speech_history_read", "voices_read"] }),
  });
  expect(res.status).toBe(200);
  const { api_key } = (await res.json()) as { api_key: string };
  baseUrl = await t.listen();
  client = new ElevenLabsClient({ apiKey: api_key, baseUrl, maxRetries: 0 });
});
afterAll(() => t?.close());

describe("client.serviceAccounts against Vocable", () => {
  let accountId: string;
  let keyId: string;
  let serviceKey: string;

  it("create and list", async () => {
    const created = await client.serviceAccounts.create({ name: "Batch jobs" });
    accountId = created.serviceAccountUserId;
    expect(accountId).toBeTruthy();
    const { serviceAccounts } = await client.serviceAccounts.list();
    expect(serviceAccounts).toEqual([expect.objectContaining({ serviceAccountUserId: accountId, name: "Batch jobs", apiKeys: [] })]);
    expect(serviceAccounts[0].createdAtUnix).toBeGreaterThan(0);
  });

  it("apiKeys.create and apiKeys.list", async () => {
    const created = await client.serviceAccounts.apiKeys.create(accountId, { name: "speech", permissions: ["text_to_speech"], characterLimit: 1000 });
    expect(created.xiApiKey).toMatch(/^sk_/);
    keyId = created.keyId;
    serviceKey = created.xiApiKey;
    const { apiKeys } = await client.serviceAccounts.apiKeys.list(accountId);
    expect(apiKeys).toEqual([
      expect.objectContaining({ keyId, name: "speech", serviceAccountUserId: accountId, permissions: ["text_to_speech"], characterLimit: 1000, characterCount: 0, isDisabled: false }),
    ]);
    // Never the whole hash (the key's lookup value), to any caller: its first characters tell keys apart.
    expect(apiKeys[0].hashedXiApiKey).toMatch(/^[0-9a-f]{8}…$/);
    const { serviceAccounts } = await client.serviceAccounts.list();
    expect(serviceAccounts[0].apiKeys.map((k) => k.keyId)).toEqual([keyId]);
  });

  it("the key speaks through the SDK but cannot read the history", async () => {
    const service = new ElevenLabsClient({ apiKey: serviceKey, baseUrl, maxRetries: 0 });
    const { voices } = await client.voices.getAll();
    const audio = await service.textToSpeech.convert(voices[0].voiceId, { text: "Hi.", outputFormat: "pcm_16000" });
    expect((await new Response(audio).arrayBuffer()).byteLength).toBeGreaterThan(0);
    await expect(service.history.list()).rejects.toMatchObject({ statusCode: 403 });
    const [key] = (await client.serviceAccounts.apiKeys.list(accountId)).apiKeys;
    expect(key.characterCount).toBe(3);
  });

  it("apiKeys.update renames, re-scopes, clears the limit and disables", async () => {
    await client.serviceAccounts.apiKeys.update(accountId, keyId, { name: "renamed", permissions: ["text_to_speech", "voices_read"], characterLimit: "clear", isEnabled: false });
    const [key] = (await client.serviceAccounts.apiKeys.list(accountId)).apiKeys;
    expect(key).toMatchObject({ name: "renamed", permissions: ["text_to_speech", "voices_read"], isDisabled: true });
    expect(key.characterLimit).toBeUndefined();
    const service = new ElevenLabsClient({ apiKey: serviceKey, baseUrl, maxRetries: 0 });
    await expect(service.voices.getAll()).rejects.toMatchObject({ statusCode: 401 });
    await client.serviceAccounts.apiKeys.update(accountId, keyId, { isEnabled: true });
    expect((await service.voices.getAll()).voices.length).toBeGreaterThan(0);
  });

  it("apiKeys.delete", async () => {
    await client.serviceAccounts.apiKeys.delete(accountId, keyId);
    expect((await client.serviceAccounts.apiKeys.list(accountId)).apiKeys).toEqual([]);
    const service = new ElevenLabsClient({ apiKey: serviceKey, baseUrl, maxRetries: 0 });
    await expect(service.voices.getAll()).rejects.toMatchObject({ statusCode: 401 });
    await expect(client.serviceAccounts.apiKeys.delete(accountId, keyId)).rejects.toMatchObject({ statusCode: 404 });
  });
});
