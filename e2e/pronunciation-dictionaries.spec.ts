import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { signUp } from "./sign-up";

test("a user creates a dictionary with an alias rule, picks it on the TTS page and generates", async ({ page }) => {
  await signUp(page, "Dictionary Tester");

  // Create a dictionary from one alias rule.
  await page.getByRole("link", { name: "Pronunciation" }).first().click();
  await expect(page).toHaveURL(/\/app\/pronunciation-dictionaries$/);
  await expect(page.getByText("No dictionaries yet.")).toBeVisible();
  await page.getByTestId("dictionary-create").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("dictionary-name").fill("Brand names");
  const row = dialog.getByTestId("rule-row").first();
  await row.getByLabel("Text to replace").fill("Vocable");
  await row.getByLabel("Alias").fill("voh-cable");
  await dialog.getByTestId("dictionary-create-submit").click();
  await expect(dialog).toBeHidden();
  const listed = page.getByTestId("dictionary-row").filter({ hasText: "Brand names" });
  await expect(listed).toContainText("1 rule");

  // The rules editor shows the rule; adding one saves a new version.
  await listed.getByRole("button", { name: "Edit rules of Brand names" }).click();
  const editor = page.getByRole("dialog");
  await expect(editor.getByLabel("Text to replace").first()).toHaveValue("Vocable");
  await editor.getByTestId("rule-add").click();
  await editor.getByLabel("Text to replace").nth(1).fill("TTS");
  await editor.getByLabel("Alias").nth(1).fill("text to speech");
  await editor.getByTestId("rules-save").click();
  await expect(editor).toBeHidden();
  await expect(listed).toContainText("2 rules");

  // Download the PLS.
  const downloadPromise = page.waitForEvent("download");
  await listed.getByRole("button", { name: "Download Brand names" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("Brand_names.pls");
  const pls = await readFile(await download.path(), "utf8");
  expect(pls).toContain("<grapheme>Vocable</grapheme>");
  expect(pls).toContain("<alias>text to speech</alias>");

  // Pick it on the TTS page and generate: the request carries the locator.
  await page.getByRole("link", { name: "Text to Speech" }).first().click();
  await page.getByTestId("tts-text").fill("Vocable reads TTS aloud.");
  const picker = page.getByTestId("dictionary-picker");
  await picker.getByLabel("Brand names").check();
  await expect(picker).toContainText("1 of 3 chosen.");
  const request = page.waitForRequest((r) => r.url().includes("/v1/text-to-speech/") && r.method() === "POST");
  await page.getByTestId("tts-generate").click();
  const body = (await request).postDataJSON() as { pronunciation_dictionary_locators?: { pronunciation_dictionary_id: string }[] };
  expect(body.pronunciation_dictionary_locators).toHaveLength(1);
  const player = page.getByTestId("audio-player");
  await expect(player).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("player-duration")).not.toHaveText("0:00");

  // Archive it: it leaves the list and the picker.
  await page.getByRole("link", { name: "Pronunciation" }).first().click();
  await page.getByTestId("dictionary-row").filter({ hasText: "Brand names" }).getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("No dictionaries yet.")).toBeVisible();
});
