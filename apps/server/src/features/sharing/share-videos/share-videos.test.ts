import { spawnSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { ffmpegPath } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyItem } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let voiceId: string;

const call = (path: string, user = alice) => t.request(path, { headers: { "xi-api-key": user.apiKey } });
const post = (path: string, user = alice) => t.request(path, { method: "POST", headers: { "xi-api-key": user.apiKey } });
/** Asks for the video until it is made, as the web app does; answers its URL. */
async function videoUrl(path: string): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const res = await post(path);
    expect(res.status).toBe(200);
    const state = await res.json();
    if (state.status === "ready") return state.video_url;
    expect(state).toEqual({ status: "rendering", video_url: null, error: null });
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the video was not made in 30 s");
}
const generate = async (text: string) => {
  const res = await t.request(`/v1/text-to-speech/${voiceId}?output_format=mp3_22050_32`, {
    method: "POST",
    headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
    body: JSON.stringify({ text }),
  });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get("history-item-id")!;
};

/** What ffmpeg reads in a file: its streams and duration (the bundled ffmpeg has no ffprobe). */
function probe(bytes: Uint8Array): { video: string | null; audio: string | null; seconds: number } {
  const run = spawnSync(ffmpegPath(), ["-hide_banner", "-i", "pipe:0", "-f", "null", "-"], { input: bytes });
  const log = run.stderr.toString();
  const time = [...log.matchAll(/time=(\d+):(\d+):([\d.]+)/g)].at(-1);
  // The input's streams (not the null output's), with or without ffmpeg 5's "[0x1]" stream ids.
  const input = log.split("Output #0")[0];
  return {
    video: /Stream #0:\d+(?:\[\w+\])?(?:\([^)]*\))?: Video: (\w+)/.exec(input)?.[1] ?? null,
    audio: /Stream #0:\d+(?:\[\w+\])?(?:\([^)]*\))?: Audio: (\w+)/.exec(input)?.[1] ?? null,
    seconds: time ? Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]) : 0,
  };
}
const secondsOf = async (path: string) => probe(new Uint8Array(await (await call(path)).arrayBuffer())).seconds;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://voices.example.org" });
  await t.deps.jobs.start();
  alice = await t.signUp("Alice Video");
  bob = await t.signUp("Bob Video");
  voiceId = (await (await call("/v1/voices")).json()).voices.find((v: { labels: { language?: string } }) => v.labels.language === "en").voice_id;
});
afterAll(() => t.close());

describe("share videos", () => {
  it("renders an item's video once per theme (H.264 + AAC, as long as its audio), with a 320 × 320 preview, and keeps both", async () => {
    const id = await generate("[whispers] A short line to watch [laughs] and hear.");
    const video_url = await videoUrl(`/v1/history/${id}/share-video?theme=dark`);
    expect(video_url).toBe(`https://voices.example.org/v1/history/${id}/share-video/file?theme=dark&strip_v3_tags=false`);
    const path = new URL(video_url).pathname + new URL(video_url).search;
    const file = await call(path);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("video/mp4");
    const video = probe(new Uint8Array(await file.arrayBuffer()));
    expect(video.video).toBe("h264");
    expect(video.audio).toBe("aac");
    const audioSeconds = await secondsOf(`/v1/history/${id}/audio`);
    expect(Math.abs(video.seconds - audioSeconds)).toBeLessThan(0.1);
    const download = await call(`${path}&download=1`);
    expect(download.headers.get("content-disposition")).toContain('filename="Vocable_video.mp4"');

    // The same request again is the kept file; the tags switch is a file of its own.
    expect(await (await post(`/v1/history/${id}/share-video?theme=dark`)).json()).toEqual({ status: "ready", video_url, error: null });
    const jobs = await t.deps.jobs.list({ state: "completed", limit: 50 });
    expect(jobs.jobs.filter((j) => j.kind === "share-video.render")).toHaveLength(1);
    const stripped = await videoUrl(`/v1/history/${id}/share-video?theme=colour&strip_v3_tags=true`);
    expect(stripped).toContain("theme=colour&strip_v3_tags=true");

    for (const theme of ["colour", "light", "dark"]) {
      const preview = await call(`/v1/history/${id}/share-video/preview?theme=${theme}`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get("content-type")).toBe("image/png");
      const png = new DataView(await preview.arrayBuffer());
      expect([png.getUint32(16), png.getUint32(20)]).toEqual([320, 320]);
    }

    // Deleting the item takes its videos and previews with it.
    expect((await t.request(`/v1/history/${id}`, { method: "DELETE", headers: { "xi-api-key": alice.apiKey } })).status).toBe(200);
    expect((await t.deps.storage.list(`share-videos/${alice.workspaceId}/${id}/`)).files).toEqual([]);
  }, 60_000);

  it("treats the tags switch of a text without tags as the same video", async () => {
    const id = await generate("No tags in here.");
    const url = await videoUrl(`/v1/history/${id}/share-video?theme=light&strip_v3_tags=true`);
    expect(url).toContain("theme=light&strip_v3_tags=false");
  }, 60_000);

  it("says why a rendering failed, and starts it again when asked again", async () => {
    const id = await generate("This audio will go missing.");
    const [row] = await t.database.db.select().from(historyItem).where(eq(historyItem.id, id));
    await t.deps.storage.delete(row!.storageKey);
    let state = await (await post(`/v1/history/${id}/share-video`)).json();
    for (let i = 0; i < 200 && state.status !== "failed"; i++) {
      expect(state.status).toBe("rendering");
      await new Promise((r) => setTimeout(r, 100));
      state = await (await post(`/v1/history/${id}/share-video`)).json();
    }
    expect(state).toEqual({ status: "failed", video_url: null, error: "The audio of this history item is no longer available." });
    // That answer started it again.
    expect((await (await post(`/v1/history/${id}/share-video`)).json()).status).toBe("rendering");
  }, 60_000);

  it("refuses what cannot have a video: another workspace's item, an item that is not text to speech, an odd theme", async () => {
    const id = await generate("Alice's own.");
    expect((await post(`/v1/history/${id}/share-video`, bob)).status).toBe(404);
    expect((await call(`/v1/history/${id}/share-video/file`, bob)).status).toBe(404);
    expect((await call(`/v1/history/${id}/share-video/file?theme=light`)).status).toBe(404);
    const odd = await post(`/v1/history/${id}/share-video?theme=neon`);
    expect(odd.status).toBe(422);

    await t.database.db.update(historyItem).set({ source: "STS" }).where(eq(historyItem.id, id));
    for (const [method, path] of [["POST", `/v1/history/${id}/share-video`], ["GET", `/v1/history/${id}/share-video/preview`]]) {
      const res = await t.request(path, { method, headers: { "xi-api-key": alice.apiKey } });
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toEqual({ status: "share_video_not_available", message: "Video generation is only available for text-to-speech items" });
    }
  }, 60_000);
});
