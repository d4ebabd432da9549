import { expect, test, type Page } from "@playwright/test";
import { STREAM_INTERRUPTED } from "@vocable/domain";
import { signUp } from "./sign-up";

const SENTENCES = [
  "The harbour was quiet in the early morning, and the boats rocked gently against the old stone wall.",
  "A fisherman mended his nets while gulls circled overhead, calling to each other above the water.",
  "Further along the quay, a baker opened her shop and the smell of fresh bread drifted down the street.",
  "Children ran past on their way to school, laughing and shouting, their bags bouncing on their backs.",
  "By noon the market square was full of people buying fruit, cheese, flowers and warm loaves of bread.",
];

/** English prose of about `length` characters, ending at a sentence or word boundary. */
function prose(length: number): string {
  let text = "";
  for (let i = 0; text.length < length; i += 1) text += (text ? " " : "") + SENTENCES[i % SENTENCES.length];
  const cut = text.slice(0, length);
  return cut.slice(0, cut.lastIndexOf(" ")).trimEnd() + ".";
}

interface Timeline {
  click: number;
  /** When the player took the new item (its source was set). */
  loadstart: number;
  playing: number[];
  durations: Array<[number, number]>;
}

/** Records, in the page's clock, the Generate click and the player's `playing` and `durationchange` events. */
async function instrument(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __timeline: Timeline };
    const timeline: Timeline = { click: 0, loadstart: 0, playing: [], durations: [] };
    w.__timeline = timeline;
    const audio = document.querySelector<HTMLAudioElement>("[data-testid=player-audio]")!;
    // Events of the item played before are not counted: only those after the new source was set.
    audio.addEventListener("loadstart", () => {
      if (timeline.click && !timeline.loadstart) timeline.loadstart = performance.now();
    });
    audio.addEventListener("playing", () => {
      if (timeline.loadstart) timeline.playing.push(performance.now());
    });
    audio.addEventListener("durationchange", () => {
      if (timeline.loadstart) timeline.durations.push([performance.now(), audio.duration]);
    });
    document.addEventListener(
      "click",
      (event) => {
        if ((event.target as Element).closest("[data-testid=tts-generate]")) timeline.click = performance.now();
      },
      { capture: true },
    );
  });
}

/** The timeline plus when the most recent /stream response's headers and last byte arrived (resource timing). */
async function readTimeline(page: Page): Promise<Timeline & { loaded: number; firstBytes: number; responseStart: number; responseEnd: number }> {
  return page.evaluate(() => {
    const timeline = (window as unknown as { __timeline: Timeline }).__timeline;
    const entries = performance.getEntriesByType("resource").filter((e) => e.name.includes("/stream?"));
    const last = entries[entries.length - 1] as PerformanceResourceTiming | undefined;
    const lastMark = (name: string) => performance.getEntriesByName(name).at(-1)?.startTime ?? Number.NaN;
    const loaded = lastMark("vocable:player-stream-load");
    const firstBytes = lastMark("vocable:player-stream-first-bytes");
    return { ...timeline, loaded, firstBytes, responseStart: last?.responseStart ?? Number.NaN, responseEnd: last?.responseEnd ?? Number.NaN };
  });
}

async function playingCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __timeline: Timeline }).__timeline.playing.length);
}

async function typeText(page: Page, text: string) {
  await page.getByTestId("tts-text").fill(text);
  await expect(page.getByTestId("tts-generate")).toBeEnabled();
}

/**
 * Records, for every /stream request the page makes, whether the app aborted it (its AbortSignal
 * fired). Chromium's DevTools sometimes report a streamed fetch that was read to its end as
 * ERR_ABORTED too, so the signal is what tells that the app let go of the request.
 */
async function trackStreamAborts(page: Page) {
  await page.addInitScript(() => {
    const aborted: boolean[] = [];
    (window as unknown as { __streamAborted: boolean[] }).__streamAborted = aborted;
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.includes("/stream?") && init?.signal) {
        const index = aborted.push(false) - 1;
        init.signal.addEventListener("abort", () => (aborted[index] = true));
      }
      return realFetch(input, init);
    };
  });
}

