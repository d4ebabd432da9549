import { expect, test } from "@playwright/test";
import { concatBytes, PREMADE_VOICES, synthesizeRaw } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { keepDesignedVoice } from "./designed-voice";
import { signUp } from "./sign-up";

/** A few seconds of Flite's Samantha, as a WAV file: the sample of the similar-voice search. */
async function spokenWav(): Promise<Buffer> {
  const voice = PREMADE_VOICES.find((v) => v.name === "Samantha")!;
  const said = await synthesizeRaw({ text: "Good morning. This is a short recording of my voice, to find the voices that sound like it.", voiceId: voice.voiceId });
  const pcm = new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength);
  return Buffer.from(concatBytes([wavHeader(said.sampleRate, pcm.length), pcm]));
}

test("a shared voice is found in the voice library by another user, added to their voices and used for speech", async ({ page, browser }) => {
  // The similar-voice search embeds the library's voices (x-vectors, computed in JavaScript): beside
  // CI's PostgreSQL pass on two cores that took over a minute, so this journey gets more time.
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const sharedName = `Library Storyteller ${suffix}`;
  const copyName = `My Storyteller ${suffix}`;

  // User A designs and keeps a voice, then lists it in the voice library, through the API with their session.
  await signUp(page, "Library Owner");
  const voiceId = await keepDesignedVoice(page, sharedName);
  const origin = new URL(page.url()).origin;
  const shared = await page.request.post(`/v1/voices/${voiceId}/sharing`, {
    data: { status: "enabled", description: "A calm storyteller for bedtime stories.", category: "generated", notice_period: 7 },
    headers: { origin },
  });
  expect(shared.status(), await shared.text()).toBe(200);
  const sharing = (await shared.json()) as { status: string; public_owner_id: string };
  expect(sharing.status).toBe("enabled");

  // The owner's own voice in the library is theirs already: no "Add to my voices" there.
  await page.goto(`/app/voice-lab/share/${sharing.public_owner_id}/${voiceId}`);
  const ownCard = page.getByTestId("shared-voice").getByTestId("library-voice");
  await expect(ownCard.getByTestId("library-voice-own")).toHaveText("Your voice");
  await expect(ownCard.getByRole("button", { name: /to my voices/ })).toHaveCount(0);

  // User B, in another browser, opens the voice library from the navigation.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other, "Library Visitor");
  await other.getByRole("link", { name: "Voice library" }).first().click();
  await expect(other).toHaveURL(/\/app\/voice-library$/);
  await expect(other.getByRole("heading", { name: "Voice library" })).toBeVisible();

  // Search finds the shared voice, with the honest badge of how it is made.
  await other.getByTestId("library-search").fill(`  ${sharedName}  `);
  const card = other.getByTestId("library-voice").filter({ hasText: sharedName });
  await expect(card).toHaveCount(1);
  await expect(other.getByTestId("library-voice")).toHaveCount(1);
  await expect(card.getByTestId("voice-method")).toHaveText("parametric design: no voice-design engine installed");
  await expect(card).toContainText("A calm storyteller for bedtime stories.");
  await expect(card).toHaveAttribute("data-added", "false");

  // A filter that does not fit empties the list; clearing the filters brings everything back.
  await other.getByTestId("library-filter-category").selectOption("famous");
  await expect(other.getByTestId("library-empty")).toBeVisible();
  await other.getByTestId("library-filter-category").selectOption("generated");
  await expect(card).toHaveCount(1);

  // Its preview plays through the player, under the spec's file name.
  await card.getByTestId("voice-preview").click();
  const player = other.getByTestId("audio-player");
  await expect(player).toHaveAttribute("data-type", "voicePreview");
  await expect(player).toHaveAttribute("data-state", /playing|ended/, { timeout: 30_000 });

  // The share link page shows the same voice.
  await card.getByTestId("library-voice-open").click();
  await expect(other).toHaveURL(new RegExp(`/app/voice-lab/share/${sharing.public_owner_id}/${voiceId}$`));
  await expect(other.getByTestId("shared-voice").getByTestId("library-voice-name")).toHaveText(sharedName);
  await other.goto(`/app/voice-lab/share/${sharing.public_owner_id}/nope`);
  await expect(other.getByTestId("shared-voice-not-found")).toBeVisible();
  await other.goBack();

  // "Add to my voices" asks the name, the voice's own by default.
  const sharedCard = other.getByTestId("shared-voice").getByTestId("library-voice");
  await sharedCard.getByTestId("library-voice-add").click();
  const dialog = other.getByRole("dialog", { name: `Add ${sharedName} to your voices` });
  await expect(dialog.getByTestId("library-voice-new-name")).toHaveValue(sharedName);
  await dialog.getByTestId("library-voice-new-name").fill(copyName);
  await dialog.getByTestId("library-voice-add-submit").click();
  await expect(other.getByText(`“${copyName}” was added to your voices.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(sharedCard.getByTestId("library-voice-added")).toBeVisible();
  await expect(sharedCard).toHaveAttribute("data-added", "true");

  // Similar voices: a recording of a default voice finds voices ranked with a similarity.
  await other.getByRole("link", { name: "Voice library" }).first().click();
  await other.getByTestId("similar-file").setInputFiles({ name: "sample.wav", mimeType: "audio/wav", buffer: await spokenWav() });
  await expect(other.getByTestId("similar-file-name")).toContainText("sample.wav");
  await other.getByTestId("similar-submit").click();
  const results = other.getByTestId("similar-results").getByTestId("library-voice");
  await expect(results.first()).toBeVisible({ timeout: 180_000 });
  await expect(results.first().getByTestId("library-voice-similarity")).toHaveText(/^\d{1,3}% similar$/);

  // The copy is in B's text-to-speech voice picker, and speaks.
  await other.getByRole("link", { name: "Text to Speech" }).first().click();
  await other.getByTestId("voice-picker").click();
  const option = other.getByTestId("voice-option").filter({ hasText: copyName });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(other.getByTestId("voice-picker")).toContainText(copyName);
  await other.getByTestId("tts-text").fill("A voice from the library, added a moment ago.");
  await other.getByTestId("tts-generate").click();
  await expect(player).toHaveAttribute("data-type", "text-to-speech", { timeout: 60_000 });
  await otherContext.close();
});
