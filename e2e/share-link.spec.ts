import { spawnSync } from "node:child_process";
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ffmpegPath } from "@vocable/speech";
import { SHARE_ADMIN_EMAIL, setOwnWorkspaceFlags } from "./instance-admin";
import { signUp } from "./sign-up";

const TEXT = "Hello from a shared generation.";

/** The critical and serious axe findings of what the page shows. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === "critical" || v.impact === "serious").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("share a generation: copy its link, a signed-out visitor plays and downloads it, and turning the link off ends the page", async ({ page, browser, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-write"]);
  await signUp(page, "Sharer");
  await page.getByTestId("tts-text").fill(TEXT);
  await page.getByTestId("tts-generate").click();
  await expect(page.getByTestId("player-title")).toHaveText(TEXT);
  await expect(page.getByTestId("player-download")).toBeEnabled({ timeout: 60_000 });

  // Share → the modal makes the link, shows it shortened, and copies it whole.
  await page.getByTestId("player-share").click();
  const modal = page.getByRole("dialog", { name: "Share" });
  const shown = modal.getByTestId("share-link-url");
  await expect(shown).toHaveText(/^http:\/\/localhost:\d+\/share\/.{0,30}…?$/);
  await modal.getByTestId("share-link-copy").click();
  await expect(page.getByText("Share link copied to clipboard")).toBeVisible();
  // Vocable's pages may not read the clipboard (Permissions-Policy): paste it where a person would.
  const notes = await context.newPage();
  await notes.setContent("<textarea aria-label='Notes'></textarea>");
  await notes.getByLabel("Notes").focus();
  await notes.keyboard.press("ControlOrMeta+V");
  const link = await notes.getByLabel("Notes").inputValue();
  await notes.close();
  expect(link).toMatch(/\/share\/[A-Za-z0-9]{22}$/);
  expect(await shown.getAttribute("href")).toBe(link);
  expect(await axeFindings(page)).toEqual([]);

  // A fresh browser with no account opens it: the words, the voice, a waveform that plays, a download.
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const response = await visitor.goto(link);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByTestId("shared-text")).toHaveText(TEXT);
    await expect(visitor.getByTestId("shared-voice")).not.toBeEmpty();
    await expect(visitor.getByRole("banner")).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Sign up free" }).last()).toBeVisible();
    await expect(visitor.getByTestId("shared-waveform")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await visitor.getByTestId("shared-play").click();
    await expect(visitor.getByTestId("shared-play")).toHaveAttribute("data-state", "playing");
    await expect(visitor.getByTestId("shared-time")).not.toHaveText(/^0:00 \//, { timeout: 10_000 });
    const [download] = await Promise.all([visitor.waitForEvent("download"), visitor.getByTestId("shared-download").click()]);
    expect(download.suggestedFilename()).toMatch(/\.mp3$/);
    expect(await axeFindings(visitor)).toEqual([]);
    await visitor.getByTestId("theme-toggle").click();
    await expect(visitor.locator("html")).toHaveClass(/\bdark\b/);
    expect(await axeFindings(visitor)).toEqual([]);

    // The owner turns the link off: the next visit says so, with a 404.
    await modal.getByTestId("share-link-revoke").click();
    await expect(page.getByText("The share link is off: its page no longer opens.")).toBeVisible();
    await expect(modal).toBeHidden();
    const gone = await visitor.goto(link);
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByTestId("shared-item-missing")).toBeVisible();
    await expect(visitor.getByRole("banner")).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});

/** What ffmpeg reads in a file: its streams and how long it plays (the bundled ffmpeg has no ffprobe). */
function probe(file: string): { streams: string[]; seconds: number } {
  const log = spawnSync(ffmpegPath(), ["-hide_banner", "-i", file, "-f", "null", "-"]).stderr.toString();
  const input = log.split("Output #0")[0]!;
  const time = [...log.matchAll(/time=(\d+):(\d+):([\d.]+)/g)].at(-1);
  return { streams: [...input.matchAll(/Stream #0:\d+(?:\[\w+\])?(?:\([^)]*\))?: (Video|Audio): (\w+)/g)].map((m) => `${m[1]}:${m[2]}`), seconds: time ? Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]) : 0 };
}

test("share video: with the flag on, Share makes a video in each theme that plays and downloads, as long as the audio", async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, "Video Sharer", SHARE_ADMIN_EMAIL);
  await setOwnWorkspaceFlags(page, { tts_video: true });
  await page.reload();
  await page.getByTestId("tts-text").fill("[cheerfully] A video of this sentence.");
  await page.getByTestId("tts-generate").click();
  await expect(page.getByTestId("player-download")).toBeEnabled({ timeout: 60_000 });
  await page.getByTestId("player-share").click();
  const modal = page.getByRole("dialog", { name: "Share video" });
  await expect(modal.getByTestId("share-video-preview")).toBeVisible();
  await expect(modal.getByRole("switch", { name: "Leave out bracketed tags" })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  // The same in the dark theme (from the account menu), then on with the light one.
  for (const theme of ["Dark", "Light"] as const) {
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await page.getByTestId("sidebar").getByTestId("account-menu").click();
    await page.getByRole("menuitemradio", { name: theme }).click();
    await expect(page.locator("html")).toHaveClass(theme === "Dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await page.getByTestId("player-share").click();
    await expect(modal.getByTestId("share-video-preview")).toBeVisible();
    if (theme === "Dark") expect(await axeFindings(page)).toEqual([]);
  }

  const audio = test.info().outputPath("audio.mp3");
  const historyId = (await (await page.request.get("/v1/history?page_size=1")).json()).history[0].history_item_id as string;
  fs.writeFileSync(audio, await (await page.request.get(`/v1/history/${historyId}/audio`)).body());
  const audioSeconds = probe(audio).seconds;
  for (const theme of ["colour", "light", "dark"]) {
    await modal.getByTestId(`share-video-theme-${theme}`).click();
    await expect(modal.getByTestId("share-video-preview")).toBeVisible();
    await modal.getByTestId("share-video-generate").click();
    await expect(modal.getByTestId("share-video-player")).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent("download"), modal.getByTestId("share-video-download").click()]);
    expect(download.suggestedFilename()).toBe("Vocable_video.mp4");
    const file = test.info().outputPath(`${theme}.mp4`);
    await download.saveAs(file);
    const video = probe(file);
    expect(video.streams).toEqual(["Video:h264", "Audio:aac"]);
    expect(Math.abs(video.seconds - audioSeconds)).toBeLessThan(0.1);
  }
});
