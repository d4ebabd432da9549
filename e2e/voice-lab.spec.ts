import { expect, test } from "@playwright/test";
import { concatBytes, PREMADE_VOICES, synthesizeRaw } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { RECORDING_ADMIN_EMAIL, setOwnWorkspacePlan, VOICE_LAB_ADMIN_EMAIL } from "./instance-admin";
import { signUp } from "./sign-up";

// Chromium's fake microphone (a beeping tone), granted without a prompt, for the recording test.
// Launch options force their own browser, so they are set for the whole file.
test.use({
  permissions: ["microphone"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-quic",
      "--no-first-run",
      "--disable-component-update",
      "--disable-sync",
      "--autoplay-policy=no-user-gesture-required",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
});

/** About 9 s of speech: the clone needs at least 3 s of one speaker; more gives it more to go on. */
const SAMPLE_TEXT =
  "Good morning, and welcome to the voice lab. This is a short sample of my natural speaking voice, recorded for cloning. " +
  "I read it slowly and clearly, with a few pauses, so that every word can be heard.";
const SPOKEN = "Hello from my own cloned voice. This sentence checks that the new voice speaks.";
const VOICE_NAME = "Journey Clone";
const APPROXIMATION_BADGE = "approximation: no cloning engine installed";

/** SAMPLE_TEXT said by Flite's Richard, as a WAV file. */
async function spokenWav(): Promise<{ buffer: Buffer; seconds: number }> {
  const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
  const said = await synthesizeRaw({ text: SAMPLE_TEXT, voiceId: voice.voiceId });
  const pcm = new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength);
  return { buffer: Buffer.from(concatBytes([wavHeader(said.sampleRate, pcm.length), pcm])), seconds: said.samples.length / said.sampleRate };
}

