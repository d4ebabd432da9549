import http from "node:http";
import type { AddressInfo } from "node:net";
import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { characterCost } from "@vocable/domain";
import { waitFor } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";

/** The official SDK's client.audioNative against Vocable: create, getSettings, update, updateContentFromUrl. */
let t: TestApp;
let alice: TestUser;
let baseUrl: string;
let sdk: ElevenLabsClient;
let page: http.Server;
let pageUrl: string;
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ElevenLabsError);

const ARTICLE = `<!doctype html><html><head><title>Site title</title><style>p{color:red}</style><script>var spoken = "never";</script></head>
<body><nav><a href="/">Home</a> | <a href="/about">About</a></nav>
<article><h1>Tides</h1><p>The sea rises &amp; falls twice a day.</p><p hidden>Hidden note.</p><script>alert("no")</script>
<p>The moon pulls the water.</p></article><footer>Copyright</footer></body></html>`;
/** What the conversion speaks: the title, the author, then the article's paragraphs (no script, navigation, hidden text or footer). */
const SPOKEN = "Ocean notes\n\nAda\n\nTides\n\nThe sea rises & falls twice a day.\n\nThe moon pulls the water.";

async function characterCount(user: TestUser): Promise<number> {
  const res = await t.request("/v1/user/subscription", { headers: { "xi-api-key": user.apiKey } });
  return ((await res.json()) as { character_count: number }).character_count;
}

async function settingsOf(client: ElevenLabsClient, id: string) {
  return client.audioNative.getSettings(id);
}

/** Waits until the project's conversion has ended (no longer processing). */
async function converted(id: string) {
  return waitFor(
    "the conversion",
    async () => {
      const s = await settingsOf(sdk, id);
      return s.settings?.status !== "processing" && s;
    },
    120_000,
  );
}

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true" });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice Native");
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
  page = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<html><body><main><h2>Second edition</h2><p>Storms came in the night.</p></main><script>steal()</script></body></html>`);
  });
  await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/news/storms`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => page.close(resolve));
  await t.close();
});

