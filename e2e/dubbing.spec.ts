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

test("a user dubs a video: upload, watch the progress, play the dub, read its transcript, download its subtitles, and the checklist ticks", async ({ page }) => {
  test.setTimeout(300_000);
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

  // The transcript: clicking a line moves the video there.
  const lines = page.getByTestId("dub-transcript-line");
  await expect(lines.first()).toBeVisible();
  const second = lines.nth(1);
  const start = Number(await second.getAttribute("data-start"));
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await second.click();
  await expect.poll(async () => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThanOrEqual(start - 0.3);

  // The subtitles download as an SRT file.
  const download = page.waitForEvent("download");
  await page.getByTestId("dub-download-srt").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.en\.srt$/);
  expect(await readFile((await file.path())!, "utf8")).toMatch(/^1\n00:00:0\d,\d{3} --> /);

  // Back in the list, the dub is there and done; the checklist's "Dub a video" is ticked.
  await page.getByTestId("dub-back").click();
  await expect(page.getByTestId("dubbing-row").first()).toHaveAttribute("data-status", "dubbed");
  const me = await page.request.get("/v1/user");
  const items = (await me.json()).onboarding_checklist.items as { onboarding_checklist_item_id: string; is_completed: boolean }[];
  expect(items.find((i) => i.onboarding_checklist_item_id === "create_dub")?.is_completed).toBe(true);
});
