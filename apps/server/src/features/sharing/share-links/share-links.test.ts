import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { SHARED_ITEM_RATE_LIMIT } from "./use-cases/read-shared-item";

const PUBLIC_URL = "https://voices.example.org";
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let voiceId: string;

const call = (path: string, init: RequestInit & { json?: unknown } = {}, user: TestUser | null = alice) =>
  t.request(path, {
    ...init,
    headers: { ...(user ? { "xi-api-key": user.apiKey } : {}), ...(init.json !== undefined ? { "content-type": "application/json" } : {}), ...(init.headers as Record<string, string>) },
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
const generate = async (text: string, user = alice) => {
  const res = await call(`/v1/text-to-speech/${voiceId}?output_format=mp3_22050_32`, { method: "POST", json: { text } }, user);
  expect(res.status).toBe(200);
  return res.headers.get("history-item-id")!;
};
/** The link's id, from the public page's URL the call answers. */
const linkIdOf = (shareLink: string) => shareLink.slice(`${PUBLIC_URL}/share/`.length);

beforeAll(async () => {
  // A built page to serve, as the web app's build leaves one.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-share-dist-"));
  fs.writeFileSync(path.join(dist, "index.html"), '<!doctype html><html><head><title>Vocable</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ PUBLIC_URL, WEB_DIST: dist });
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
  voiceId = (await (await call("/v1/voices")).json()).voices.find((v: { labels: { language?: string } }) => v.labels.language === "en").voice_id;
});
afterAll(() => t.close());

describe("share links", () => {
  it("makes one public link per item on first use; anyone can read and play it without an account, and nothing else of the workspace", async () => {
    await call("/v1/user/update-public-user-name", { method: "POST", json: { public_user_name: "Alice Reads" } });
    const id = await generate("A sentence to share with the world.");
    const first = await (await call(`/v1/history/${id}/share-link`)).json();
    expect(first.share_link).toMatch(new RegExp(`^${PUBLIC_URL}/share/[A-Za-z0-9]{22}$`));
    expect(first.public_user_name).toBe("Alice Reads");
    // The second call answers the same link; the item names it.
    expect((await (await call(`/v1/history/${id}/share-link`)).json()).share_link).toBe(first.share_link);
    const linkId = linkIdOf(first.share_link);
    expect((await (await call(`/v1/history/${id}`)).json()).share_link_id).toBe(linkId);

    // Signed out (or with a wrong key, which the public calls do not even look at).
    const shared = await call(`/v1/shared/${linkId}`, { headers: { "xi-api-key": "wrong" } }, null);
    expect(shared.status).toBe(200);
    const body = await shared.json();
    expect(Object.keys(body).sort()).toEqual(["alignment", "audio_url", "date_unix", "partial", "public_user_name", "share_link_id", "text", "voice_name"]);
    expect(body).toMatchObject({ share_link_id: linkId, text: "A sentence to share with the world.", public_user_name: "Alice Reads", partial: false, audio_url: `${PUBLIC_URL}/v1/shared/${linkId}/audio` });
    expect(body.voice_name.length).toBeGreaterThan(0);
    expect(body.alignment.characters.join("")).toBe("A sentence to share with the world.");

    // The page itself: a card for chats and search engines (title, words, image, og:audio).
    const page = await call(`/share/${linkId}`, {}, null);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${body.voice_name}: shared speech · Vocable</title>`);
    expect(html).toContain(`<meta property="og:description" content="“A sentence to share with the world.” Shared by Alice Reads." />`);
    expect(html).toContain(`<meta property="og:audio" content="${PUBLIC_URL}/v1/shared/${linkId}/audio" />`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/v1/shared/${linkId}/preview.png" />`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/share/${linkId}" />`);
    const image = await call(`/v1/shared/${linkId}/preview.png`, {}, null);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    const audio = await call(`/v1/shared/${linkId}/audio`, {}, null);
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toBe("audio/mpeg");
    expect(audio.headers.get("accept-ranges")).toBe("bytes");
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(decodeWithFfmpeg(bytes, "mp3_22050_32").durationSeconds).toBeGreaterThan(1);
    // Ranges for seeking, a validator for caches, and a download with the item's file name.
    const range = await call(`/v1/shared/${linkId}/audio`, { headers: { range: "bytes=0-99" } }, null);
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
    const again = await call(`/v1/shared/${linkId}/audio`, { headers: { "if-none-match": audio.headers.get("etag")! } }, null);
    expect(again.status).toBe(304);
    const download = await call(`/v1/shared/${linkId}/audio?download=1`, {}, null);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.mp3"/);
  });

  it("turns a link off at once; a new link is a new id, and a deleted item's link is gone", async () => {
    const id = await generate("This one will be taken down.");
    const linkId = linkIdOf((await (await call(`/v1/history/${id}/share-link`)).json()).share_link);
    expect((await call(`/v1/shared/${linkId}`, {}, null)).status).toBe(200);

    const revoked = await call(`/v1/history/${id}/share-link`, { method: "DELETE" });
    expect(revoked.status).toBe(200);
    for (const path of [`/v1/shared/${linkId}`, `/v1/shared/${linkId}/audio`]) {
      const res = await call(path, {}, null);
      expect(res.status).toBe(404);
      expect((await res.json()).detail).toEqual({ status: "share_link_not_found", message: "This share link does not exist or was turned off by its owner." });
    }
    expect((await (await call(`/v1/history/${id}`)).json()).share_link_id).toBeNull();
    const page = await call(`/share/${linkId}`, {}, null);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<meta name="robots" content="noindex" />');
    // Turning off a link that is off is fine; sharing again makes a different link.
    expect((await call(`/v1/history/${id}/share-link`, { method: "DELETE" })).status).toBe(200);
    const renewed = linkIdOf((await (await call(`/v1/history/${id}/share-link`)).json()).share_link);
    expect(renewed).not.toBe(linkId);
    expect((await call(`/v1/shared/${renewed}`, {}, null)).status).toBe(200);

    expect((await call(`/v1/history/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/v1/shared/${renewed}`, {}, null)).status).toBe(404);
    expect((await call(`/v1/history/${id}/share-link`)).status).toBe(404);
  });

  it("keeps another workspace's items out of reach, and refuses ids that cannot be links", async () => {
    const id = await generate("Only Alice may publish this.");
    for (const method of ["GET", "DELETE"]) {
      const res = await call(`/v1/history/${id}/share-link`, { method }, bob);
      expect(res.status).toBe(404);
      expect((await res.json()).detail.status).toBe("history_item_not_found");
    }
    expect((await call(`/v1/history/${id}/share-link`, {}, null)).status).toBe(401);
    expect((await (await call(`/v1/history/${id}`)).json()).share_link_id).toBeNull();

    const bad = await call("/v1/shared/not%00an-id", {}, null);
    expect(bad.status).toBe(422);
    expect(JSON.stringify((await bad.json()).detail)).toContain("share_link_id");
    expect((await call(`/v1/shared/${"x".repeat(22)}`, {}, null)).status).toBe(404);
  });

  it("lets the pinned SDK's history item carry the link id", async () => {
    const sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    const id = await generate("Through the SDK.");
    const linkId = linkIdOf((await (await call(`/v1/history/${id}/share-link`)).json()).share_link);
    expect((await sdk.history.get(id)).shareLinkId).toBe(linkId);
  });

  it("limits the public calls per address", async () => {
    const id = await generate("Popular.");
    const linkId = linkIdOf((await (await call(`/v1/history/${id}/share-link`)).json()).share_link);
    // Earlier calls of this file came from the same address: count until the limit bites.
    let calls = 0;
    let res = await call(`/v1/shared/${linkId}`, {}, null);
    for (; res.status === 200 && calls <= SHARED_ITEM_RATE_LIMIT.max; calls++) res = await call(`/v1/shared/${linkId}`, {}, null);
    expect(res.status).toBe(429);
    expect((await res.json()).detail.status).toBe("rate_limited");
    expect(calls).toBeLessThanOrEqual(SHARED_ITEM_RATE_LIMIT.max);
    expect((await call(`/v1/shared/${linkId}/audio`, {}, null)).status).toBe(429);
  });
});
