import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";
import { listLibraryAccents } from "./repo";

let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let baseUrl: string;
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ElevenLabsError);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Accents");
  const bob = await t.signUp("Bob Accents");
  // Bob's voices in the library: listed ones with accents, one without, one taken out.
  const voices: [string, string, string, string][] = [
    ["acc1", "en", "american", "enabled"],
    ["acc2", "en", "british-essex", "enabled"],
    ["acc3", "en", "american", "copied_disabled"],
    ["acc4", "fr", "parisian", "enabled"],
    ["acc5", "en", "", "enabled"],
    ["acc6", "de", "bavarian", "disabled"],
  ];
  for (const [id, language, accent, status] of voices) {
    await t.database.db.execute(sql`insert into voice (id, workspace_id, created_by, name, category, language, method, rendering, created_at)
      values (${id}, ${bob.workspaceId}, ${bob.userId}, ${id}, 'cloned', ${language}, 'approximation', '{"kind":"embedded","baseVoiceId":"x"}'::jsonb, now())`);
    await t.database.db.execute(sql`insert into shared_voice (voice_id, workspace_id, public_owner_id, status, name, category, language, accent)
      values (${id}, ${bob.workspaceId}, 'bob', ${status}, ${id}, 'high_quality', ${language}, ${accent})`);
  }
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
});
afterAll(() => t.close());

describe("voices.accents.get", () => {
  it("lists the distinct accents of the library's listed voices, by language then accent", async () => {
    expect((await sdk.voices.accents.get()).accents).toEqual([
      { accent: "american", language: "en", code: "american", name: "American" },
      { accent: "british-essex", language: "en", code: "british-essex", name: "British essex" },
      { accent: "parisian", language: "fr", code: "parisian", name: "Parisian" },
    ]);
    expect((await sdk.voices.accents.get({ language: "fr" })).accents.map((a) => a.accent)).toEqual(["parisian"]);
    // The code is what the library's accent filter takes.
    const found = await sdk.voices.getShared({ accent: "british-essex" });
    expect(found.voices.map((v) => v.voiceId)).toEqual(["acc2"]);
  });

  it("keeps the languages a model speaks, and refuses an unknown model (400 naming model_id), a bad language (422) and a key without voices_read (403)", async () => {
    const english = (await sdk.models.list()).find((m) => m.languages?.some((l) => l.languageId === "en") && !m.languages.some((l) => l.languageId === "fr"));
    if (english) expect((await sdk.voices.accents.get({ modelId: english.modelId })).accents.every((a) => a.language === "en")).toBe(true);
    const unknown = await failure(sdk.voices.accents.get({ modelId: "no_such_model" }));
    expect(unknown).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(unknown!.body)).toContain("model_id");
    const bad = await failure(sdk.voices.accents.get({ language: "english please" }));
    expect(bad).toMatchObject({ statusCode: 422 });
    expect(JSON.stringify(bad!.body)).toContain("language");
    const { key } = await createApiKey(t.database.db, ownerPrincipal(alice), { name: "tts", permissions: ["text_to_speech"] }, alice.userId, { ip: null, userAgent: null, httpMethod: "POST", httpPath: "/v1/user/create-api-key" });
    expect(await failure(new ElevenLabsClient({ apiKey: key, baseUrl, maxRetries: 0 }).voices.accents.get())).toMatchObject({ statusCode: 403 });
  });

  it("reads shared_voice_accent_idx, without a sort", async () => {
    await t.database.db.execute(sql`analyze shared_voice`);
    await t.database.db.execute(sql`set enable_seqscan = off`);
    const plan = (await t.database.db.execute(sql`explain select distinct language, accent from shared_voice where status in ('enabled', 'copied_disabled') and accent <> '' order by language, accent`)) as unknown as { rows: Record<string, string>[] };
    const text = JSON.stringify(plan.rows);
    await t.database.db.execute(sql`set enable_seqscan = on`);
    expect(text).toContain("shared_voice_accent_idx");
    expect(text).not.toContain("Sort");
    expect((await listLibraryAccents(t.database.db, "en")).map((r) => r.accent)).toEqual(["american", "british-essex"]);
  });
});