async function streamAborts(page: Page): Promise<boolean[]> {
  return page.evaluate(() => (window as unknown as { __streamAborted: boolean[] }).__streamAborted);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

test("the player starts before the audio has all arrived, its duration grows, then it is the history item", async ({ page }) => {
  await signUp(page, "Stream Tester");
  const text = prose(1_000);
  expect(text.length).toBeGreaterThan(950);
  await typeText(page, text);
  const player = page.getByTestId("audio-player");

  const figures: number[] = [];
  const parts: Array<{ headers: number; firstBytes: number; playing: number }> = [];
  const RUNS = 7;
  for (let run = 0; run < RUNS; run += 1) {
    await instrument(page);
    await page.getByTestId("tts-generate").click();
    await expect.poll(() => playingCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(player).toHaveAttribute("data-stream", "complete", { timeout: 60_000 });
    await expect(player).toHaveAttribute("data-state", "playing");
    const t = await readTimeline(page);
    const firstPlaying = t.playing[0]!;
    expect(firstPlaying).toBeGreaterThan(t.click);
    // It played before the response had finished arriving...
    expect(t.responseEnd).toBeGreaterThan(firstPlaying);
    // ...and the duration grew while it arrived.
    const growing = t.durations.map(([, d]) => d).filter((d) => Number.isFinite(d) && d > 0);
    expect(growing.length).toBeGreaterThan(1);
    expect(growing[growing.length - 1]!).toBeGreaterThan(growing[0]!);
    figures.push(firstPlaying - t.click);
    parts.push({ headers: t.responseStart - t.click, firstBytes: t.firstBytes - t.responseStart, playing: firstPlaying - t.firstBytes });
    console.log(
      `run ${run + 1}: click -> first playing ${(firstPlaying - t.click).toFixed(0)} ms ` +
        `(headers ${(t.responseStart - t.click).toFixed(0)}, player load ${(t.loaded - t.click).toFixed(0)}, first audio bytes ${(t.firstBytes - t.click).toFixed(0)}); ` +
        `click -> response end ${(t.responseEnd - t.click).toFixed(0)} ms; durations ${growing.map((d) => d.toFixed(1)).join(", ")}`,
    );
  }
  console.log(`click -> first playing, ${RUNS} runs of ${text.length} characters: median ${median(figures).toFixed(0)} ms (${figures.map((f) => f.toFixed(0)).join(", ")})`);
  console.log(
    `medians: click -> headers ${median(parts.map((p) => p.headers)).toFixed(0)} ms; headers -> first audio bytes ${median(parts.map((p) => p.firstBytes)).toFixed(0)} ms; ` +
      `first audio bytes -> playing ${median(parts.map((p) => p.playing)).toFixed(0)} ms`,
  );

  // Once it has all arrived it is the normal history item: download is enabled, seeking works.
  await expect(page.getByTestId("player-download")).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByTestId("player-duration")).not.toHaveText("0:00");
  const seek = page.getByTestId("player-seek");
  await seek.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => Number(await seek.getAttribute("aria-valuenow"))).toBeGreaterThan(3);
  const downloadPromise = page.waitForEvent("download");
  await page.getByTestId("player-download").click();
  expect((await downloadPromise).suggestedFilename()).toMatch(/\.mp3$/);
});

test("seeking while it streams stays within what arrived; Generate again aborts the running stream", async ({ page }) => {
  await trackStreamAborts(page);
  await signUp(page, "Stream Abort Tester");
  await typeText(page, prose(5_000));
  const player = page.getByTestId("audio-player");
  const firstRequest = page.waitForRequest((r) => r.url().includes("/stream?"));
  await page.getByTestId("tts-generate").click();
  const first = await firstRequest;
  await expect(player).toHaveAttribute("data-state", "playing");
  await expect(player).toHaveAttribute("data-stream", "live");

  // Skip forward within what has arrived: the position moves and playback goes on.
  const seek = page.getByTestId("player-seek");
  await expect.poll(async () => page.evaluate(() => document.querySelector<HTMLAudioElement>("[data-testid=player-audio]")!.duration)).toBeGreaterThan(15);
  await page.getByRole("button", { name: "Forward 10 seconds" }).click();
  await expect.poll(async () => Number(await seek.getAttribute("aria-valuenow"))).toBeGreaterThan(9);
  await expect(player).toHaveAttribute("data-state", "playing");
  // Past the end of what arrived lands at most at its end, never beyond.
  const beyond = await page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>("[data-testid=player-audio]")!;
    const end = audio.buffered.end(audio.buffered.length - 1);
    return { end, duration: audio.duration };
  });
  expect(beyond.duration).toBeLessThanOrEqual(beyond.end + 0.5);

  // Generate again: the first request is aborted at once (the server stops), the new one plays.
  const failed = page.waitForEvent("requestfailed", (r) => r === first);
  await typeText(page, prose(200));
  await page.getByTestId("tts-generate").click();
  expect((await failed).failure()?.errorText).toMatch(/ABORTED/);
  expect(await streamAborts(page)).toEqual([true, false]);
  await expect(player).toHaveAttribute("data-stream", "complete", { timeout: 60_000 });
  await expect(page.getByTestId("player-title")).toHaveText(prose(200).slice(0, 80) + "…");
});

