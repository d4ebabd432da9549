import { expect, test } from "@playwright/test";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { makeTestVideo } from "@vocable/speech/test-support";
import { signUp } from "./sign-up";
import { spokenWav } from "./spoken-audio";

/** A short video: Richard says two sentences over ffmpeg's test pattern. */
async function testVideo(): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "vocable-e2e-dub-"));
  try {
    await writeFile(path.join(folder, "speech.wav"), await spokenWav(["Good morning my friend.", "Today we cook a big dinner together."]));
    await makeTestVideo({ path: path.join(folder, "clip.mp4"), seconds: 6, audioWav: path.join(folder, "speech.wav") });
    return await readFile(path.join(folder, "clip.mp4"));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

test("a user dubs a video: upload, watch the progress, play the dub and the original, edit and re-dub a line, download the video and its subtitles, and the checklist ticks", async ({ page }) => {
  test.setTimeout(480_000);
  await signUp(page, "Dub Maker");

  await page.getByTestId("sidebar").getByRole("link", { name: "Dubbing" }).click();
  await expect(page).toHaveURL(/\/app\/dubbing$/);
  await page.getByTestId("dubbing-new").click();
  const form = page.getByTestId("dub-form");
  await form.getByTestId("dub-file").setInputFiles({ name: "Morning clip.mp4", mimeType: "video/mp4", buffer: await testVideo() });
  await expect(form.getByTestId("dub-selected-name")).toContainText("Morning clip.mp4");
  await form.getByTestId("dub-target-language").selectOption("en");
  // The Free plan's dubs carry a watermark, and the form says what the dub costs.
  await expect(form.getByTestId("dub-watermark")).toBeChecked();
  await expect(form.getByTestId("dub-watermark")).toBeDisabled();
  await expect(form.getByTestId("dub-cost")).toContainText("characters");
  await form.getByTestId("dub-create").click();

  // The dub's page shows its progress, then the dubbed video.
  await expect(page).toHaveURL(/\/app\/dubbing\/[A-Za-z0-9_-]+$/, { timeout: 60_000 });
  await expect(page.getByTestId("dub-status")).toBeVisible();
  await expect(page.getByTestId("dub-status")).toHaveAttribute("data-status", "dubbed", { timeout: 240_000 });
  const video = page.getByTestId("dub-video");
  await expect(video).toBeVisible();
  await expect.poll(async () => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(6);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(async () => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);

  // The language switcher: the original, then the dub again.
  const switcher = page.getByTestId("dub-language-switcher");
  const currentSrc = () => video.evaluate((v: HTMLVideoElement) => v.currentSrc);
  const dubbedSrc = await currentSrc();
  expect(dubbedSrc).toMatch(/\/v1\/dubbing\/[A-Za-z0-9_-]+\/audio\/en$/);
  await switcher.getByRole("button", { name: "Original" }).click();
  await expect(switcher.getByRole("button", { name: "Original" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(currentSrc).toMatch(/\/v1\/dubbing\/resource\/[A-Za-z0-9_-]+\/media\/source$/);
  await expect.poll(async () => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await switcher.getByRole("button", { name: "English" }).click();
  await expect(switcher.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(currentSrc).toBe(dubbedSrc);

  // The segments, by speaker: clicking one moves the video there.
  const segments = page.getByTestId("dub-segment");
  await expect(segments.first()).toBeVisible();
  await expect(page.getByTestId("dub-speaker-name").first()).toHaveText("Speaker 1");
  const second = segments.nth(1);
  const start = Number(await second.getByTestId("dub-segment-seek").getAttribute("data-start"));
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await second.getByTestId("dub-segment-seek").click();
  await expect.poll(async () => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThanOrEqual(start - 0.3);

  // Edit that line, save it (it needs a re-dub), re-dub it: the line is spoken again, the video rendered and reloaded.
  const newLine = "Tonight we share warm soup and fresh bread.";
  await expect(second).toHaveAttribute("data-stale", "false");
  await second.getByTestId("dub-segment-edit").click();
  await second.getByTestId("dub-segment-text").fill(newLine);
  await second.getByTestId("dub-segment-save").click();
  await expect(second.getByTestId("dub-segment-editor")).toBeHidden();
  await expect(second).toHaveAttribute("data-stale", "true");
  await expect(second.getByTestId("dub-segment-stale")).toBeVisible();
  await expect(second.getByTestId("dub-segment-line")).toContainText(newLine);
  await expect(page.getByTestId("dub-redub-all")).toHaveText("Re-dub 1 changed line");
  // Every stage the progress shows, in order.
  await page.evaluate(() => {
    const status = document.querySelector('[data-testid="dub-studio-status"]')!;
    const seen: string[] = [];
    (window as unknown as { stages: string[] }).stages = seen;
    new MutationObserver(() => {
      const stage = status.querySelector('[data-testid="dub-studio-stage"]')?.textContent;
      if (stage && seen.at(-1) !== stage) seen.push(stage);
    }).observe(status, { subtree: true, childList: true, characterData: true });
  });
  const status = page.getByTestId("dub-studio-status");
  await second.getByTestId("dub-segment-redub").click();
  await expect(status).toHaveAttribute("data-state", "working");
  await expect(page.getByTestId("dub-redub-all")).toBeDisabled();
  await expect(status).toHaveAttribute("data-state", "done", { timeout: 120_000 });
  expect(await page.evaluate(() => (window as unknown as { stages: string[] }).stages)).toEqual(["Speaking the line…", "Rendering the video…"]);
  await expect(page.getByTestId("dub-studio-done")).toContainText("the English video now has the new lines");
  await expect(second).toHaveAttribute("data-stale", "false");
  await expect(second.getByTestId("dub-segment-stale")).toBeHidden();
  await expect(second.getByTestId("dub-segment-line")).toContainText(newLine);
  await expect(page.getByTestId("dub-redub-all")).toBeHidden();
  // The player loads the new render (its address changed, so no cached copy of the old one plays).
  await expect.poll(currentSrc).not.toBe(dubbedSrc);
  expect(await currentSrc()).toMatch(/\/audio\/en\?v=[A-Za-z0-9_-]+$/);
  await expect.poll(async () => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(6);

  // The video downloads with its name and language.
  const videoDownload = page.waitForEvent("download");
  await page.getByTestId("dub-download-media").click();
  const videoFile = await videoDownload;
  expect(videoFile.suggestedFilename()).toBe("Morning clip.en.mp4");
  const videoBytes = await readFile((await videoFile.path())!);
  expect(videoBytes.subarray(4, 8).toString("latin1")).toBe("ftyp");

  // The subtitles download as an SRT file, with the new line (a long line is cut into frames).
  const download = page.waitForEvent("download");
  await page.getByTestId("dub-download-srt").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.en\.srt$/);
  const srt = await readFile((await file.path())!, "utf8");
  expect(srt).toMatch(/^1\n00:00:0\d,\d{3} --> /);
  expect(srt).toContain("Tonight we share warm soup");

  // Adding a language says what it costs; into Spanish it needs a translation engine, which this server has not: the refusal is shown.
  const choice = page.getByTestId("dub-add-language-choice");
  await expect(choice.locator("option", { hasText: "English" })).toHaveCount(0);
  await choice.selectOption("es");
  await expect(page.getByTestId("dub-add-language-cost")).toContainText(/^Adding Spanish costs \d+ characters/);
  await page.getByTestId("dub-add-language-submit").click();
  await expect(page.getByTestId("dub-studio-error")).toContainText("Spanish could not be added");
  await expect(page.getByTestId("dub-studio-error-message")).toContainText("translation engine");
  await expect(switcher.getByRole("button")).toHaveCount(2);

  // Back in the list, the dub is there and done; the checklist's "Dub a video" is ticked.
  await page.getByTestId("dub-back").click();
  await expect(page.getByTestId("dubbing-row").first()).toHaveAttribute("data-status", "dubbed");
  const me = await page.request.get("/v1/user");
  const items = (await me.json()).onboarding_checklist.items as { onboarding_checklist_item_id: string; is_completed: boolean }[];
  expect(items.find((i) => i.onboarding_checklist_item_id === "create_dub")?.is_completed).toBe(true);
});
