import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";

// The admin has not proved access to the mailbox in this test: an API key must not need it.
let t: TestApp;
let admin: TestUser;
let sdk: ElevenLabsClient;
let baseUrl: string;

const audit = { ip: null, userAgent: null, httpMethod: "POST", httpPath: "/v1/user/create-api-key" };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp("Ada Admin");
  // A key given service_account_write by name (made as POST /v1/user/create-api-key would, after its own proof).
  const { key } = await createApiKey(t.database.db, ownerPrincipal(admin), { name: "automation", permissions: ["service_account_write", "workspace_read", "text_to_speech"] }, admin.userId, audit);
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: key, baseUrl, maxRetries: 0 });
});
afterAll(() => t.close());

describe("serviceAccounts.apiKeys.create with an admin's API key", () => {
  it("makes the key at once, with no mailed link to confirm", async () => {
    const { serviceAccountUserId } = await sdk.serviceAccounts.create({ name: "CI" });
    const created = await sdk.serviceAccounts.apiKeys.create(serviceAccountUserId, { name: "deploys", permissions: ["text_to_speech"] });
    expect(created.xiApiKey).toMatch(/^sk_/);
    const keys = await sdk.serviceAccounts.apiKeys.list(serviceAccountUserId);
    expect(keys.apiKeys.map((k) => k.keyId)).toEqual([created.keyId]);
    // The new key works, and holds no more than asked.
    const saSdk = new ElevenLabsClient({ apiKey: created.xiApiKey, baseUrl, maxRetries: 0 });
    expect((await saSdk.voices.getAll().catch((e: unknown) => e as ElevenLabsError)) as ElevenLabsError).toMatchObject({ statusCode: 403 });
  });

  it("still asks a cookie session for a fresh proof of the mailbox", async () => {
    const { serviceAccountUserId } = await sdk.serviceAccounts.create({ name: "Nightly" });
    const res = await t.request(`/v1/service-accounts/${serviceAccountUserId}/api-keys`, {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: "from the browser", permissions: "all" }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { detail: { status: string } }).detail.status).toBe("sensitive_action_verification_required");
  });
});
