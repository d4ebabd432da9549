import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";
import { resolvePronunciationRules } from "./use-cases/resolve-pronunciation-rules";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

const call = (path: string, init: RequestInit & { json?: unknown } = {}, user = alice) =>
  t.request(path, {
    ...init,
    headers: { "xi-api-key": user.apiKey, ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
const post = (path: string, json: unknown, user = alice) => call(path, { method: "POST", json }, user);
const alias = (s: string, a: string) => ({ type: "alias", string_to_replace: s, alias: a });
const PLS = `<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en-US">
  <lexeme><grapheme>Thailand</grapheme><alias>tie-land</alias></lexeme>
  <lexeme><grapheme>tomato</grapheme><phoneme>təˈmɑːtoʊ</phoneme></lexeme>
</lexicon>`;
const upload = (fields: Record<string, string | Blob>, user = alice) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return call("/v1/pronunciation-dictionaries/add-from-file", { method: "POST", body: form }, user);
};

async function create(name: string, rules: unknown[] = [alias("Thailand", "tie-land")], user = alice) {
  const res = await post("/v1/pronunciation-dictionaries/add-from-rules", { name, rules }, user);
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; version_id: string; version_rules_num: number };
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
});
afterAll(() => t.close());

describe("creating dictionaries", () => {
  it("creates from rules and reads the rules back with their defaults", async () => {
    const res = await post("/v1/pronunciation-dictionaries/add-from-rules", {
      name: "  Places ",
      description: "Names of places",
      rules: [alias("Thailand", "tie-land"), { type: "phoneme", string_to_replace: "tomato", phoneme: "T AH0 M EY1 T OW2", alphabet: "x-arpabet", case_sensitive: false }],
    });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created).toMatchObject({ name: "Places", description: "Names of places", created_by: alice.userId, version_rules_num: 2, permission_on_resource: "admin" });
    expect(Math.abs(created.creation_time_unix - Date.now() / 1000)).toBeLessThan(60);
    const got = await (await call(`/v1/pronunciation-dictionaries/${created.id}`)).json();
    expect(got).toMatchObject({ id: created.id, latest_version_id: created.version_id, latest_version_rules_num: 2, archived_time_unix: null });
    expect(got.rules).toEqual([
      { type: "alias", string_to_replace: "Thailand", alias: "tie-land", case_sensitive: true, word_boundaries: true },
      { type: "phoneme", string_to_replace: "tomato", phoneme: "T AH0 M EY1 T OW2", alphabet: "cmu-arpabet", case_sensitive: false, word_boundaries: true },
    ]);
  });

  it("creates from a PLS upload, and from no file at all", async () => {
    const res = await upload({ name: "From file", file: new Blob([PLS], { type: "application/pls+xml" }) });
    expect(res.status).toBe(200);
    const created = await res.json();
    expect(created.version_rules_num).toBe(2);
    const got = await (await call(`/v1/pronunciation-dictionaries/${created.id}`)).json();
    expect(got.rules.map((r: { string_to_replace: string }) => r.string_to_replace)).toEqual(["Thailand", "tomato"]);
    const empty = await upload({ name: "Empty" });
    expect((await empty.json()).version_rules_num).toBe(0);
  });

  it("refuses bad lexicons, bad forms and bad rules with clear errors", async () => {
    const bad = await upload({ name: "x", file: new Blob(["<lexicon><lexeme>"]) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).detail.status).toBe("invalid_pronunciation_lexicon");
    const xxe = await upload({ name: "x", file: new Blob([`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${PLS.split("\n").slice(1).join("\n")}`]) });
    expect(xxe.status).toBe(400);
    expect((await xxe.json()).detail.message).toMatch(/DOCTYPE/);
    const huge = await upload({ name: "x", file: new Blob(["x".repeat(600 * 1024)]) });
    expect(huge.status).toBe(413);
    expect((await upload({ file: new Blob([PLS]) })).status).toBe(422);
    expect((await post("/v1/pronunciation-dictionaries/add-from-file", { name: "json" })).status).toBe(415);

    const invalid = async (body: unknown) => {
      const res = await post("/v1/pronunciation-dictionaries/add-from-rules", body);
      expect(res.status).toBe(422);
      return (await res.json()).detail as { loc: (string | number)[]; msg: string }[];
    };
    expect((await invalid({ name: "x", rules: [alias("", "y")] }))[0].loc).toEqual(["body", "rules", 0, "string_to_replace"]);
    expect((await invalid({ name: "x", rules: [alias("a\u0000b", "y")] }))[0].msg).toMatch(/NUL/);
    expect((await invalid({ name: "x", rules: [alias("a", "\ud800")] }))[0].msg).toMatch(/surrogate/);
    expect((await invalid({ name: "x\u0007", rules: [] }))[0].msg).toMatch(/control/);
    expect((await invalid({ name: "x", rules: [alias("a".repeat(201), "y")] }))[0].msg).toMatch(/at most 200/);
    expect((await invalid({ name: "x", rules: [{ type: "phoneme", string_to_replace: "a", phoneme: "b", alphabet: "x-sampa" }] }))[0].msg).toMatch(/Unsupported alphabet/);
    expect((await invalid({ name: "x", rules: Array.from({ length: 1001 }, (_, i) => alias(`w${i}`, "y")) }))[0].msg).toMatch(/At most 1000 rules/);
  });
});

