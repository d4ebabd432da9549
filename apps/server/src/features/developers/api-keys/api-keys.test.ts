import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
  // Creating keys needs a fresh proof of the mailbox (the account tests follow the e-mail itself).
  await t.proveMailboxAccess(alice.userId);
  await t.proveMailboxAccess(bob.userId);
});
afterAll(() => t.close());

/** Managing keys takes a session (or a key given create_user_api_key): `who` is a user's cookie or a key. */
const creds = (who: TestUser | string): Record<string, string> => (typeof who === "string" ? { "xi-api-key": who } : { cookie: who.cookie });
const post = (path: string, who: TestUser | string, body: unknown) =>
  t.request(path, { method: "POST", headers: { ...creds(who), "content-type": "application/json" }, body: JSON.stringify(body) });
const listKeys = async (who: TestUser | string) =>
  (await (await t.request("/v1/user/api-keys", { headers: creds(who) })).json()).api_keys as { key_id: string; name: string; permissions: string[]; character_limit: number | null; character_count: number; is_disabled: boolean }[];

describe("API keys", () => {
  it("shows a new key once, then only its hint", async () => {
    const res = await post("/v1/user/create-api-key", alice, { name: "CI" });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created.api_key).toMatch(/^sk_[0-9a-f]{48}$/);
    expect(created.hint).toBe(`${created.api_key.slice(0, 7)}...${created.api_key.slice(-4)}`);

    const list = await (await t.request("/v1/user/api-keys", { headers: { "xi-api-key": alice.apiKey } })).json();
    const names = list.api_keys.map((k: { name: string }) => k.name);
    expect(names).toEqual(expect.arrayContaining(["CI", "tests"]));
    expect(JSON.stringify(list)).not.toContain(created.api_key);

    const me = await t.request("/v1/user", { headers: { "xi-api-key": created.api_key } });
    expect(me.status).toBe(200);
    await expect
      .poll(async () => {
        const keys = (await (await t.request("/v1/user/api-keys", { headers: { "xi-api-key": alice.apiKey } })).json()).api_keys;
        return keys.find((k: { key_id: string }) => k.key_id === created.key_id).last_used_unix;
      })
      .toBeGreaterThan(Date.now() / 1000 - 60);
  });

  it("stores keys hashed, never in clear", async () => {
    const created = await (await post("/v1/user/create-api-key", alice, { name: "hash check" })).json();
    const rows = await t.database.db.query.apiKey.findMany();
    expect(rows.some((r) => r.keyHash.includes(created.api_key) || r.hint === created.api_key)).toBe(false);
    expect(rows.find((r) => r.id === created.key_id)!.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("renames and deletes a key; a deleted key no longer works", async () => {
    const created = await (await post("/v1/user/create-api-key", alice, { name: "temp" })).json();
    expect((await post("/v1/user/edit-api-key", alice, { key_id: created.key_id, name: "renamed" })).status).toBe(200);
    const list = await (await t.request("/v1/user/api-keys", { headers: { "xi-api-key": alice.apiKey } })).json();
    expect(list.api_keys.find((k: { key_id: string }) => k.key_id === created.key_id).name).toBe("renamed");

    const del = await t.request("/v1/user/delete-api-key", {
      method: "DELETE",
      headers: { cookie: alice.cookie, "content-type": "application/json" },
      body: JSON.stringify({ key_id: created.key_id }),
    });
    expect(del.status).toBe(200);
    expect((await t.request("/v1/user", { headers: { "xi-api-key": created.api_key } })).status).toBe(401);
  });

  it("accepts key_id in the query for DELETE", async () => {
    const created = await (await post("/v1/user/create-api-key", alice, { name: "query delete" })).json();
    const del = await t.request(`/v1/user/delete-api-key?key_id=${created.key_id}`, { method: "DELETE", headers: { cookie: alice.cookie } });
    expect(del.status).toBe(200);
  });

  it("treats another user's key as not found", async () => {
    const bobsKey = await (await post("/v1/user/create-api-key", bob, { name: "bob's" })).json();
    const rename = await post("/v1/user/edit-api-key", alice, { key_id: bobsKey.key_id, name: "stolen" });
    expect(rename.status).toBe(404);
    expect((await rename.json()).detail.status).toBe("api_key_not_found");
    const del = await t.request(`/v1/user/delete-api-key?key_id=${bobsKey.key_id}`, { method: "DELETE", headers: { cookie: alice.cookie } });
    expect(del.status).toBe(404);
    expect((await t.request("/v1/user", { headers: { "xi-api-key": bobsKey.api_key } })).status).toBe(200);
  });

  it("rejects an empty name with 422 and a malformed body with 400", async () => {
    const empty = await post("/v1/user/create-api-key", alice, { name: "   " });
    expect(empty.status).toBe(422);
    expect((await empty.json()).detail[0].loc).toEqual(["body", "name"]);
    const malformed = await t.request("/v1/user/create-api-key", {
      method: "POST",
      headers: { cookie: alice.cookie, "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).detail.status).toBe("invalid_json");
  });

  it("a leaked default key cannot mint keys, and the keys a key made die with it", async () => {
    // The key every test user has was made with the default set: no create_user_api_key.
    const minted = await post("/v1/user/create-api-key", alice.apiKey, { name: "attacker's" });
    expect(minted.status).toBe(403);
    expect((await minted.json()).detail.message).toContain("create_user_api_key");
    expect((await listKeys(alice)).map((k) => k.name)).not.toContain("attacker's");
    expect((await listKeys(alice)).find((k) => k.name === "tests")!.permissions).not.toContain("create_user_api_key");

    // A key given create_user_api_key by name may mint, but no more than it has, and its keys go when it goes.
    const minter = await (await post("/v1/user/create-api-key", alice, { name: "minter", permissions: ["create_user_api_key", "text_to_speech", "user_read"] })).json();
    const stronger = await post("/v1/user/create-api-key", minter.api_key, { name: "stronger", permissions: ["speech_history_read"] });
    expect(stronger.status).toBe(403);
    const child = await (await post("/v1/user/create-api-key", minter.api_key, { name: "child" })).json();
    expect(child.permissions).toEqual(["text_to_speech", "user_read"]);
    expect((await t.request("/v1/user", { headers: { "xi-api-key": child.api_key } })).status).toBe(200);
    const del = await t.request(`/v1/user/delete-api-key?key_id=${minter.key_id}`, { method: "DELETE", headers: { cookie: alice.cookie } });
    expect(del.status).toBe(200);
    expect((await t.request("/v1/user", { headers: { "xi-api-key": child.api_key } })).status).toBe(401);
    expect((await listKeys(alice)).map((k) => k.key_id)).not.toContain(child.key_id);
  });

  it("a key limited to text_to_speech speaks but gets 403 on history, and editing its scope applies at once", async () => {
    const key = await (await post("/v1/user/create-api-key", alice, { name: "tts only", permissions: ["text_to_speech"] })).json();
    expect(key.permissions).toEqual(["text_to_speech"]);
    const history = await t.request("/v1/history", { headers: { "xi-api-key": key.api_key } });
    expect(history.status).toBe(403);
    expect(await history.json()).toEqual({ detail: { status: "missing_permissions", message: "The API key does not have the permission speech_history_read." } });
    expect((await t.request("/v1/models", { headers: { "xi-api-key": key.api_key } })).status).toBe(403);
    expect((await post("/v1/user/edit-api-key", alice, { key_id: key.key_id, permissions: ["text_to_speech", "speech_history_read"] })).status).toBe(200);
    expect((await t.request("/v1/history", { headers: { "xi-api-key": key.api_key } })).status).toBe(200);
    expect((await post("/v1/user/edit-api-key", alice, { key_id: key.key_id, is_enabled: false })).status).toBe(200);
    const disabled = await t.request("/v1/history", { headers: { "xi-api-key": key.api_key } });
    expect(disabled.status).toBe(401);
    expect((await disabled.json()).detail.message).toBe("This API key is disabled.");
    expect((await listKeys(alice)).find((k) => k.key_id === key.key_id)!.is_disabled).toBe(true);
  });

  it("a key's character limit holds under concurrent requests and can be lifted", async () => {
    const key = await (await post("/v1/user/create-api-key", alice, { name: "limited", permissions: ["text_to_speech"], character_limit: 30 })).json();
    const voices = (await (await t.request("/v1/voices", { headers: { cookie: alice.cookie } })).json()).voices as { voice_id: string }[];
    const speak = (text: string) =>
      t.request(`/v1/text-to-speech/${voices[0].voice_id}?output_format=pcm_16000`, {
        method: "POST",
        headers: { "xi-api-key": key.api_key, "content-type": "application/json" },
        body: JSON.stringify({ text }),
      });
    // Three requests of 12 characters at once against a limit of 30: exactly two pass.
    const answers = await Promise.all([speak("Hello there."), speak("Hello again."), speak("Hello world.")]);
    for (const a of answers) await a.arrayBuffer().catch(() => undefined);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 401]);
    const fits = await speak("Hi.");
    expect(fits.status).toBe(200);
    await fits.arrayBuffer();
    const over = await speak("Too long now.");
    expect(over.status).toBe(401);
    expect((await over.json()).detail.status).toBe("api_key_character_limit_exceeded");
    expect((await listKeys(alice)).find((k) => k.key_id === key.key_id)!.character_count).toBe(27);
    // Lifting the limit lets it go on.
    expect((await post("/v1/user/edit-api-key", alice, { key_id: key.key_id, character_limit: null })).status).toBe(200);
    const lifted = await speak("Too long now.");
    expect(lifted.status).toBe(200);
    await lifted.arrayBuffer();
  });

  it("refuses a state-changing cookie request from another site, whatever the route", async () => {
    const headers = { cookie: alice.cookie, "content-type": "application/json" };
    const foreign = await t.request("/v1/user/create-api-key", { method: "POST", headers: { ...headers, origin: "https://evil.example" }, body: JSON.stringify({ name: "csrf" }) });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).detail.status).toBe("cross_site_request");
    const crossSite = await t.request("/v1/user/edit", { method: "POST", headers: { ...headers, "sec-fetch-site": "cross-site" }, body: JSON.stringify({ first_name: "Mallory" }) });
    expect(crossSite.status).toBe(403);
    const sameSite = await t.request("/v1/user/edit", { method: "POST", headers: { ...headers, "sec-fetch-site": "same-origin" }, body: JSON.stringify({ first_name: "Alice" }) });
    expect(sameSite.status).toBe(200);
    // Reading needs no origin, and an API key is no cookie a browser would send by itself.
    expect((await t.request("/v1/user", { headers: { cookie: alice.cookie, origin: "https://evil.example" } })).status).toBe(200);
    expect((await post("/v1/user/edit", alice.apiKey, { first_name: "Alice" })).status).toBe(200);
  });
});
