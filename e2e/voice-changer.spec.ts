import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { signUp } from "./sign-up";
import { spokenWav } from "./spoken-audio";

/** Said by Flite's Richard (spoken-audio.ts); the journey converts it into another voice. */
const SENTENCE = "Please call Stella and ask her to bring these things with her from the store.";
const TARGET_VOICE = "Alasdair";

test("a user converts a recording into another voice, hears and downloads it, finds it with its original in the history, and the checklist ticks", async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, "Voice Changer");

  // From the sidebar to the voice changer, which says plainly what the built-in engine is.
  await page.getByTestId("sidebar").getByRole("link", { name: "Voice changer" }).click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/speech-to-speech$/);
  await expect(page.getByRole("heading", { level: 1, name: "Voice changer" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("The built-in voice changer is an approximation.");
  const settings = page.getByRole("complementary", { name: "Voice and settings" });
  await expect(settings.getByLabel("Model")).toHaveValue("vocable_voice_changer");
  // The model's own description, by the picker, says the same.
  await expect(settings).toContainText(/approximation/i);

  // The recording, then a voice other than the one it was spoken in.
  await page.getByLabel("Choose a file").setInputFiles({ name: "Stella call.wav", mimeType: "audio/wav", buffer: await spokenWav(SENTENCE) });
  await expect(page.getByText("Stella call.wav")).toBeVisible();
  await settings.getByRole("button", { name: /^Target voice/ }).click();
  const voices = page.getByRole("dialog", { name: "Voices" });
  await voices.getByRole("button", { name: new RegExp(`^${TARGET_VOICE}`) }).click();
  await expect(settings.getByRole("button", { name: /^Target voice/ })).toContainText(TARGET_VOICE);

  // Convert: the player plays the converted speech.
  await page.getByRole("button", { name: "Convert", exact: true }).click();
  const result = page.getByRole("region", { name: "Converted speech" });
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(result).toContainText(`Stella call.wav in the voice of ${TARGET_VOICE}`);
  const player = page.getByRole("region", { name: "Audio player" });
  await expect(player).toHaveAttribute("data-type", "speech-to-speech");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  await expect(player.getByTestId("player-duration")).not.toHaveText("0:00");
  await expect(player.getByTestId("player-voice")).toHaveText(TARGET_VOICE);

  // Download: an MP3 with audio in it.
  const downloading = page.waitForEvent("download");
  await result.getByRole("button", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`${TARGET_VOICE}.*Stella_call\\.mp3$`));
  expect((await readFile(await download.path())).byteLength).toBeGreaterThan(1000);

  // The history has it, with the original it was made from; both play.
  await result.getByRole("link", { name: "See all your conversions" }).click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/speech-to-speech\/history$/);
  const rows = page.getByRole("listitem").filter({ hasText: `In the voice of ${TARGET_VOICE}` });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await row.getByRole("button", { name: /^Play the original/ }).click();
  await expect(row.getByRole("button", { name: /^Stop the original/ })).toBeVisible();
  await row.getByRole("button", { name: /^Play the converted speech/ }).click();
  await expect(player).toHaveAttribute("data-type", "speechHistoryItem");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  const original = page.waitForEvent("download");
  await row.getByRole("button", { name: "Download the original" }).click();
  expect((await readFile(await (await original).path())).byteLength).toBeGreaterThan(1000);

  // The onboarding checklist's "Transform a voice" is done.
  await page.goto("/app/onboarding-checklist");
  const step = page.getByTestId("checklist-item-generate_speech_to_speech");
  await expect(step).toContainText("Transform a voice");
  await expect(step).toHaveAttribute("data-completed", "true");
});

test("a file that is not audio is refused before it is sent", async ({ page }) => {
  await signUp(page, "Wrong File");
  await page.goto("/app/speech-synthesis/speech-to-speech");
  await page.getByLabel("Choose a file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not audio") });
  await expect(page.getByRole("alert")).toContainText("notes.txt is not an audio file the voice changer reads");
  await expect(page.getByRole("button", { name: "Convert", exact: true })).toBeDisabled();
});
