import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

/** Audio endpoints over a real socket, on the local directory and on an S3-protocol server. */
describe.each([
  ["local directory", false],
  ["S3 (s3rver)", true],
])("audio byte ranges with files on %s", (_name, s3) => {
  let t: TestApp;
  let user: TestUser;
  let base: string;
  let voiceId: string;
  let mp3Id: string;
  let pcmId: string;

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${base}${path}`, { method, headers: { "xi-api-key": user.apiKey, ...headers } });
  const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

  beforeAll(async () => {
    t = await createTestApp({}, { s3 });
    user = await t.signUp();
    base = await t.listen();
    voiceId = (await (await get("/v1/voices")).json()).voices[0].voice_id;
    const post = async (outputFormat: string, text: string) => {
      const res = await fetch(`${base}/v1/text-to-speech/${voiceId}?output_format=${outputFormat}`, {
        method: "POST",
        headers: { "xi-api-key": user.apiKey, "content-type": "application/json" },
        body: JSON.stringify({ text }),
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      return res.headers.get("history-item-id")!;
    };
    mp3Id = await post("mp3_44100_128", "A long enough sentence to seek in, with a second clause.");
    pcmId = await post("pcm_16000", "Raw samples served as a wave file.");
  });
  afterAll(() => t.close());

  /** Checks every kind of range against slices of the full file at `path`. */
  async function checkRanges(path: string, contentType: string) {
    const full = await get(path);
    expect(full.status).toBe(200);
    expect(full.headers.get("accept-ranges")).toBe("bytes");
    expect(full.headers.get("content-type")).toBe(contentType);
    const all = await bytes(full);
    const size = all.length;
    expect(Number(full.headers.get("content-length"))).toBe(size);
    expect(size).toBeGreaterThan(1000);

    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=40-59", 40, 59],
      ["bytes=100-", 100, size - 1],
      ["bytes=-50", size - 50, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
      [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(path, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(Number(res.headers.get("content-length")), range).toBe(end - start + 1);
      expect(res.headers.get("accept-ranges")).toBe("bytes");
      expect(await bytes(res), range).toEqual(all.slice(start, end + 1));
    }

    for (const range of [`bytes=${size}-`, "bytes=-0"]) {
      const res = await get(path, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${size}`);
      expect((await res.json()).detail.status).toBe("range_not_satisfiable");
    }

    for (const range of ["bytes=0-1,5-6", "bytes=9-3", "pages=1-2", "bytes=x-"]) {
      const res = await get(path, { range });
      expect(res.status, range).toBe(200);
      expect(await bytes(res)).toEqual(all);
    }

    const head = await get(path, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(size);
    expect(head.headers.get("accept-ranges")).toBe("bytes");
    expect((await bytes(head)).length).toBe(0);
    const headRange = await get(path, { range: "bytes=10-19" }, "HEAD");
    expect(headRange.status).toBe(206);
    expect(headRange.headers.get("content-range")).toBe(`bytes 10-19/${size}`);
    return all;
  }

  it("serves history audio whole, in ranges, and answers HEAD", async () => {
    const all = await checkRanges(`/v1/history/${mp3Id}/audio`, "audio/mpeg");
    const stored = await t.deps.storage.get(`history/${user.workspaceId}/${mp3Id}.mp3`);
    expect(all).toEqual(stored);
  });

  it("maps ranges of a raw PCM item across the WAV header onto the stored samples", async () => {
    const all = await checkRanges(`/v1/history/${pcmId}/audio`, "audio/wav");
    const pcm = (await t.deps.storage.get(`history/${user.workspaceId}/${pcmId}.pcm`))!;
    const view = new DataView(all.buffer, all.byteOffset, all.byteLength);
    expect(new TextDecoder().decode(all.slice(0, 4))).toBe("RIFF");
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(40, true)).toBe(all.length - 44);
    expect(all.slice(44)).toEqual(pcm.slice(0, pcm.length & ~1));
    // A range that straddles the header's end starts in the header and continues in the samples.
    const straddle = await get(`/v1/history/${pcmId}/audio`, { range: "bytes=30-63" });
    expect(await bytes(straddle)).toEqual(new Uint8Array([...all.slice(30, 44), ...pcm.slice(0, 20)]));
  });

  it("serves voice previews whole and in ranges, without credentials", async () => {
    const { voices } = await (await get("/v1/voices")).json();
    const path = new URL(voices[0].preview_url).pathname;
    const all = await checkRanges(path, "audio/mpeg");
    expect(all).toEqual(await t.deps.storage.get(`previews/${voices[0].voice_id}.mp3`));
    const anonymous = await fetch(`${base}${path}`, { headers: { range: "bytes=0-9" } });
    expect(anonymous.status).toBe(206);
  });

  it("streams downloads: one file with its length, several as a zip", async () => {
    const one = await fetch(`${base}/v1/history/download`, {
      method: "POST",
      headers: { "xi-api-key": user.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ history_item_ids: [mp3Id] }),
    });
    const mp3 = await bytes(one);
    expect(Number(one.headers.get("content-length"))).toBe(mp3.length);
    expect(mp3).toEqual(await bytes(await get(`/v1/history/${mp3Id}/audio`)));

    const zip = await fetch(`${base}/v1/history/download`, {
      method: "POST",
      headers: { "xi-api-key": user.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ history_item_ids: [mp3Id, pcmId] }),
    });
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(await bytes(zip));
    const names = Object.keys(files);
    expect(names.map((n) => n.split(".").pop()).sort()).toEqual(["mp3", "wav"]);
    expect(files[names.find((n) => n.endsWith(".mp3"))!]).toEqual(mp3);
    expect(files[names.find((n) => n.endsWith(".wav"))!]).toEqual(await bytes(await get(`/v1/history/${pcmId}/audio`)));
  });

  it("answers 404 once an item's audio is gone from storage", async () => {
    await t.deps.storage.delete(`history/${user.workspaceId}/${mp3Id}.mp3`);
    const res = await get(`/v1/history/${mp3Id}/audio`, { range: "bytes=0-9" });
    expect(res.status).toBe(404);
    expect((await res.json()).detail.status).toBe("history_item_not_found");
  });
});