test("a user clones a voice from a file, sees what it is, uses it for speech, edits and deletes it", async ({ page }) => {
  test.setTimeout(300_000);
  const sample = await spokenWav();
  expect(sample.seconds).toBeGreaterThan(6);
  // Every way to add a voice is open on Creator: an operator puts their own workspace there (then the page reads the new plan).
  await signUp(page, "Voice Lab Tester", VOICE_LAB_ADMIN_EMAIL);
  await setOwnWorkspacePlan(page, { tier: "creator", max_seats: null });
  await page.reload();

  // The voice lab, from the navigation: no voices yet.
  await page.getByRole("link", { name: "Voices" }).first().click();
  await expect(page).toHaveURL(/\/app\/voice-lab$/);
  await expect(page.getByTestId("voices-empty")).toBeVisible();

  // Add a new voice: every way is offered (instant and professional cloning, design, the library).
  await page.getByTestId("add-voice").first().click();
  const chooser = page.getByRole("dialog", { name: "Add a new voice" });
  for (const kind of ["instantClone", "professionalClone", "voiceDesign", "voiceLibrary"]) await expect(chooser.getByTestId(`add-voice-${kind}`)).toBeEnabled();
  await expect(chooser).not.toContainText("Coming soon");
  await chooser.getByTestId("add-voice-instantClone").click();
  await expect(page).toHaveURL(/creationType=cloneVoice/);

  const dialog = page.getByRole("dialog", { name: "Instant voice clone" });
  await dialog.getByTestId("voice-sample-input").setInputFiles({ name: "my voice.wav", mimeType: "audio/wav", buffer: sample.buffer });
  await expect(dialog.getByTestId("voice-sample-file")).toHaveCount(1);
  await expect(dialog.getByTestId("voice-sample-file")).toContainText("my voice.wav");
  // The sample plays before anything is uploaded, and stops again.
  const play = dialog.getByRole("button", { name: "Play my voice.wav" });
  await play.click();
  await expect(dialog.getByTestId("voice-sample-play")).toHaveAttribute("data-state", "playing");
  await dialog.getByRole("button", { name: "Stop my voice.wav" }).click();
  await expect(dialog.getByTestId("voice-sample-play")).toHaveAttribute("data-state", "paused");
  await dialog.getByTestId("clone-name").fill(VOICE_NAME);
  await dialog.getByTestId("clone-accent").fill("american");
  await dialog.getByTestId("clone-gender").selectOption("male");
  await dialog.getByTestId("clone-language").selectOption("en");

  // The rights confirmation is required.
  await dialog.getByTestId("clone-submit").click();
  await expect(dialog.getByText("Confirm that you have the rights to clone this voice.")).toBeVisible();
  await dialog.getByTestId("clone-rights").check();
  // Every stage the dialog shows is noted as it appears (a quick one can come and go between two looks).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { cloneStages: string[] }).cloneStages = seen;
    const note = () => {
      const stage = document.querySelector("[data-testid=clone-progress]")?.getAttribute("data-stage");
      const text = document.querySelector("[data-testid=clone-stage]")?.textContent ?? "";
      if (stage && seen[seen.length - 1]?.split("|")[0] !== stage) seen.push(`${stage}|${text}`);
      else if (stage && /\(\d+ of \d+\)/.test(text)) seen[seen.length - 1] = `${stage}|${text}`;
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["data-stage"] });
  });
  await dialog.getByTestId("clone-submit").click();
  await expect(dialog.getByTestId("clone-progress")).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Cloning the voice" })).toBeVisible();
  // The clone's approximation embeds up to 16 renderings (x-vectors in JavaScript): on a loaded two-core machine it can take a minute.
  await expect(page.getByText(`“${VOICE_NAME}” was added to your voices.`)).toBeVisible({ timeout: 150_000 });
  const stages = await page.evaluate(() => (window as unknown as { cloneStages: string[] }).cloneStages);
  // In order: the upload, the server's checks, the voice measured, the candidates matched with their count.
  expect(stages.map((s) => s.split("|")[0]).filter((s) => s !== "saving")).toEqual(["uploading", "checking_samples", "measuring_voice", "matching_voices"]);
  expect(stages.find((s) => s.startsWith("matching_voices"))).toMatch(/Matching against candidate voices \(\d+ of \d+\)/);
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/creationType/);

  // The card says what the voice is: without a cloning engine, an approximation.
  const card = page.getByTestId("voice-card").filter({ hasText: VOICE_NAME });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("voice-method")).toHaveText(APPROXIMATION_BADGE);
  await expect(card).toContainText("American");

  // Its preview plays through the persistent player.
  await card.getByTestId("voice-preview").click();
  const player = page.getByTestId("audio-player");
  await expect(player).toHaveAttribute("data-type", "voicePreview");
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  await card.getByTestId("voice-preview").click();
  await expect(player).toHaveAttribute("data-state", "paused");

  // Edit: the sample's waveform is drawn and plays; the name changes.
  await card.getByTestId("voice-edit").click();
  const edit = page.getByRole("dialog", { name: `Edit ${VOICE_NAME}` });
  await expect(edit.getByTestId("edit-voice-description")).toHaveValue("");
  const sampleRow = edit.getByTestId("voice-sample");
  await expect(sampleRow).toHaveCount(1);
  await expect(sampleRow.getByTestId("voice-sample-waveform")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(sampleRow.locator("canvas").first()).toBeVisible();
  await sampleRow.getByTestId("voice-sample-play").click();
  await expect(sampleRow.getByTestId("voice-sample-play")).toHaveAttribute("data-state", "playing");
  await sampleRow.getByTestId("voice-sample-play").click();
  await expect(sampleRow.getByTestId("voice-sample-play")).toHaveAttribute("data-state", "paused");
  await edit.getByTestId("edit-voice-name").fill(`${VOICE_NAME} 2`);
  await edit.getByTestId("edit-voice-submit").click();
  await expect(page.getByText(`“${VOICE_NAME} 2” was saved.`)).toBeVisible();
  const renamed = page.getByTestId("voice-card").filter({ hasText: `${VOICE_NAME} 2` });
  await expect(renamed).toHaveCount(1);
  await expect(renamed.getByTestId("voice-method")).toHaveText(APPROXIMATION_BADGE);

  // Share it in the voice library from its card: the card then says it is in the library.
  await expect(renamed.getByTestId("voice-in-library")).toHaveCount(0);
  await renamed.getByTestId("voice-share").click();
  const share = page.getByRole("dialog", { name: `Share ${VOICE_NAME} 2` });
  await share.getByTestId("share-voice-submit").click();
  await expect(page.getByText(`“${VOICE_NAME} 2” is shared in the voice library.`)).toBeVisible();
  await share.getByRole("button", { name: "Done" }).click();
  await expect(renamed.getByTestId("voice-in-library")).toHaveText("In library");

  // Use: text to speech opens with the voice chosen; the picker shows the same badge.
  await renamed.getByTestId("voice-use").click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/text-to-speech$/);
  await expect(page.getByTestId("voice-picker")).toContainText(`${VOICE_NAME} 2`);
  await page.getByTestId("voice-picker").click();
  const option = page.getByTestId("voice-list").locator("li").filter({ hasText: `${VOICE_NAME} 2` });
  await expect(option.getByTestId("voice-method")).toHaveText(APPROXIMATION_BADGE);
  await page.keyboard.press("Escape");

  // Generate with it: the player plays the new speech.
  await page.getByTestId("tts-text").fill(SPOKEN);
  await page.getByTestId("tts-generate").click();
  await expect(player).toHaveAttribute("data-type", "text-to-speech", { timeout: 60_000 });
  await expect(player).toHaveAttribute("data-state", "playing", { timeout: 30_000 });
  await expect(page.getByTestId("player-voice")).toHaveText(`${VOICE_NAME} 2`);

  // The default voices are listed with Use.
  await page.goto("/app/default-voices");
  await expect(page.getByTestId("voice-card").filter({ hasText: "Richard" })).toHaveCount(1);
  await expect(page.getByTestId("voice-card").first().getByTestId("voice-method")).toHaveCount(0);

  // A link can open instant cloning directly; then delete the voice (confirmed).
  await page.goto("/app/voice-lab?creationType=cloneVoice");
  await expect(page.getByRole("dialog", { name: "Instant voice clone" })).toBeVisible();
  await page.getByRole("dialog", { name: "Instant voice clone" }).getByRole("button", { name: "Cancel" }).click();
  await expect(page).not.toHaveURL(/creationType/);
  await page.getByTestId("voice-card").filter({ hasText: `${VOICE_NAME} 2` }).getByTestId("voice-delete").click();
  const confirm = page.getByRole("dialog", { name: `Delete “${VOICE_NAME} 2”?` });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`“${VOICE_NAME} 2” was deleted.`)).toBeVisible();
  await expect(page.getByTestId("voices-empty")).toBeVisible();
});

