import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { signUp } from "./sign-up";

const TEXT = "Hello from Vocable. This journey checks that speech is generated, played, kept in history and rated.";

test("a new user generates speech, plays, downloads, rates and deletes it", async ({ page }) => {
  const email = await signUp(page, "Journey Tester");
  await expect(page.getByTestId("user-email").first()).toHaveText(email);

  // Type text and pick a voice.
  await page.getByTestId("tts-text").fill(TEXT);
  await expect(page.getByTestId("tts-char-count")).toContainText(String(TEXT.length));
  await expect(page.getByTestId("quota-remaining")).toContainText("characters");
  await page.getByTestId("voice-picker").click();
  const firstVoice = page.getByTestId("voice-option").first();
  await expect(firstVoice).toBeVisible();
  const voiceName = (await firstVoice.locator("span").first().textContent())?.trim() ?? "";
  expect(voiceName).not.toBe("");
  await firstVoice.click();
  await expect(page.getByTestId("voice-picker")).toContainText(voiceName);

  // Generate: the player loads the audio and plays it.
  const generate = page.getByTestId("tts-generate");
  await expect(generate).toBeEnabled();
  await generate.click();
  const player = page.getByTestId("audio-player");
  await expect(player).toBeVisible({ timeout: 60_000 });
  await expect(player).toHaveAttribute("data-type", "text-to-speech");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  await expect(page.getByTestId("player-duration")).not.toHaveText("0:00");
  const seek = page.getByTestId("player-seek");
  await expect.poll(async () => Number(await seek.getAttribute("aria-valuenow")), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await expect(page.getByTestId("player-voice")).toHaveText(voiceName);
  // The file name arrives from the history poll and enables the player's download button.
  await expect(page.getByTestId("player-download")).toBeEnabled({ timeout: 30_000 });

  // History lists the new item.
  await page.getByRole("link", { name: "History" }).first().click();
  await expect(page).toHaveURL(/\/text-to-speech\/history$/);
  const row = page.getByTestId("history-row").filter({ hasText: TEXT });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("history-voice")).toHaveText(voiceName);

  // Download the item: an mp3 with content.
  const downloadPromise = page.waitForEvent("download");
  await row.getByTestId("history-download").click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.mp3$/);
  const saved = await download.path();
  expect((await readFile(saved)).byteLength).toBeGreaterThan(0);

  // Thumbs up: the dialog opens (short text), submitting shows the success toast.
  await row.getByTestId("history-feedback-thumbs-up").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("feedback-counter")).toHaveText("0 / 200");
  await dialog.getByLabel("Feedback").fill("Too short");
  await expect(dialog.getByRole("alert")).toContainText("20");
  await expect(dialog.getByRole("button", { name: "Submit feedback" })).toBeDisabled();
  await dialog.getByLabel("Feedback").fill("Clear and natural, easy to follow.");
  await dialog.getByRole("button", { name: "Submit feedback" }).click();
  await expect(page.getByText("Your feedback has been submitted, thank you.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("history-feedback-thumbs-up")).toHaveAttribute("aria-pressed", "true");

  // Delete after confirming: the item is gone.
  await row.getByTestId("history-delete").click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("Delete this generation?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("history-row").filter({ hasText: TEXT })).toHaveCount(0);
  await expect(page.getByText("Nothing here yet")).toBeVisible();
});
