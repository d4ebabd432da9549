import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../testing/test-app";

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

const post = (path: string, key: string, body: unknown) =>
  t.request(path, { method: "POST", headers: { "xi-api-key": key, "content-type": "application/json" }, body: JSON.stringify(body) });

describe("API keys", () => {
  it("shows a new key once, then only its hint", async () => {
    const res = await post("/v1/user/create-api-key", alice.apiKey, { name: "CI" });
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
    const created = await (await post("/v1/user/create-api-key", alice.apiKey, { name: "hash check" })).json();
    const rows = await t.database.db.query.apiKey.findMany();
    expect(rows.some((r) => r.keyHash.includes(created.api_key) || r.hint === created.api_key)).toBe(false);
    expect(rows.find((r) => r.id === created.key_id)!.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("renames and deletes a key; a deleted key no longer works", async () => {
    const created = await (await post("/v1/user/create-api-key", alice.apiKey, { name: "temp" })).json();
    expect((await post("/v1/user/edit-api-key", alice.apiKey, { key_id: created.key_id, name: "renamed" })).status).toBe(200);
    const list = await (await t.request("/v1/user/api-keys", { headers: { "xi-api-key": alice.apiKey } })).json();
    expect(list.api_keys.find((k: { key_id: string }) => k.key_id === created.key_id).name).toBe("renamed");

    const del = await t.request("/v1/user/delete-api-key", {
      method: "DELETE",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ key_id: created.key_id }),
    });
    expect(del.status).toBe(200);
    expect((await t.request("/v1/user", { headers: { "xi-api-key": created.api_key } })).status).toBe(401);
  });

  it("accepts key_id in the query for DELETE", async () => {
    const created = await (await post("/v1/user/create-api-key", alice.apiKey, { name: "query delete" })).json();
    const del = await t.request(`/v1/user/delete-api-key?key_id=${created.key_id}`, { method: "DELETE", headers: { "xi-api-key": alice.apiKey } });
    expect(del.status).toBe(200);
  });

  it("treats another user's key as not found", async () => {
    const bobsKey = await (await post("/v1/user/create-api-key", bob.apiKey, { name: "bob's" })).json();
    const rename = await post("/v1/user/edit-api-key", alice.apiKey, { key_id: bobsKey.key_id, name: "stolen" });
    expect(rename.status).toBe(404);
    expect((await rename.json()).detail.status).toBe("api_key_not_found");
    const del = await t.request(`/v1/user/delete-api-key?key_id=${bobsKey.key_id}`, { method: "DELETE", headers: { "xi-api-key": alice.apiKey } });
    expect(del.status).toBe(404);
    expect((await t.request("/v1/user", { headers: { "xi-api-key": bobsKey.api_key } })).status).toBe(200);
  });

  it("rejects an empty name with 422 and a malformed body with 400", async () => {
    const empty = await post("/v1/user/create-api-key", alice.apiKey, { name: "   " });
    expect(empty.status).toBe(422);
    expect((await empty.json()).detail[0].loc).toEqual(["body", "name"]);
    const malformed = await t.request("/v1/user/create-api-key", {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).detail.status).toBe("invalid_json");
  });
});
