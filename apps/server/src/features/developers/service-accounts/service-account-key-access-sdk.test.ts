import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";

// allowed_ips, third_party_disable_allowed and the per-key concurrency limits of
// serviceAccounts.apiKeys.create / update, and workspaces.apiKeys.disable, through the pinned SDK.
let t: TestApp;
let admin: TestUser;
let other: TestUser;
let sdk: ElevenLabsClient;
let baseUrl: string;
let serviceAccount: string;

const audit = { ip: null, userAgent: null, httpMethod: "POST", httpPath: "/v1/user/create-api-key" };
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ElevenLabsError);
const client = (apiKey: string) => new ElevenLabsClient({ apiKey, baseUrl, maxRetries: 0 });
const keyOf = async (keyId: string) => (await sdk.serviceAccounts.apiKeys.list(serviceAccount)).apiKeys.find((k) => k.keyId === keyId)!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp("Ada Admin");
  other = await t.signUp("Olga Other");
  const { key } = await createApiKey(t.database.db, ownerPrincipal(admin), { name: "automation", permissions: ["service_account_write", "workspace_read", "voices_read"] }, admin.userId, audit);
  baseUrl = await t.listen();
  sdk = client(key);
  serviceAccount = (await sdk.serviceAccounts.create({ name: "CI" })).serviceAccountUserId;
});
afterAll(() => t.close());

describe("allowed_ips", () => {
  it("are kept normalized and let the key in from an address inside them", async () => {
    const created = await sdk.serviceAccounts.apiKeys.create(serviceAccount, { name: "local", permissions: ["voices_read"], allowedIps: ["127.0.0.1/8", "::1", "2001:db8::7/64"] });
    expect(await keyOf(created.keyId)).toMatchObject({ allowedIps: ["127.0.0.0/8", "::1/128", "2001:db8::/64"], thirdPartyDisableAllowed: true });
    expect((await client(created.xiApiKey).voices.getAll()).voices.length).toBeGreaterThan(0);
  });

  it("refuse a request from elsewhere with 403 ip_not_allowed, until the list is cleared", async () => {
    const created = await sdk.serviceAccounts.apiKeys.create(serviceAccount, { name: "office", permissions: ["voices_read"], allowedIps: ["192.0.2.0/24"] });
    const refused = await failure(client(created.xiApiKey).voices.getAll());
    expect(refused).toMatchObject({ statusCode: 403, body: { detail: { status: "ip_not_allowed" } } });
    expect(JSON.stringify(refused!.body)).toMatch(/allowed_ips.*127\.0\.0\.1/);
    await sdk.serviceAccounts.apiKeys.update(serviceAccount, created.keyId, { allowedIps: "clear" });
    expect((await keyOf(created.keyId)).allowedIps).toBeUndefined();
    expect((await client(created.xiApiKey).voices.getAll()).voices.length).toBeGreaterThan(0);
    // "no_update" leaves the list; a new list replaces it.
    await sdk.serviceAccounts.apiKeys.update(serviceAccount, created.keyId, { allowedIps: ["198.51.100.9"] });
    await sdk.serviceAccounts.apiKeys.update(serviceAccount, created.keyId, { allowedIps: "no_update", name: "office 2" });
    expect(await keyOf(created.keyId)).toMatchObject({ name: "office 2", allowedIps: ["198.51.100.9/32"] });
    expect(await failure(client(created.xiApiKey).voices.getAll())).toMatchObject({ statusCode: 403 });
  });

  it("refuse what is not an address or range (422 naming allowed_ips), and per-key concurrency limits (400 naming them)", async () => {
    const bad = await failure(sdk.serviceAccounts.apiKeys.create(serviceAccount, { name: "bad", permissions: ["voices_read"], allowedIps: ["10.0.0.300"] }));
    expect(bad).toMatchObject({ statusCode: 422 });
    expect(JSON.stringify(bad!.body)).toMatch(/allowed_ips.*is not an IP address or a CIDR range/);
    const limit = await failure(sdk.serviceAccounts.apiKeys.create(serviceAccount, { name: "limited", permissions: ["voices_read"], ttsConcurrencyLimit: 2 }));
    expect(limit).toMatchObject({ statusCode: 400, body: { detail: { status: "unsupported_option" } } });
    expect(JSON.stringify(limit!.body)).toContain("tts_concurrency_limit");
    const created = await sdk.serviceAccounts.apiKeys.create(serviceAccount, { name: "plain", permissions: ["voices_read"] });
    const music = await failure(sdk.serviceAccounts.apiKeys.update(serviceAccount, created.keyId, { musicConcurrencyLimit: 1 }));
    expect(JSON.stringify(music!.body)).toContain("music_concurrency_limit");
    await sdk.serviceAccounts.apiKeys.update(serviceAccount, created.keyId, { ttsConcurrencyLimit: "clear", dubbingConcurrencyLimit: "no_update" });
  });

  it("are another workspace's business: its service account is 404, a key without service_account_write 403", async () => {
    const foreign = client(other.apiKey);
    expect(await failure(foreign.serviceAccounts.apiKeys.create(serviceAccount, { name: "x", permissions: ["voices_read"], allowedIps: ["127.0.0.1"] }))).toMatchObject({ statusCode: 403 });
    const { key } = await createApiKey(t.database.db, ownerPrincipal(other), { name: "sa", permissions: ["service_account_write"] }, other.userId, audit);
    expect(await failure(client(key).serviceAccounts.apiKeys.create(serviceAccount, { name: "x", permissions: ["voices_read"], allowedIps: ["127.0.0.1"] }))).toMatchObject({ statusCode: 404 });
  });
});

