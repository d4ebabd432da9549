import { expect, test, type Page } from "@playwright/test";
import { STREAM_INTERRUPTED } from "@vocable/domain";
import { prose } from "./prose";
import { signUp } from "./sign-up";
import { cutStreamTails } from "./stream-tails";

const playerDuration = (page: Page) => page.evaluate(() => document.querySelector<HTMLAudioElement>("[data-testid=player-audio]")!.duration);

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
      // The app's typed client passes a Request, which carries the signal.
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (url.includes("/stream?") && signal) {
        const index = aborted.push(false) - 1;
        signal.addEventListener("abort", () => (aborted[index] = true));
      }
      return realFetch(input, init);
    };
  });
}

async function streamAborts(page: Page): Promise<boolean[]> {
  return page.evaluate(() => (window as unknown as { __streamAborted: boolean[] }).__streamAborted);
}

/** Holds every /stream request before it is sent until the test calls `window.__sendStreams()`. */
async function holdStreamRequests(page: Page) {
  await page.addInitScript(() => {
    let send = () => {};
    const sent = new Promise<void>((resolve) => (send = resolve));
    (window as unknown as { __sendStreams: () => void }).__sendStreams = send;
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.includes("/stream?")) await sent;
      return realFetch(input, init);
    };
  });
}

test("the player says speech is being generated from the click until the first audio, and a failure takes it away", async ({ page }) => {
  await holdStreamRequests(page);
  await signUp(page, "Pending Tester");
  await typeText(page, prose(300));
  const player = page.getByTestId("audio-player");

  await page.getByTestId("tts-generate").click();
  // Before the request has even left: the text's start, and what is happening.
  await expect(page.getByTestId("player-generating")).toHaveText("Generating speech…");
  await expect(page.getByTestId("player-title")).toContainText(prose(300).slice(0, 30));
  await expect(player.getByRole("button", { name: "Play", exact: true })).toBeDisabled();
  await expect(player.getByRole("status", { name: "Generating speech", exact: true })).toBeVisible();
  await expect(page.getByTestId("player-download")).toBeDisabled();
  await page.evaluate(() => (window as unknown as { __sendStreams: () => void }).__sendStreams());
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  await expect(page.getByTestId("player-generating")).toHaveCount(0);

  // A generation that fails (answered here with the server's 422 shape) leaves no pending item behind.
  await typeText(page, "Hello there.");
  await page.route("**/stream?**", (route) => route.fulfill({ status: 422, contentType: "application/json", body: JSON.stringify({ detail: { status: "invalid_text", message: "The text cannot be spoken." } }) }));
  await page.getByTestId("tts-generate").click();
  await expect(page.getByTestId("player-generating")).toHaveCount(0);
});

test("the player starts before the audio has all arrived, its duration grows, then it is the history item", async ({ page }) => {
  await cutStreamTails(page, "hold");
  await signUp(page, "Stream Tester");
  await typeText(page, prose(600));
  const player = page.getByTestId("audio-player");

  await page.getByTestId("tts-generate").click();
  // It plays while the rest of the answer is held back...
  await expect.poll(() => page.evaluate(() => (window as unknown as { __playing: boolean[] }).__playing[0]), { timeout: 30_000 }).toBe(false);
  await expect(player).toHaveAttribute("data-stream", "live");
  const early = await playerDuration(page);
  expect(early).toBeGreaterThan(0);
  // ...a few seconds of the half minute the text makes.
  expect(early).toBeLessThan(10);
  // ...and once the rest arrives, its duration grows to all of it.
  await page.evaluate(() => (window as unknown as { __releaseStreams: () => void }).__releaseStreams());
  await expect(player).toHaveAttribute("data-stream", "complete", { timeout: 60_000 });
  expect(await playerDuration(page)).toBeGreaterThan(early + 20);

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
  await cutStreamTails(page, "break");
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
