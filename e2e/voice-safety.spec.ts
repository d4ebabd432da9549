import { expect, type Page, test } from "@playwright/test";
import { keepDesignedVoice } from "./designed-voice";
import { SAFETY_ADMIN_EMAIL } from "./instance-admin";
import { completeOnboarding, signInThroughForm, signUp, submitSignUp, verifyThroughMail } from "./sign-up";

/** Chooses a voice in the text-to-speech page's picker by its name. */
async function chooseVoice(page: Page, name: string): Promise<void> {
  await page.getByTestId("voice-picker").click();
  const option = page.getByTestId("voice-option").filter({ hasText: name });
  await expect(option).toHaveCount(1);
  await option.click();
}

test("an operator puts a voice under CAPTCHA or BAN: the user is asked to check, or told to choose another voice", async ({ page, browser }) => {
  const suffix = Date.now().toString(36);
  const guarded = `Guarded Voice ${suffix}`;
  const banned = `Banned Voice ${suffix}`;
  const other = "Samantha";

  await signUp(page, "Safety Tester");
  const guardedId = await keepDesignedVoice(page, guarded);
  const bannedId = await keepDesignedVoice(page, banned, "A bright, fast young American man with an energetic and cheerful tone.");

  // The operator (ADMIN_EMAILS) signs in in another browser and sets the voices' safety control.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await submitSignUp(operator, "Safety Operator", SAFETY_ADMIN_EMAIL);
  await verifyThroughMail(operator, SAFETY_ADMIN_EMAIL);
  await signInThroughForm(operator, SAFETY_ADMIN_EMAIL);
  await completeOnboarding(operator, "Safety");
  const origin = new URL(operator.url()).origin;
  for (const [id, control] of [
    [guardedId, "CAPTCHA"],
    [bannedId, "BAN"],
  ] as const) {
    const res = await operator.request.put(`/v1/admin/voices/${id}/safety-control`, { data: { safety_control: control }, headers: { origin } });
    expect(res.status(), await res.text()).toBe(200);
    expect(await res.json()).toEqual({ voice_id: id, safety_control: control });
  }
  // A user who is not an operator may not.
  const refused = await page.request.put(`/v1/admin/voices/${guardedId}/safety-control`, { data: { safety_control: null }, headers: { origin } });
  expect(refused.status()).toBe(403);
  await operatorContext.close();

  // The user reloads text to speech: the voice shown on the first load opens no dialog.
  await page.goto("/app/speech-synthesis/text-to-speech");
  await page.reload();
  await expect(page.getByTestId("voice-picker")).not.toContainText("Select a voice");
  const captcha = page.getByTestId("voice-captcha-dialog");
  const blocked = page.getByTestId("voice-blocked-dialog");
  await expect(captcha).toBeHidden();
  await expect(blocked).toBeHidden();

  // Choosing the CAPTCHA voice asks for the check; Cancel goes back to the voice chosen before.
  await chooseVoice(page, other);
  await expect(page.getByTestId("voice-picker")).toContainText(other);
  await chooseVoice(page, guarded);
  await expect(captcha).toBeVisible();
  await expect(captcha).toContainText(guarded);
  await captcha.getByTestId("voice-captcha-cancel").click();
  await expect(captcha).toBeHidden();
  await expect(page.getByTestId("voice-picker")).toContainText(other);

  // Chosen again, it asks again; Continue opens only for the words shown.
  await chooseVoice(page, guarded);
  await expect(captcha).toBeVisible();
  const words = (await captcha.getByTestId("voice-captcha-challenge").textContent())!.trim();
  expect(words.split(/\s+/)).toHaveLength(3);
  const continueButton = captcha.getByTestId("voice-captcha-continue");
  await expect(continueButton).toBeDisabled();
  await captcha.getByTestId("voice-captcha-answer").fill("wrong words here");
  await expect(continueButton).toBeDisabled();
  await captcha.getByTestId("voice-captcha-answer").fill(words.toUpperCase());
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(captcha).toBeHidden();
  await expect(page.getByTestId("voice-picker")).toContainText(guarded);

  // The voice speaks.
  await page.getByTestId("tts-text").fill("This voice passed its check and speaks now.");
  await page.getByTestId("tts-generate").click();
  const player = page.getByTestId("audio-player");
  await expect(player).toHaveAttribute("data-type", "text-to-speech", { timeout: 60_000 });
  await expect(player).toHaveAttribute("data-state", /playing|ended/, { timeout: 30_000 });

  // The check is asked once per voice.
  await chooseVoice(page, other);
  await chooseVoice(page, guarded);
  await expect(page.getByTestId("voice-picker")).toContainText(guarded);
  await expect(captcha).toBeHidden();

  // The banned voice cannot be used: the dialog sends the user back to the voice before it.
  await chooseVoice(page, banned);
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText("has been blocked by the operators of this server and cannot be used");
  await blocked.getByTestId("voice-blocked-choose-another").click();
  await expect(blocked).toBeHidden();
  await expect(page.getByTestId("voice-picker")).toContainText(guarded);
});
