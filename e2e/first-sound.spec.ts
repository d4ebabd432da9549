import os from "node:os";
import { expect, test } from "@playwright/test";
import { prose } from "./prose";
import { signUp } from "./sign-up";

/** What the page records for this journey, on `window`. */
interface FirstSoundMarks {
  __clickAt: number;
  __playingAt: number;
  __generating?: { text: string; at: number };
}

/**
 * The first sound of a 1,000-character text, measured in the browser and printed (not asserted:
 * timings are bench/first-sound.ts's). What a person sees is asserted: the player says speech is
 * being generated at once, then plays.
 *
 * "Cold" here: the first generation this journey makes, on the journey server it shares. The speech
 * threads start on demand and stop after SPEECH_IDLE_SECONDS (120 s) without work, so it is a cold
 * thread start when no other journey (nor the voice previews the server renders after a start on a
 * new data directory) made speech in the two minutes before; run alone right after the server
 * started, the threads of that preview rendering may still be up. A really cold server (a new
 * process, and a start after the idle time) is what `npm run bench:first-sound` measures.
 */
test("the first sound of a 1,000-character text: the player shows progress at once, plays, and the time is printed", async ({ page }) => {
  await signUp(page, "First Sound Tester");
  const text = prose(1_000);
  await page.getByTestId("tts-text").fill(text);
  await expect(page.getByTestId("tts-generate")).toBeEnabled();
  // Times from the click (capture phase: before the app's own handler) to the player's first `playing`,
  // and the player's progress state when it first shows (it may last only a moment on a warm server,
  // too short for a locator's polling to see).
  await page.evaluate(() => {
    const w = window as unknown as Partial<FirstSoundMarks>;
    document.querySelector("[data-testid=tts-generate]")!.addEventListener("click", () => (w.__clickAt ??= performance.now()), { capture: true });
    document.addEventListener("playing", () => (w.__playingAt ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      const shown = document.querySelector("[data-testid=player-generating]");
      if (shown) w.__generating ??= { text: shown.textContent ?? "", at: performance.now() };
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  const answered = page.waitForResponse((r) => r.url().includes("/stream?"));
  await page.getByTestId("tts-generate").click();
  const player = page.getByTestId("audio-player");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 60_000 });
  // The player said speech was being generated, before it played.
  const generating = await page.evaluate(() => {
    const w = window as unknown as FirstSoundMarks;
    return w.__generating && { text: w.__generating.text, beforePlaying: w.__generating.at <= w.__playingAt };
  });
  expect(generating).toEqual({ text: "Generating speech…", beforePlaying: true });

  // The server answers a stream once its first piece is synthesised and encoded: its headers mark that audio.
  const request = (await answered).request().timing();
  // In the page's clock: the click, the playing event, and its time origin (to place the request's epoch times).
  const page_ = await page.evaluate(() => {
    const w = window as unknown as FirstSoundMarks;
    return { clickAt: performance.timeOrigin + w.__clickAt, playingAt: performance.timeOrigin + w.__playingAt };
  });
  const clickToPlaying = page_.playingAt - page_.clickAt;
  const sentAt = request.startTime + request.requestStart;
  const firstAudioAt = request.startTime + request.responseStart;
  const ms = (n: number) => (n >= 0 ? `${Math.round(n)} ms` : "n/a");
  console.log(
    `first sound of a 1,000-character text (the journey's first generation): click -> playing ${ms(clickToPlaying)}` +
      ` (click -> request sent ${ms(sentAt - page_.clickAt)}, request sent -> the server's first audio ${ms(firstAudioAt - sentAt)},` +
      ` first audio -> playing ${ms(page_.playingAt - firstAudioAt)});` +
      ` load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} on ${os.availableParallelism()} cores`,
  );
  test.info().annotations.push({ type: "first sound", description: `click -> playing ${ms(clickToPlaying)}` });
  await expect(page.getByTestId("player-generating")).toHaveCount(0);
});