describe("rules and versions", () => {
  it("makes a new version on every change and keeps the old ones downloadable", async () => {
    const first = await create("Versions", [alias("Thailand", "tie-land"), alias("SQL", "sequel")]);
    const added = await (await post(`/v1/pronunciation-dictionaries/${first.id}/add-rules`, { rules: [alias("SQL", "S Q L"), alias("nginx", "engine x")] })).json();
    expect(added).toMatchObject({ id: first.id, version_rules_num: 3 });
    expect(added.version_id).not.toBe(first.version_id);
    const removed = await (await post(`/v1/pronunciation-dictionaries/${first.id}/remove-rules`, { rule_strings: ["Thailand", "not there"] })).json();
    expect(removed.version_rules_num).toBe(2);
    const set = await (await post(`/v1/pronunciation-dictionaries/${first.id}/set-rules`, { rules: [alias("GIF", "jif")] })).json();
    expect(set.version_rules_num).toBe(1);

    const got = await (await call(`/v1/pronunciation-dictionaries/${first.id}`)).json();
    expect(got.latest_version_id).toBe(set.version_id);
    expect(got.rules).toEqual([{ type: "alias", string_to_replace: "GIF", alias: "jif", case_sensitive: true, word_boundaries: true }]);

    const download = async (versionId: string) => {
      const res = await call(`/v1/pronunciation-dictionaries/${first.id}/${versionId}/download`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/pls\+xml/);
      expect(res.headers.get("content-disposition")).toMatch(/Versions\.pls/);
      return res.text();
    };
    const v1 = await download(first.version_id);
    expect(v1).toContain("<grapheme>Thailand</grapheme>");
    expect(v1).toContain("<alias>sequel</alias>");
    const v2 = await download(added.version_id);
    expect(v2).toContain("<alias>S Q L</alias>");
    expect(v2).toContain("<alias>engine x</alias>");
    expect(await download(set.version_id)).not.toContain("Thailand");
    expect((await call(`/v1/pronunciation-dictionaries/${first.id}/nope/download`)).status).toBe(404);

    // A downloaded version uploads back to the same rules.
    const again = await (await upload({ name: "Round trip", file: new Blob([v2]) })).json();
    const back = await (await call(`/v1/pronunciation-dictionaries/${again.id}`)).json();
    expect(back.rules.map((r: { string_to_replace: string; alias: string }) => [r.string_to_replace, r.alias])).toEqual([
      ["Thailand", "tie-land"],
      ["SQL", "S Q L"],
      ["nginx", "engine x"],
    ]);
  });

  it("refuses a change that would pass the rule limit", async () => {
    const d = await create("Big", Array.from({ length: 1000 }, (_, i) => alias(`w${i}`, "y")));
    const res = await post(`/v1/pronunciation-dictionaries/${d.id}/add-rules`, { rules: [alias("one more", "y")] });
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0].msg).toMatch(/at most 1000 rules/);
    expect((await (await call(`/v1/pronunciation-dictionaries/${d.id}`)).json()).latest_version_id).toBe(d.version_id);
  });
});

