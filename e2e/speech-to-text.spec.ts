import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { concatBytes, PREMADE_VOICES, synthesizeRaw } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { signUp } from "./sign-up";

const SENTENCE = "Please call Stella and ask her to bring these things with her from the store.";

/** The sentence said by Flite's Richard, as a WAV file. */
async function spokenWav(): Promise<Buffer> {
  const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
  const said = await synthesizeRaw({ text: SENTENCE, voiceId: voice.voiceId });
  const pcm = new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength);
  return Buffer.from(concatBytes([wavHeader(said.sampleRate, pcm.length), pcm]));
}

test("a user uploads a recording, follows its progress, reads the words as the audio plays, exports subtitles and deletes it", async ({ page }) => {
  await signUp(page, "Transcript Tester");
  await page.getByRole("link", { name: "Speech to Text" }).first().click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/speech-to-text$/);

  await page.getByTestId("stt-file").setInputFiles({ name: "Stella call.wav", mimeType: "audio/wav", buffer: await spokenWav() });
  await page.getByTestId("stt-language").selectOption("en");
  await page.getByTestId("stt-transcribe").click();
  await expect(page).toHaveURL(/\?transcript=/);

  const view = page.getByTestId("transcript-view");
  await expect(view.getByTestId("transcript-file-name")).toHaveText("Stella call.wav");
  const words = view.getByTestId("transcript-word");
  await expect(words.first()).toBeVisible({ timeout: 60_000 });
  const heard = (await words.allTextContents()).map((w) => w.toLowerCase());
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
