import { expect, test } from "@playwright/test";
import { concatBytes, PREMADE_VOICES, synthesizeRaw } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { PVC_ADMIN_EMAIL, setOwnWorkspacePlan } from "./instance-admin";
import { completeOnboarding, signInThroughForm, submitSignUp, verifyThroughMail } from "./sign-up";

/** About 15 s of one speaker: training needs at least 10 s of speech. */
const SAMPLE_TEXT =
  "Good evening, and thank you for listening. This recording is a sample of my natural speaking voice, made for a professional voice clone. " +
  "I read every sentence slowly and clearly, with short pauses between them, so that each word can be heard. " +
  "The weather was mild today, the trains ran on time, and the market by the river was full of fresh fruit.";
const VOICE_NAME = "Pro Journey Voice";
const HONEST_NOTE = "Embedded profile: no trainable engine installed";
const BADGE = "embedded profile: no trainable engine installed";

/** `text` said by a premade voice (Flite's Richard unless named), as a WAV file. */
async function spokenWav(text: string, voiceName = "Richard"): Promise<{ buffer: Buffer; seconds: number }> {
  const voice = PREMADE_VOICES.find((v) => v.name === voiceName)!;
  const said = await synthesizeRaw({ text, voiceId: voice.voiceId });
  const pcm = new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength);
  return { buffer: Buffer.from(concatBytes([wavHeader(said.sampleRate, pcm.length), pcm])), seconds: said.samples.length / said.sampleRate };
}