describe("client.audioNative against Vocable", () => {
  let projectId: string;
  let firstSnapshot: string;

  it("create reads the HTML article, converts it as text to speech charged to the caller, and the snippet's player plays it", async () => {
    const before = await characterCount(alice);
    const created = await sdk.audioNative.create({
      name: "Ocean",
      title: "Ocean notes",
      author: "Ada",
      textColor: "#102030",
      backgroundColor: "#fafafa",
      small: false,
      sessionization: 30,
      autoConvert: true,
      applyTextNormalization: "apply_english",
      file: { data: Buffer.from(ARTICLE), filename: "tides.html", contentType: "text/html" },
    });
    projectId = created.projectId;
    expect(created.converting).toBe(true);
    expect(created.htmlSnippet).toContain(`/audio-native/${projectId}/player`);
    expect(created.htmlSnippet).toMatch(/^<iframe /);

    const settings = await converted(projectId);
    expect(settings.enabled).toBe(true);
    expect(settings.settings).toMatchObject({ title: "Ocean notes", author: "Ada", small: false, textColor: "#102030", backgroundColor: "#fafafa", sessionization: 30, status: "ready" });
    expect(settings.snapshotId).toEqual(expect.any(String));
    firstSnapshot = settings.snapshotId!;
    expect(await characterCount(alice)).toBe(before + characterCost(SPOKEN));

    const audio = await fetch(settings.settings!.audioUrl!.replace(/^https?:\/\/[^/]+/, baseUrl));
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes[0]).toBe(0xff); // an MPEG frame's sync bits
    const part = await fetch(`${baseUrl}/audio-native/${projectId}/audio`, { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);

    const player = await fetch(`${baseUrl}/audio-native/${projectId}/player`);
    expect(player.status).toBe(200);
    expect(player.headers.get("x-frame-options")).toBeNull();
    expect(player.headers.get("content-security-policy")).toContain("frame-ancestors *");
    const html = await player.text();
    expect(html).toContain("Ocean notes");
    expect(html).toContain(`<audio controls`);
    expect(html).toContain(`data-minutes="30"`);
    expect(html).toContain("color:#102030;background:#fafafa");
  }, 180_000);

  it("update replaces the article; the player keeps its audio until a conversion is published", async () => {
    const unpublished = await sdk.audioNative.update(projectId, {
      file: { data: Buffer.from("Plain words for a second take."), filename: "take.txt", contentType: "text/plain" },
      autoConvert: true,
    });
    expect(unpublished).toMatchObject({ projectId, converting: true, publishing: false });
    const kept = await converted(projectId);
    expect(kept.snapshotId).toBe(firstSnapshot);

    const published = await sdk.audioNative.update(projectId, { autoConvert: true, autoPublish: true });
    expect(published).toMatchObject({ projectId, converting: true, publishing: true });
    const now = await converted(projectId);
    expect(now.snapshotId).not.toBe(firstSnapshot);
    expect(now.settings?.status).toBe("ready");
  }, 180_000);

  it("updateContentFromUrl reads the page a project is embedded in, converts and publishes it", async () => {
    const unknown = await failure(sdk.audioNative.updateContentFromUrl({ url: pageUrl }));
    expect(unknown).toMatchObject({ statusCode: 404 });
    expect(JSON.stringify(unknown!.body)).toContain("page_url");

    const set = await t.request(`/v1/audio-native/${projectId}/settings`, {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ page_url: pageUrl, small: true }),
    });
    expect(set.status).toBe(200);
    const before = (await settingsOf(sdk, projectId)).snapshotId;
    const answer = await sdk.audioNative.updateContentFromUrl({ url: pageUrl, title: "Storm report" });
    expect(answer).toMatchObject({ projectId, converting: true, publishing: true });
    expect(answer.htmlSnippet).toContain('height="56"'); // the small player
    const after = await converted(projectId);
    expect(after.snapshotId).not.toBe(before);
    expect(after.settings).toMatchObject({ title: "Storm report", small: true, status: "ready" });

    const notHttp = await failure(sdk.audioNative.updateContentFromUrl({ url: "ftp://example.com/x" }));
    expect(notHttp).toMatchObject({ statusCode: 400 });
  }, 180_000);

  it("refuses what it cannot use with 4xx naming it, and keeps projects to their workspace and editors", async () => {
    const badColour = await failure(sdk.audioNative.create({ name: "x", textColor: "red;background:url(x)" }));
    expect(badColour).toMatchObject({ statusCode: 422 });
    expect(JSON.stringify(badColour!.body)).toContain("text_color");
    const nothing = await failure(sdk.audioNative.create({ name: "x", autoConvert: true }));
    expect(nothing).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(nothing!.body)).toContain("auto_convert");
    const binary = await failure(sdk.audioNative.create({ name: "x", file: { data: Buffer.from([0xff, 0xfe, 0x00, 0x80]), filename: "a.bin" } }));
    expect(binary).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(binary!.body)).toContain("file");
    const model = await failure(sdk.audioNative.create({ name: "x", modelId: "no_such_model" }));
    expect(model).toMatchObject({ statusCode: 400 });
    const voice = await failure(sdk.audioNative.create({ name: "x", voiceId: "NoSuchVoice123" }));
    expect(voice).toMatchObject({ statusCode: 404 });
    const publishAlone = await failure(sdk.audioNative.update(projectId, { autoPublish: true }));
    expect(publishAlone).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(publishAlone!.body)).toContain("auto_publish");

    const mallory = await t.signUp("Mallory");
    const outsider = new ElevenLabsClient({ apiKey: mallory.apiKey, baseUrl, maxRetries: 0 });
    expect(await failure(outsider.audioNative.getSettings(projectId))).toMatchObject({ statusCode: 404 });
    expect(await failure(outsider.audioNative.update(projectId, { autoConvert: true }))).toMatchObject({ statusCode: 404 });

    const bob = await joinWorkspace(t, await t.signUp("Bob Editor"), alice.workspaceId, "editor");
    const editor = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl, maxRetries: 0 });
    expect((await editor.audioNative.getSettings(projectId)).enabled).toBe(true);
    expect(await failure(editor.audioNative.update(projectId, { autoConvert: true }))).toMatchObject({ statusCode: 403 });

    const hidden = await t.request(`/v1/audio-native/${projectId}/settings`, {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ enabled: false }),
    });
    expect(hidden.status).toBe(200);
    expect((await fetch(`${baseUrl}/audio-native/${projectId}/player`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/audio-native/${projectId}/audio`)).status).toBe(404);
  }, 120_000);
});