describe("another workspace", () => {
  it("sees none of it: 404 everywhere", async () => {
    const d = await create("Alice only");
    for (const [method, path, json] of [
      ["GET", `/v1/pronunciation-dictionaries/${d.id}`, undefined],
      ["PATCH", `/v1/pronunciation-dictionaries/${d.id}`, { name: "mine" }],
      ["GET", `/v1/pronunciation-dictionaries/${d.id}/${d.version_id}/download`, undefined],
      ["POST", `/v1/pronunciation-dictionaries/${d.id}/add-rules`, { rules: [] }],
      ["POST", `/v1/pronunciation-dictionaries/${d.id}/set-rules`, { rules: [] }],
      ["POST", `/v1/pronunciation-dictionaries/${d.id}/remove-rules`, { rule_strings: [] }],
      ["PUT", "/v1/workspace/pronunciation-dictionary-locators", { pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: d.id }] }],
    ] as const) {
      const res = await call(path, { method, json }, bob);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).detail.status).toBe("pronunciation_dictionary_not_found");
    }
    const list = await (await call("/v1/pronunciation-dictionaries?page_size=100", {}, bob)).json();
    expect(list.pronunciation_dictionaries.map((x: { id: string }) => x.id)).not.toContain(d.id);
    await expect(resolvePronunciationRules(t.database.db, ownerPrincipal(bob), [{ pronunciation_dictionary_id: d.id }])).rejects.toMatchObject({ status: 404 });
  });
});

describe("listing", () => {
  let carol: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    carol = await t.signUp("Carol");
    for (const name of ["delta", "alpha", "charlie", "bravo", "echo"]) ids[name] = (await create(name, [], carol)).id;
    await call(`/v1/pronunciation-dictionaries/${ids.charlie}`, { method: "PATCH", json: { archived: true } }, carol);
  });
  const names = async (query: string) => {
    const res = await call(`/v1/pronunciation-dictionaries?${query}`, {}, carol);
    expect(res.status).toBe(200);
    const body = await res.json();
    return { names: body.pronunciation_dictionaries.map((d: { name: string }) => d.name), next: body.next_cursor as string | null, more: body.has_more as boolean };
  };

  it("pages newest first by default, without archived ones", async () => {
    const first = await names("page_size=2");
    expect(first).toMatchObject({ names: ["echo", "bravo"], more: true });
    const second = await names(`page_size=2&cursor=${first.next}`);
    expect(second).toMatchObject({ names: ["alpha", "delta"], more: false, next: null });
  });

  it("sorts by name both ways and includes archived ones on request", async () => {
    expect((await names("sort=name&sort_direction=ascending")).names).toEqual(["alpha", "bravo", "delta", "echo"]);
    const page = await names("sort=name&sort_direction=descending&include_archived=true&page_size=3");
    expect(page.names).toEqual(["echo", "delta", "charlie"]);
    expect((await names(`sort=name&sort_direction=descending&include_archived=true&page_size=3&cursor=${page.next}`)).names).toEqual(["bravo", "alpha"]);
    expect((await names("sort_direction=asc&include_archived=true")).names).toEqual(["delta", "alpha", "charlie", "bravo", "echo"]);
  });

  it("answers 400 for an unknown cursor and 422 for bad parameters", async () => {
    expect((await call("/v1/pronunciation-dictionaries?cursor=nope", {}, carol)).status).toBe(400);
    expect((await call("/v1/pronunciation-dictionaries?page_size=101", {}, carol)).status).toBe(422);
    expect((await call("/v1/pronunciation-dictionaries?sort=size", {}, carol)).status).toBe(422);
  });
});

