import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeTinyVitsModel } from "../packages/speech/src/test-support/tiny-vits-model";
import { MODELS_ADMIN_EMAIL } from "./instance-admin";
import { completeOnboarding, signInThroughForm, submitSignUp, verifyThroughMail } from "./sign-up";

/** A sherpa-onnx style archive of the tiny VITS model the tests build (a known tone per letter). */
function tinyModelArchive(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vocable-e2e-model-"));
  const folder = writeTinyVitsModel(path.join(dir, "vits-tiny-e2e"));
  const archive = path.join(dir, "vits-tiny-e2e.tar.gz");
  execFileSync("tar", ["-czf", archive, "-C", dir, path.basename(folder)]);
  return archive;
}

test("an operator adds a model archive on the engines page, its voice speaks on the TTS page, and the operator removes it", async ({ page }) => {
  await submitSignUp(page, "Model Operator", MODELS_ADMIN_EMAIL);
  await verifyThroughMail(page, MODELS_ADMIN_EMAIL);
  await signInThroughForm(page, MODELS_ADMIN_EMAIL);
  await completeOnboarding(page, "Model");

  await page.getByTestId("nav-engines").click();
  await expect(page).toHaveURL(/\/app\/admin\/engines$/);
  await expect(page.getByTestId("local-models-empty")).toBeVisible();

  const archive = tinyModelArchive();
  await page.getByTestId("local-model-file").setInputFiles({ name: "vits-tiny-e2e.tar.gz", mimeType: "application/gzip", buffer: readFileSync(archive) });
  await page.getByTestId("local-model-add").click();
  const row = page.getByTestId("local-model").filter({ hasText: "vits-tiny-e2e" });
  await expect(row.getByTestId("local-model-status")).toHaveAttribute("data-status", "ok", { timeout: 60_000 });
  await expect(row.getByTestId("local-model-engine")).toContainText("local-vits-tiny-e2e");

  // Its voice is in the TTS page's picker, labelled with its engine, and speaks.
  await page.getByRole("link", { name: "Text to Speech" }).first().click();
  // Words the tiny model knows; a letter lasts 50 ms, so this is over three seconds.
  await page.getByTestId("tts-text").fill("hello world this is a test vocable speaks from tokens one two three");
  await page.getByTestId("voice-picker").click();
  const voice = page.getByTestId("voice-option").filter({ hasText: "local-vits-tiny-e2e" }).first();
  await expect(voice).toBeVisible();
  await voice.click();
  await page.getByTestId("tts-generate").click();
  await expect(page.getByTestId("audio-player")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("player-duration")).not.toHaveText("0:00");

  // Removed (after the confirmation), it leaves the page and the voice list.
  await page.getByTestId("nav-engines").click();
  await row.getByTestId("local-model-remove").click();
  await page.getByRole("dialog").getByRole("button", { name: /remove/i }).click();
  await expect(page.getByTestId("local-models-empty")).toBeVisible();
  const voices = await page.request.get("/v1/voices");
  expect(JSON.stringify(await voices.json())).not.toContain("local-vits-tiny-e2e");
});
