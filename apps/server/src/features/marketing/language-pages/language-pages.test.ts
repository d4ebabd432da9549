import { LANGUAGE_PAGES, LANGUAGE_PAGE_TEXT_MAX } from "@vocable/domain";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#testing/test-app";
import { VISITOR_SPEECH_RATE_LIMIT } from "./use-cases/speak-visitor-text";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sample = (slug: string, headers: Record<string, string> = {}) => t.request(`/v1/language-pages/${slug}/sample.mp3`, { headers });
const speak = (slug: string, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  t.request(`/v1/language-pages/${slug}/speech`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
const decoded = async (res: Response) => decodeWithFfmpeg(new Uint8Array(await res.arrayBuffer()), "mp3_44100_128");

describe("language and accent landing pages", () => {
  it("plays every page's sample, spoken by an installed voice, to anyone without an account", async () => {
    const durations = new Map<string, number>();
    for (const entry of LANGUAGE_PAGES) {
      const res = await sample(entry.audioSrc, { "xi-api-key": "wrong, and not looked at" });
      expect(res.status, entry.name).toBe(200);
      expect(res.headers.get("content-type")).toBe("audio/mpeg");
      const audio = await decoded(res);
      // A sentence or two of speech: sound, and about as long as the text (not a beep, not a letter-by-letter spelling).
      expect(audio.peak, entry.name).toBeGreaterThan(3000);
      expect(audio.durationSeconds, entry.name).toBeGreaterThan(3);
      expect(audio.durationSeconds, entry.name).toBeLessThan(40);
      durations.set(entry.audioSrc, audio.durationSeconds);
    }
    // The New York page is eSpeak NG's New York English, not the General American of the Californian one.
    expect(durations.get("new-york-accent")).not.toBe(durations.get("californian-accent"));
  });

  it("renders a sample once and serves it cached, with ranges and revalidation", async () => {
    const first = await sample("danish");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400");
    const etag = first.headers.get("etag")!;
    expect(new Uint8Array(await (await sample("danish")).arrayBuffer())).toEqual(bytes);
    expect((await sample("danish", { "if-none-match": etag })).status).toBe(304);
    const part = await sample("danish", { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(0, 100));
  });

  it("answers an unknown or malformed page in the ElevenLabs error shapes", async () => {
    const missing = await sample("klingon");
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toMatchObject({ status: "not_found" });
    expect((await speak("klingon", { text: "Hello" })).status).toBe(404);
    for (const slug of ["..%2F..%2Fetc", "Czech%00", "x".repeat(65), "%F0%9F%98%80"]) {
      const res = await sample(slug);
      expect([404, 422], slug).toContain(res.status);
    }
  });

  it("speaks a visitor's own text with the page's voice, and refuses what it cannot speak", async () => {
    const res = await speak("czech", { text: "Dobrý den, jak se máte?" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const audio = await decoded(res);
    expect(audio.peak).toBeGreaterThan(3000);
    expect(audio.durationSeconds).toBeGreaterThan(1);

    const refusals: [unknown, string][] = [
      [{ text: "" }, "Type some text"],
      [{ text: "   \n " }, "Type some text"],
      [{ text: "a".repeat(LANGUAGE_PAGE_TEXT_MAX + 1) }, `up to ${LANGUAGE_PAGE_TEXT_MAX} characters`],
      [{ text: "a\u0000b" }, "NUL"],
      [{ text: "a\ud800b" }, "surrogate"],
      [{}, "text"],
      [{ text: 42 }, "text"],
    ];
    for (const [body, message] of refusals) {
      const bad = await speak("czech", body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify((await bad.json()).detail), JSON.stringify(body)).toContain(message);
    }
    // 250 characters of emoji are 250 characters (code points), not 500.
    expect((await speak("english", { text: "🙂".repeat(LANGUAGE_PAGE_TEXT_MAX) })).status).toBe(200);
    // Not JSON, or no body: a 4xx, never a 500.
    expect((await speak("czech", "text=hello", { "content-type": "application/x-www-form-urlencoded" })).status).toBeLessThan(500);
    expect((await speak("czech", "{", { "content-type": "application/json" })).status).toBe(400);
  });

  it("limits a visitor's texts per address", async () => {
    let res = await speak("english", { text: "Once more." });
    let tries = 0;
    for (; res.status === 200 && tries <= VISITOR_SPEECH_RATE_LIMIT.max; tries++) res = await speak("english", { text: "Once more." });
    expect(res.status).toBe(429);
    const body = await res.json();
    expect(body.detail).toMatchObject({ status: "rate_limited" });
    expect(body.detail.message).toContain("sign up free");
    expect(tries).toBeLessThanOrEqual(VISITOR_SPEECH_RATE_LIMIT.max);
    // The samples are not counted: they are the same file for everyone.
    expect((await sample("english")).status).toBe(200);
  });
});