describe("archiving and resolving rules for speech", () => {
  it("resolves the latest or a named version, in locator order", async () => {
    const a = await create("A", [alias("one", "1")]);
    const b = await create("B", [alias("two", "2")]);
    const a2 = await (await post(`/v1/pronunciation-dictionaries/${a.id}/add-rules`, { rules: [alias("three", "3")] })).json();
    const db = t.database.db;
    const strings = async (locators: Parameters<typeof resolvePronunciationRules>[2]) =>
      (await resolvePronunciationRules(db, ownerPrincipal(alice), locators)).map((r) => r.stringToReplace);
    expect(await strings([{ pronunciation_dictionary_id: b.id }, { pronunciation_dictionary_id: a.id }])).toEqual(["two", "one", "three"]);
    expect(await strings([{ pronunciation_dictionary_id: a.id, version_id: a.version_id }])).toEqual(["one"]);
    expect(await strings([{ pronunciation_dictionary_id: a.id, version_id: a2.version_id }])).toEqual(["one", "three"]);
    await expect(resolvePronunciationRules(db, ownerPrincipal(alice), [{ pronunciation_dictionary_id: a.id, version_id: b.version_id }])).rejects.toMatchObject({
      status: 404,
      code: "pronunciation_dictionary_version_not_found",
    });
    await expect(resolvePronunciationRules(db, ownerPrincipal(alice), [{ pronunciation_dictionary_id: "missing" }])).rejects.toMatchObject({ status: 404, code: "pronunciation_dictionary_not_found" });
  });

  it("falls back to the workspace's defaults, which archiving removes", async () => {
    const db = t.database.db;
    const d = await create("Default", [alias("Vocable", "vo-cable")]);
    const put = (locators: unknown[]) => call("/v1/workspace/pronunciation-dictionary-locators", { method: "PUT", json: { pronunciation_dictionary_locators: locators } });
    expect((await put([{ pronunciation_dictionary_id: d.id }, { pronunciation_dictionary_id: d.id }, { pronunciation_dictionary_id: d.id }, { pronunciation_dictionary_id: d.id }])).status).toBe(422);
    expect((await put([{ pronunciation_dictionary_id: d.id, version_id: "nope" }])).status).toBe(404);
    const set = await put([{ pronunciation_dictionary_id: d.id }]);
    expect(await set.json()).toEqual({ pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: d.id, version_id: null }] });
    expect(await resolvePronunciationRules(db, ownerPrincipal(alice), undefined)).toMatchObject([{ type: "alias", alias: "vo-cable" }]);
    expect(await resolvePronunciationRules(db, ownerPrincipal(alice), [])).toEqual([]);

    const archived = await (await call(`/v1/pronunciation-dictionaries/${d.id}`, { method: "PATCH", json: { archived: true } })).json();
    expect(archived.archived_time_unix).toBeGreaterThan(0);
    expect(await (await call("/v1/workspace/pronunciation-dictionary-locators")).json()).toEqual({ pronunciation_dictionary_locators: [] });
    expect(await resolvePronunciationRules(db, ownerPrincipal(alice), null)).toEqual([]);
    await expect(resolvePronunciationRules(db, ownerPrincipal(alice), [{ pronunciation_dictionary_id: d.id }])).rejects.toMatchObject({ status: 400, code: "pronunciation_dictionary_archived" });
    expect((await put([{ pronunciation_dictionary_id: d.id }])).status).toBe(400);
    // Archived dictionaries stay readable and downloadable, and can be restored.
    expect((await call(`/v1/pronunciation-dictionaries/${d.id}/${d.version_id}/download`)).status).toBe(200);
    const restored = await (await call(`/v1/pronunciation-dictionaries/${d.id}`, { method: "PATCH", json: { archived: false, name: "Renamed" } })).json();
    expect(restored).toMatchObject({ archived_time_unix: null, name: "Renamed", latest_version_id: d.version_id });
  });

  it("accepts up to three locators on a TTS request and refuses more", async () => {
    const voiceId = (await (await call("/v1/voices")).json()).voices[0].voice_id;
    const locator = { pronunciation_dictionary_id: "x" };
    const res = await post(`/v1/text-to-speech/${voiceId}`, { text: "Hi.", pronunciation_dictionary_locators: [locator, locator, locator, locator] });
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0].loc).toEqual(["body", "pronunciation_dictionary_locators"]);
  });
});
