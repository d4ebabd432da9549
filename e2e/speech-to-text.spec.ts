import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { spokenWav } from "./spoken-audio";
import { signUp } from "./sign-up";

const SENTENCE = "Please call Stella and ask her to bring these things with her from the store.";
/** About 40 seconds read aloud: longer than one 30-second piece of recognition. */
const STORY = [
  "Every morning the baker opens the shop before the sun comes up.",
  "The street smells of fresh bread and warm butter.",
  "Children stop at the window on their way to school.",
  "Some of them ask for a small roll with raisins.",
  "The baker always keeps a few aside for them.",
  "At noon the shelves are empty and the shop is quiet again.",
  "Where do all the loaves go?",
  "Nobody in the village can say for certain.",
  "Some say the miller buys them for his horses.",
  "Others think the baker eats them all himself.",
  "I think the birds in the square know the answer.",
];
/** German, which the English recogniser cannot follow. */
const GERMAN =
  "Der Zug nach Hamburg fährt heute leider mit zwanzig Minuten Verspätung ab. Wir bitten alle Fahrgäste, auf dem Bahnsteig hinter der weißen Linie zu warten.";

/** A word as said, without the case and end marks the transcript restores. */
const bare = (word: string) => word.toLowerCase().replace(/[^a-z']/g, "");

test("a user uploads a recording, follows its progress, reads the words as the audio plays, exports subtitles and deletes it", async ({ page }) => {
  await signUp(page, "Transcript Tester");
  await page.getByRole("link", { name: "Speech to Text" }).first().click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/speech-to-text$/);

  await page.getByTestId("stt-file").setInputFiles({ name: "Stella call.wav", mimeType: "audio/wav", buffer: await spokenWav(SENTENCE) });
  await page.getByTestId("stt-language").selectOption("en");
  await page.getByTestId("stt-transcribe").click();
  await expect(page).toHaveURL(/\?transcript=/);

  const view = page.getByTestId("transcript-view");
  await expect(view.getByTestId("transcript-file-name")).toHaveText("Stella call.wav");
  const words = view.getByTestId("transcript-word");
  await expect(words.first()).toBeVisible({ timeout: 60_000 });
  const heard = (await words.allTextContents()).map(bare);
  expect(["please", "stella", "bring", "store"].filter((w) => heard.includes(w)).length).toBeGreaterThanOrEqual(3);

  // Clicking a word seeks the player there, and that word is the highlighted one.
  const audio = view.getByTestId("transcript-audio");
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThan(0);
  const target = words.nth(Math.min(4, heard.length - 1));
  await target.click();
  await expect(target).toHaveAttribute("aria-current", "true");
  expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);

  // Subtitles: numbered cues with times, named after the upload.
  const download = page.waitForEvent("download");
  await view.getByTestId("transcript-export-srt").click();
  const srt = await download;
  expect(srt.suggestedFilename()).toBe("Stella_call.srt");
  expect(await readFile(await srt.path(), "utf8")).toMatch(/^1\n00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}\n/);

  // It is in the history; deleting it (confirmed) removes it there too.
  await page.goto("/app/speech-synthesis/speech-to-text/history");
  await expect(page.getByTestId("transcript-row")).toHaveCount(1);
  await page.getByTestId("transcript-row").first().getByRole("link").first().click();
  await page.getByTestId("transcript-delete").click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/speech-to-text$/);
  await page.goto("/app/speech-synthesis/speech-to-text/history");
  await expect(page.getByTestId("transcripts-empty")).toBeVisible();
});

test("STT progress moving and low-confidence marked", async ({ page }) => {
  test.setTimeout(300_000);
  await signUp(page, "Progress Watcher");
  await page.goto("/app/speech-synthesis/speech-to-text");
  const view = page.getByTestId("transcript-view");

  // A 40-second story: the bar moves while the recogniser works, then the transcript reads in sentences.
  await page.getByTestId("stt-file").setInputFiles({ name: "Baker.wav", mimeType: "audio/wav", buffer: await spokenWav(STORY) });
  await page.getByTestId("stt-language").selectOption("en");
  await page.getByTestId("stt-transcribe").click();
  await expect(view.getByTestId("transcript-file-name")).toHaveText("Baker.wav");
  const bar = view.getByRole("progressbar", { name: "Transcription progress" });
  // Read while it is still processing: a value strictly between 0 and 100 (the bar leaves when it completes).
  let seen = -1;
  const percent = async () => (seen = await bar.getAttribute("aria-valuenow", { timeout: 1_000 }).then(Number, () => -1));
  await expect.poll(percent, { timeout: 120_000, intervals: [100], message: "a progress value above 0 while processing" }).toBeGreaterThan(0);
  expect(seen).toBeLessThan(100);
  await expect(view).toHaveAttribute("data-status", "completed", { timeout: 120_000 });
  await expect(view.getByTestId("transcript-status")).toHaveText("Completed");
  await expect(view.getByTestId("transcript-low-confidence")).toHaveCount(0);
  const sentences = await view.getByTestId("transcript-word").allTextContents();
  expect(sentences[0]).toMatch(/^[A-Z]/);
  expect(sentences[sentences.length - 1]).toMatch(/[.?]$/);
  expect(sentences.filter((w) => /[.?]$/.test(w)).length).toBeGreaterThanOrEqual(3);

  // German to the English recogniser: the transcript warns, and the unsure words are marked in words.
  await page.getByTestId("stt-file").setInputFiles({ name: "Bahnsteig.wav", mimeType: "audio/wav", buffer: await spokenWav(GERMAN, "Lukas") });
  await page.getByTestId("stt-transcribe").click();
  await expect(view.getByTestId("transcript-file-name")).toHaveText("Bahnsteig.wav");
  await expect(view).toHaveAttribute("data-status", "completed", { timeout: 120_000 });
  const warning = view.getByRole("status").filter({ hasText: "This transcript may be inaccurate" });
  await expect(warning).toContainText("The recogniser was unsure of much of this transcript");
  await expect(view.getByTestId("transcript-status")).toHaveText("Completed, low confidence");
  const unsure = view.locator('[data-testid="transcript-word"][data-low-confidence="true"]');
  expect(await unsure.count()).toBeGreaterThanOrEqual(2);
  await expect(unsure.first()).toHaveAccessibleDescription("The recogniser was unsure of this word.");
  await expect(view.getByTestId("transcript-confidence-legend")).toContainText("underlined with dots");
});
