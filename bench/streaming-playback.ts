/**
 * Streaming playback figures (not a test; the journey e2e/streaming-playback.spec.ts checks the
 * behaviour): starts the compiled server on the built web app, signs an account up in Debian's
 * Chromium as a person would, then on the text-to-speech page generates a text of about 1,000
 * characters several times and prints, per run and as medians, how long after the Generate click
 * the player starts playing, split into click -> response headers, headers -> first audio bytes and
 * first audio bytes -> playing; and when the whole answer has arrived, with the share of it the
 * listener waited before hearing anything.
 *
 *   npm run build && npx tsx bench/streaming-playback.ts
 *   BENCH_RUNS=15 npx tsx bench/streaming-playback.ts     # more runs (default 7)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { outboxMail, signUpAndSignIn } from "../apps/server/src/testing/http-account";
import { startServer } from "./server-process";
import { quantile } from "./stats";
import { prose } from "../e2e/prose";

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PASSWORD = "benchmark password";
interface Timeline {
  click: number;
  /** When the player took the new item (its source was set). */
  loadstart: number;
  playing: number[];
}

interface Run {
  /** Click -> first `playing`, ms. */
  playing: number;
  headers: number;
  /** Click -> the player took the stream (User Timing mark `vocable:player-stream-load`). */
  loaded: number;
  /** Click -> the first audio bytes read (mark `vocable:player-stream-first-bytes`). */
  firstBytes: number;
  /** Click -> the last byte of the answer. */
  responseEnd: number;
  /** Seconds of audio once it has all arrived. */
  duration: number;
}

/** Records, in the page's clock, the Generate click and the player's `playing` events for the next item. */
async function instrument(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __timeline: Timeline };
    const timeline: Timeline = { click: 0, loadstart: 0, playing: [] };
    w.__timeline = timeline;
    const audio = document.querySelector<HTMLAudioElement>("[data-testid=player-audio]")!;
    // Events of the item played before are not counted: only those after the new source was set.
    audio.addEventListener("loadstart", () => {
      if (timeline.click && !timeline.loadstart) timeline.loadstart = performance.now();
    });
    audio.addEventListener("playing", () => {
      if (timeline.loadstart) timeline.playing.push(performance.now());
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

/** The run's figures: the timeline, the player's marks and the last /stream response's resource timing. */
async function readRun(page: Page): Promise<Run> {
  // No named functions inside: tsx's esbuild would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const timeline = (window as unknown as { __timeline: Timeline }).__timeline;
    const entries = performance.getEntriesByType("resource").filter((e) => e.name.includes("/stream?"));
    const last = entries[entries.length - 1] as PerformanceResourceTiming | undefined;
    const [loaded, firstBytes] = ["vocable:player-stream-load", "vocable:player-stream-first-bytes"].map((name) => performance.getEntriesByName(name).at(-1)?.startTime ?? Number.NaN);
    return {
      playing: (timeline.playing[0] ?? Number.NaN) - timeline.click,
      headers: (last?.responseStart ?? Number.NaN) - timeline.click,
      loaded: loaded - timeline.click,
      firstBytes: firstBytes - timeline.click,
      responseEnd: (last?.responseEnd ?? Number.NaN) - timeline.click,
      duration: document.querySelector<HTMLAudioElement>("[data-testid=player-audio]")!.duration,
    };
  });
}

/** Polls `probe` in the page until it is truthy (or throws after `timeoutMs`). */
async function pageWaitFor(page: Page, what: string, probe: () => boolean, timeoutMs = 120_000): Promise<void> {
  try {
    await page.waitForFunction(probe, undefined, { timeout: timeoutMs, polling: 50 });
  } catch (err) {
    throw new Error(`waiting for ${what}: ${(err as Error).message}`, { cause: err });
  }
}

/**
 * A new account, as the journeys make one: sign-up (over HTTP), the mailed verification link (read
 * from the server's local outbox) opened in the browser, sign-in through the form, the onboarding
 * survey; ends on the text-to-speech page.
 */