test("a stream that breaks off mid-way says so and keeps what arrived playable", async ({ page }) => {
  // The network breaks after the first 40 kB of the real server's answer.
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes("/stream?") || !response.body) return response;
      const reader = response.body.getReader();
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= 40_000) {
            await reader.cancel();
            controller.error(new TypeError("network error"));
            return;
          }
          const { done, value } = await reader.read();
          if (done) return controller.close();
          sent += value.length;
          controller.enqueue(value);
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
  await signUp(page, "Stream Break Tester");
  await typeText(page, prose(1_500));
  await page.getByTestId("tts-generate").click();
  const player = page.getByTestId("audio-player");
  await expect(page.getByText(STREAM_INTERRUPTED)).toBeVisible();
  await expect(player).toHaveAttribute("data-stream", "interrupted");
  // What arrived (40 kB: a few seconds of the minute and a half the text makes) plays to its end.
  await expect(page.getByTestId("player-duration")).not.toHaveText("0:00");
  const duration = await page.evaluate(() => document.querySelector<HTMLAudioElement>("[data-testid=player-audio]")!.duration);
  expect(duration).toBeGreaterThan(1);
  expect(duration).toBeLessThan(15);
  await expect(player).toHaveAttribute("data-state", "ended", { timeout: 30_000 });
});

test("a browser without Media Source Extensions plays the whole file as before", async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { MediaSource?: unknown }).MediaSource;
  });
  await signUp(page, "No MSE Tester");
  await typeText(page, prose(300));
  await page.getByTestId("tts-generate").click();
  const player = page.getByTestId("audio-player");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  await expect(player).not.toHaveAttribute("data-stream", /.+/);
  await expect(page.getByTestId("player-download")).toBeEnabled({ timeout: 30_000 });
});

test("the stream belongs to the player: it goes on across the app, and stops when the player is closed or the page is left", async ({ page }) => {
  test.setTimeout(240_000);
  await trackStreamAborts(page);
  await signUp(page, "Stream Leave Tester");
  const player = page.getByTestId("audio-player");
  const startLong = async (length: number) => {
    await typeText(page, prose(length));
    const request = page.waitForRequest((r) => r.url().includes("/stream?"));
    await page.getByTestId("tts-generate").click();
    const started = await request;
    await expect(player).toHaveAttribute("data-state", "playing");
    await expect(player).toHaveAttribute("data-stream", "live");
    return started;
  };

  // Closing the player aborts the request.
  await startLong(2_000);
  await page.getByRole("button", { name: "Close player" }).click();
  await expect(player).toBeHidden();
  await expect.poll(() => streamAborts(page)).toEqual([true]);

  // Moving to another page of the app keeps it streaming to the end, and playing.
  await startLong(3_000);
  await page.getByRole("link", { name: "History" }).first().click();
  await expect(page).toHaveURL(/\/text-to-speech\/history$/);
  // "complete" means the body ended normally: every byte arrived.
  await expect(player).toHaveAttribute("data-stream", "complete", { timeout: 90_000 });
  await expect(player).toHaveAttribute("data-state", "playing");
  expect(await streamAborts(page)).toEqual([true, false]);

  // Leaving the page (a reload) aborts it.
  await page.getByRole("link", { name: "Text to Speech" }).first().click();
  const request = await startLong(3_000);
  const failed = page.waitForEvent("requestfailed", (r) => r === request);
  await page.reload();
  expect((await failed).failure()?.errorText).toMatch(/ABORTED/);
});