test("a Free user sees instant and professional cloning locked with the plan that has them, and opens voice design and the library", async ({ page }) => {
  await signUp(page, "Chooser Tester");
  await page.goto("/app/voice-lab");
  const chooser = page.getByRole("dialog", { name: "Add a new voice" });

  // Cloning is locked on Free, each with the first plan that has it and a link to the plans.
  await page.getByTestId("add-voice").first().click();
  await expect(chooser.getByTestId("add-voice-instantClone")).toBeDisabled();
  await expect(chooser.getByTestId("add-voice-instantClone-upgrade")).toHaveText("Instant voice cloning starts with the Starter plan. Upgrade to Starter");
  await expect(chooser.getByTestId("add-voice-professionalClone")).toBeDisabled();
  await expect(chooser.getByTestId("add-voice-professionalClone-upgrade")).toHaveText("Professional voice cloning starts with the Creator plan. Upgrade to Creator");
  for (const kind of ["voiceDesign", "voiceLibrary"]) {
    await expect(chooser.getByTestId(`add-voice-${kind}`)).toBeEnabled();
    await expect(chooser.getByTestId(`add-voice-${kind}-upgrade`)).toHaveCount(0);
  }
  await chooser.getByTestId("add-voice-instantClone-upgrade").getByRole("link", { name: "Upgrade to Starter" }).click();
  await expect(page).toHaveURL(/\/app\/subscription$/);
  await expect(chooser).toBeHidden();

  // A link to the clone dialog or the professional page shows the same prompt instead of a form.
  await page.goto("/app/voice-lab?creationType=cloneVoice");
  const clone = page.getByRole("dialog", { name: "Instant voice clone" });
  await expect(clone.getByTestId("instant-clone-upgrade")).toContainText("Instant voice cloning starts with the Starter plan.");
  await expect(clone.getByTestId("clone-submit")).toHaveCount(0);
  await page.goto("/app/voice-lab/professional");
  await expect(page.getByTestId("professional-clone-upgrade")).toContainText("Professional voice cloning starts with the Creator plan.");
  await expect(page.getByTestId("pvc-create-form")).toHaveCount(0);

  await page.goto("/app/voice-lab");
  await page.getByTestId("add-voice").first().click();
  await chooser.getByTestId("add-voice-voiceDesign").click();
  const design = page.getByRole("dialog", { name: "Design a voice" });
  await expect(design).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(design).toBeHidden();

  await page.getByTestId("add-voice").first().click();
  await chooser.getByTestId("add-voice-voiceLibrary").click();
  await expect(page).toHaveURL(/\/app\/voice-library$/);
});