async function signUpInBrowser(page: Page, serverUrl: string, appUrl: string): Promise<void> {
  const email = `bench-playback-${Date.now()}@example.com`;
  await signUpAndSignIn(serverUrl, { name: "Playback Bench", email, password: PASSWORD, origin: appUrl });
  const mail = await outboxMail(serverUrl, email, /Verify your e-mail/);
  const link = mail.links.map((l) => new URL(l)).find((url) => url.searchParams.has("oobCode"));
  if (!link) throw new Error("the verification e-mail has no link");
  await page.goto(new URL(`${link.pathname}${link.search}`, appUrl).toString());
  await page.getByTestId("landing-dialog-emailVerified").getByRole("button", { name: "OK" }).click();
  await page.waitForURL(/\/app\/sign-in(\?|$)/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("onboarding-survey").waitFor();
  await page.getByLabel("First name").fill("Playback");
  await page.getByLabel("What describes you best?").selectOption("developer");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("link", { name: "Go to the app" }).click();
  await page.waitForURL(/\/app\/speech-synthesis\/text-to-speech$/);
}

const median = (values: number[]) => quantile(values, 0.5);
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-playback-"));
  const port = process.env.BENCH_PORT ?? String(18200 + Math.floor(Math.random() * 500));
  // localhost: a secure context in Chromium, so the server's Secure cookies stick (PUBLIC_URL's default host).
  const appUrl = `http://localhost:${port}`;
  const server = await startServer({ PORT: port, DATA_DIR: dataDir, SIGN_IN_RATE_LIMIT: "1000" });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic", "--no-first-run", "--autoplay-policy=no-user-gesture-required"],
    });
    const page = await browser.newPage();
    await signUpInBrowser(page, server.url, appUrl);
    const text = prose(1_000);
    await page.getByTestId("tts-text").fill(text);
    console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    console.log(`Streaming playback in Chromium: ${RUNS} runs of a ${text.length}-character text, mp3 from the compiled server on this machine.\n`);

    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      await instrument(page);
      await page.getByTestId("tts-generate").click();
      await pageWaitFor(page, "the player to play", () => (window as unknown as { __timeline: Timeline }).__timeline.playing.length > 0);
      await pageWaitFor(page, "the whole answer", () => document.querySelector("[data-testid=audio-player]")?.getAttribute("data-stream") === "complete");
      const run = await readRun(page);
      runs.push(run);
      console.log(
        `run ${i + 1}: click -> playing ${ms(run.playing)} (headers ${ms(run.headers)}, player load ${ms(run.loaded)}, first audio bytes ${ms(run.firstBytes)}); ` +
          `click -> whole answer ${ms(run.responseEnd)} (${run.duration.toFixed(1)} s of audio)`,
      );
    }
    const pick = (f: (r: Run) => number) => median(runs.map(f));
    console.log(`\nmedians of ${RUNS} runs:`);
    for (const [label, figure] of [
      ["click -> first playing", pick((r) => r.playing)],
      ["  click -> response headers", pick((r) => r.headers)],
      ["  headers -> first audio bytes", pick((r) => r.firstBytes - r.headers)],
      ["  first audio bytes -> playing", pick((r) => r.playing - r.firstBytes)],
      ["click -> whole answer", pick((r) => r.responseEnd)],
    ] as const) {
      console.log(`  ${label.padEnd(32)} ${ms(figure).padStart(8)}`);
    }
    console.log(
      `  playing starts after ${(pick((r) => r.playing / r.responseEnd) * 100).toFixed(0)}% of the time the whole answer takes ` +
        `(${pick((r) => r.responseEnd / r.playing).toFixed(1)}x sooner than waiting for the whole file); ` +
        `${runs.filter((r) => r.playing < r.responseEnd).length} of ${RUNS} runs played before the last byte arrived`,
    );
  } finally {
    await browser?.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