test("a creator makes a professional voice: details, samples, the captcha, training, then uses it", async ({ page }) => {
  test.setTimeout(360_000);
  const sample = await spokenWav(SAMPLE_TEXT);
  expect(sample.seconds).toBeGreaterThan(12);

  // An operator (ADMIN_EMAILS) signs up and puts their own workspace on Creator, which has one professional voice.
  await submitSignUp(page, "Pro Voice Tester", PVC_ADMIN_EMAIL);
  await verifyThroughMail(page, PVC_ADMIN_EMAIL);
  await signInThroughForm(page, PVC_ADMIN_EMAIL);
  await completeOnboarding(page, "Pro");
  await setOwnWorkspacePlan(page, { tier: "creator", max_seats: null });

  // The wizard from "Add a new voice".
  await page.goto("/app/voice-lab");
  await page.getByTestId("add-voice").first().click();
  await page.getByRole("dialog", { name: "Add a new voice" }).getByTestId("add-voice-professionalClone").click();
  await expect(page).toHaveURL(/\/app\/voice-lab\/professional$/);
  await expect(page.getByTestId("pvc-step-create")).toHaveAttribute("aria-current", "step");

  // a) Create: name, language, description, a label.
  await page.getByTestId("pvc-name").fill(VOICE_NAME);
  await expect(page.getByTestId("pvc-language")).toHaveValue("en");
  await page.getByTestId("pvc-description").fill("Read slowly in a quiet room.");
  await page.getByTestId("pvc-accent").fill("american");
  await page.getByTestId("pvc-create-submit").click();
  await expect(page).toHaveURL(/\/app\/voice-lab\/professional\/[A-Za-z0-9_-]+$/);
  const wizard = page.getByTestId("pvc-wizard");
  await expect(wizard).toHaveAttribute("data-step", "samples");
  await expect(wizard.getByTestId("pvc-voice-name")).toHaveText(VOICE_NAME);
  const voiceId = (await wizard.getAttribute("data-voice-id"))!;

  // b) Samples: upload the recording; its waveform is drawn and it plays.
  await wizard.getByTestId("pvc-sample-input").setInputFiles({ name: "studio take.wav", mimeType: "audio/wav", buffer: sample.buffer });
  await wizard.getByTestId("pvc-samples-upload").click();
  await expect(page.getByText("The sample was added.")).toBeVisible({ timeout: 60_000 });
  const row = wizard.getByTestId("pvc-sample");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("studio take.wav");
  await expect(row.getByTestId("pvc-waveform")).toHaveAttribute("data-bars", "96", { timeout: 30_000 });
  await row.getByTestId("pvc-sample-play").click();
  await expect(row.getByTestId("pvc-sample-play")).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  await row.getByTestId("pvc-sample-play").click();
  await expect(row.getByTestId("pvc-sample-play")).toHaveAttribute("data-state", "paused");

  // Separating the speakers finds the one voice of the recording; it can be heard on its own.
  await row.getByTestId("pvc-separate").click();
  await expect(row.getByTestId("pvc-speakers")).toHaveAttribute("data-status", "completed", { timeout: 90_000 });
  await expect(row.getByTestId("pvc-speaker").first()).toBeVisible();
  await row.getByTestId("pvc-speaker-play").first().click();
  await expect(row.getByTestId("pvc-speaker-play").first()).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  await row.getByTestId("pvc-speaker-play").first().click();

  // c) Verify: the same speaker reads the sentence (a file instead of the microphone).
  await wizard.getByTestId("pvc-samples-continue").click();
  await expect(wizard).toHaveAttribute("data-step", "verify");
  const sentence = ((await wizard.getByTestId("pvc-captcha-text").textContent()) ?? "").replace(/[“”]/g, "").trim();
  expect(sentence.split(/\s+/).length).toBeGreaterThan(5);
  // Someone else reading it does not pass: the server's reason and the attempts left are shown.
  const impostor = await spokenWav(sentence, "Samantha");
  await wizard.getByTestId("pvc-captcha-file").setInputFiles({ name: "someone else.wav", mimeType: "audio/wav", buffer: impostor.buffer });
  await wizard.getByTestId("pvc-captcha-submit").click();
  const refusal = wizard.getByTestId("voice-form-error");
  await expect(refusal).toContainText("The recording did not pass", { timeout: 60_000 });
  await expect(refusal).toContainText("attempts left");
  await expect(wizard.getByTestId("pvc-attempts")).toHaveText("1 of 5 attempts used.");
  const reading = await spokenWav(sentence);
  await wizard.getByTestId("pvc-captcha-file").setInputFiles({ name: "captcha.wav", mimeType: "audio/wav", buffer: reading.buffer });
  await expect(wizard.getByTestId("pvc-captcha-recording")).toContainText("captcha.wav");
  await wizard.getByTestId("pvc-captcha-submit").click();
  await expect(wizard.getByTestId("pvc-verified")).toBeVisible({ timeout: 60_000 });

  // The voice lab's card says the setup is not finished; "Continue setup" reopens at the training.
  await page.goto("/app/voice-lab");
  const card = page.getByTestId("voice-card").filter({ hasText: VOICE_NAME });
  await expect(card.getByTestId("voice-use")).toHaveCount(0);
  await card.getByTestId("voice-continue-setup").click();
  await expect(page).toHaveURL(new RegExp(`/app/voice-lab/professional/${voiceId}$`));
  await expect(wizard).toHaveAttribute("data-step", "train");

  // d) Train: progress while it runs, then the honest note of what it was built as.
  await wizard.getByTestId("pvc-train").click();
  await expect(wizard.getByTestId("pvc-trained")).toBeVisible({ timeout: 120_000 });
  await expect(wizard.getByTestId("pvc-train-step")).toHaveAttribute("data-state", "fine_tuned");
  await expect(wizard.getByTestId("pvc-training-message")).toContainText(HONEST_NOTE);
  await expect(wizard.getByTestId("voice-method")).toHaveText(BADGE);

  // Use it: text to speech opens with it and it speaks.
  await wizard.getByTestId("pvc-use").click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/text-to-speech$/);
  await expect(page.getByTestId("voice-picker")).toContainText(VOICE_NAME);
  await page.getByTestId("tts-text").fill("A professional voice, trained on this server, says hello.");
  await page.getByTestId("tts-generate").click();
  const player = page.getByTestId("audio-player");
  await expect(player).toHaveAttribute("data-type", "text-to-speech", { timeout: 60_000 });
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });

  // Back in the voice lab the card is a finished voice: Use, no "Continue setup", the same badge.
  await page.goto("/app/voice-lab");
  await expect(card.getByTestId("voice-use")).toBeVisible();
  await expect(card.getByTestId("voice-continue-setup")).toHaveCount(0);
  await expect(card.getByTestId("voice-method")).toHaveText(BADGE);
});