describe("workspaces.apiKeys.disable", () => {
  it("disables the key it is sent with, which an admin can enable again", async () => {
    const created = await sdk.serviceAccounts.apiKeys.create(serviceAccount, { name: "leaked", permissions: ["voices_read"] });
    const holder = client(created.xiApiKey);
    await holder.workspaces.apiKeys.disable({ apiKeyName: "self" });
    expect(await failure(holder.voices.getAll())).toMatchObject({ statusCode: 401 });
    expect(await keyOf(created.keyId)).toMatchObject({ isDisabled: true, disableReason: "self_disabled" });
    await sdk.serviceAccounts.apiKeys.update(serviceAccount, created.keyId, { isEnabled: true });
    const enabled = await keyOf(created.keyId);
    expect([enabled.isDisabled, enabled.disableReason]).toEqual([false, undefined]);
    expect((await holder.voices.getAll()).voices.length).toBeGreaterThan(0);
  });

  it("is refused for a key made with third_party_disable_allowed off (403), without api_key_name=self (400), and without a key (401)", async () => {
    const kept = await sdk.serviceAccounts.apiKeys.create(serviceAccount, { name: "kept", permissions: ["voices_read"], thirdPartyDisableAllowed: false });
    expect((await keyOf(kept.keyId)).thirdPartyDisableAllowed).toBe(false);
    expect(await failure(client(kept.xiApiKey).workspaces.apiKeys.disable({ apiKeyName: "self" }))).toMatchObject({ statusCode: 403 });
    expect((await keyOf(kept.keyId)).isDisabled).toBe(false);
    const named = await failure(client(kept.xiApiKey).workspaces.apiKeys.disable({ apiKeyName: "kept" }));
    expect(named).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(named!.body)).toContain("api_key_name");
    await sdk.serviceAccounts.apiKeys.update(serviceAccount, kept.keyId, { thirdPartyDisableAllowed: "clear" });
    expect((await keyOf(kept.keyId)).thirdPartyDisableAllowed).toBe(true);
    const res = await t.request("/v1/workspaces/api-keys/disable?api_key_name=self", { method: "POST", headers: { cookie: admin.cookie, origin: "http://localhost:8080" } });
    expect(res.status).toBe(401);
  });

  it("follows the workspace's policy (workspace.setThirdPartyDisablingPolicy) over each key's setting, until it is cleared", async () => {
    const { key } = await createApiKey(t.database.db, ownerPrincipal(admin), { name: "settings", permissions: ["workspace_write", "voices_read"] }, admin.userId, audit);
    const settings = client(key);
    const open = await sdk.serviceAccounts.apiKeys.create(serviceAccount, { name: "open", permissions: ["voices_read"], thirdPartyDisableAllowed: true });
    const closed = await sdk.serviceAccounts.apiKeys.create(serviceAccount, { name: "closed", permissions: ["voices_read"], thirdPartyDisableAllowed: false });
    await settings.workspace.setThirdPartyDisablingPolicy({ thirdPartyDisableAllowed: false });
    const refused = await failure(client(open.xiApiKey).workspaces.apiKeys.disable({ apiKeyName: "self" }));
    expect(refused).toMatchObject({ statusCode: 403 });
    expect(JSON.stringify(refused!.body)).toContain("The workspace does not let API keys be disabled");
    await settings.workspace.setThirdPartyDisablingPolicy({ thirdPartyDisableAllowed: true });
    await client(closed.xiApiKey).workspaces.apiKeys.disable({ apiKeyName: "self" });
    expect((await keyOf(closed.keyId)).isDisabled).toBe(true);
    await settings.workspace.setThirdPartyDisablingPolicy({});
    await sdk.serviceAccounts.apiKeys.update(serviceAccount, closed.keyId, { isEnabled: true });
    expect(await failure(client(closed.xiApiKey).workspaces.apiKeys.disable({ apiKeyName: "self" }))).toMatchObject({ statusCode: 403 });
    // Admins only: a key without workspace_write is refused.
    expect(await failure(sdk.workspace.setThirdPartyDisablingPolicy({ thirdPartyDisableAllowed: true }))).toMatchObject({ statusCode: 403 });
    const bad = await t.request("/v1/workspaces/api-keys/third-party-disabling", { method: "POST", headers: { "xi-api-key": key, "content-type": "application/json" }, body: JSON.stringify({ third_party_disable_allowed: "sometimes" }) });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("third_party_disable_allowed");
  });
});