test("a user groups voices in a collection, opens it and takes a voice out", async ({ page }) => {
  await signUp(page, "Collections Tester");
  await page.goto("/app/voice-lab");
  const tabs = page.getByRole("navigation", { name: "Voices" });
  await tabs.getByRole("link", { name: "Collections" }).click();
  await expect(page).toHaveURL(/\/app\/voice-lab\/collections$/);
  await expect(page.getByTestId("collections-empty")).toBeVisible();

  // Create one.
  await page.getByTestId("collection-new").first().click();
  const form = page.getByRole("dialog", { name: "New collection" });
  await form.getByTestId("collection-title").fill("Narrators");
  await form.getByTestId("collection-icon").fill("🎙️");
  await form.getByTestId("collection-save").click();
  await expect(page.getByText("“Narrators” was created.")).toBeVisible();
  const card = page.getByTestId("collection-card").filter({ hasText: "Narrators" });
  await expect(card.getByTestId("collection-count")).toHaveText("No voices");

  // Add a default voice to it from its card.
  await tabs.getByRole("link", { name: "Default voices" }).click();
  const richard = page.getByTestId("voice-card").filter({ hasText: "Richard" });
  await richard.getByTestId("voice-add-to-collection").click();
  const item = page.getByTestId("collection-menu").getByTestId("collection-menu-item").filter({ hasText: "Narrators" });
  await expect(item).toHaveAttribute("aria-checked", "false");
  await item.click();
  await expect(page.getByText("“Richard” was added to “Narrators”.")).toBeVisible();
  await expect(item).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");

  // Open the collection: the voice is in it; take it out.
  await tabs.getByRole("link", { name: "Collections" }).click();
  await expect(card.getByTestId("collection-count")).toHaveText("1 voice");
  await card.getByTestId("collection-open").click();
  await expect(page).toHaveURL(/\?collection=/);
  const view = page.getByTestId("collection-view");
  await expect(view.getByTestId("collection-heading")).toHaveText("Narrators");
  const inside = view.getByTestId("voice-card");
  await expect(inside).toHaveCount(1);
  await expect(inside.getByTestId("voice-card-name")).toHaveText("Richard");
  await inside.getByTestId("collection-voice-remove").click();
  await expect(view.getByTestId("collection-empty")).toBeVisible();

  // A collection that is not the user's says so.
  await page.goto("/app/voice-lab/collections?collection=not-a-collection");
  await expect(page.getByTestId("collection-not-found")).toContainText("was not found");

  // Rename, then delete.
  await page.goto("/app/voice-lab/collections");
  await card.getByTestId("collection-rename").click();
  const rename = page.getByRole("dialog", { name: "Rename Narrators" });
  await rename.getByTestId("collection-title").fill("Storytellers");
  await rename.getByTestId("collection-save").click();
  await expect(page.getByText("The collection is now “Storytellers”.")).toBeVisible();
  const renamed = page.getByTestId("collection-card").filter({ hasText: "Storytellers" });
  await renamed.getByTestId("collection-delete").click();
  await page.getByRole("dialog", { name: "Delete “Storytellers”?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("“Storytellers” was deleted.")).toBeVisible();
  await expect(page.getByTestId("collections-empty")).toBeVisible();
});

test.describe("recording a sample", () => {
  test("the microphone's level shows while recording, and Stop adds a WAV the server checks", async ({ page }) => {
    // Instant cloning starts with Starter: an operator puts their own workspace there.
    await signUp(page, "Recording Tester", RECORDING_ADMIN_EMAIL);
    await setOwnWorkspacePlan(page, { tier: "starter", max_seats: null });
    await page.goto("/app/voice-lab?creationType=cloneVoice");
    const dialog = page.getByRole("dialog", { name: "Instant voice clone" });
    await dialog.getByTestId("mic-record").click();
    const level = dialog.getByTestId("mic-level");
    await expect(level).toBeVisible();
    // The fake microphone beeps once a second: watch every frame for the bar to move.
    await page.waitForFunction(() => parseFloat((document.querySelector("[data-testid=mic-level]") as HTMLElement | null)?.style.width ?? "0") > 0, null, { polling: "raf", timeout: 10_000 });
    await page.waitForTimeout(2_000);
    await dialog.getByTestId("mic-record").click();
    const recorded = dialog.getByTestId("voice-sample-file");
    await expect(recorded).toHaveCount(1);
    await expect(recorded).toContainText(/voice-recording-.*\.wav/);

    // A beep is not speech: the server says why it refuses it, beside the form.
    await dialog.getByTestId("clone-name").fill("Beep");
    await dialog.getByTestId("clone-rights").check();
    await dialog.getByTestId("clone-submit").click();
    const error = dialog.getByTestId("voice-form-error");
    await expect(error).toBeVisible({ timeout: 60_000 });
    // The WAV decoded (no invalid_audio): what the server refused is the content.
    await expect(error).toHaveAttribute("data-code", "voice_sample_problem");
    await expect(dialog).toBeVisible();
  });
});
