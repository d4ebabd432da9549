import { expect, test } from "@playwright/test";
import { signUp } from "./sign-up";

const DESCRIPTION = "A deep, slow and calm old man with a British accent, warm and friendly.";

test("a user designs a voice from a description, plays a preview, keeps it and speaks with it", async ({ page }) => {
  await signUp(page, "Design Tester");
  const name = `Designed Narrator ${Date.now().toString(36)}`;

  await page.goto("/app/voice-lab/design");
  await expect(page.getByRole("heading", { name: "Design a voice" })).toBeVisible();
  // The page says what the previews really are.
  await expect(page.getByTestId("design-engine-note")).toHaveText("No voice-design engine is installed: previews are parametric designs on the built-in engine.");

  // Too short a description is refused before anything is sent.
  const description = page.getByTestId("design-description");
  await description.fill("A deep voice");
  await expect(page.getByText("12 / 1000 characters, at least 20")).toBeVisible();
  await page.getByTestId("design-generate").click();
  await expect(page.getByText("Describe the voice in at least 20 characters.")).toBeVisible();

  // Three previews of the description.
  await description.fill(DESCRIPTION);
  await page.getByTestId("design-generate").click();
  const previews = page.getByTestId("design-preview");
  await expect(previews).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByTestId("design-preview-text")).not.toBeEmpty();

  // Play the second preview in the player.
  await previews.nth(1).getByTestId("design-preview-play").click();
  const player = page.getByTestId("audio-player");
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute("data-type", "voicePreview");
  await expect(player).toHaveAttribute("data-state", /playing|ended/, { timeout: 30_000 });
  await expect(page.getByTestId("player-duration")).not.toHaveText("0:00");

  // Keep it with a name.
  const generatedId = await previews.nth(1).getAttribute("data-generated-voice-id");
  await previews.nth(1).getByTestId("design-preview-keep").click();
  const keep = page.getByRole("dialog", { name: "Keep this voice" });
  await expect(keep.getByTestId("design-voice-name")).not.toHaveValue("");
  await keep.getByTestId("design-voice-name").fill(name);
  await keep.getByTestId("design-voice-save").click();
  await expect(page.getByText(`“${name}” was added to your voices.`)).toBeVisible();
  await expect(keep).toBeHidden();
  await expect(page.getByTestId("design-kept")).toContainText(name);

  // The API lists it as a generated voice with the design's honest method label.
  const listed = await page.request.get("/v1/voices");
  expect(listed.status()).toBe(200);
  const { voices } = (await listed.json()) as { voices: Array<{ voice_id: string; name: string; category: string; labels: Record<string, string> }> };
  const kept = voices.find((v) => v.name === name);
  expect(kept, JSON.stringify(voices.map((v) => v.name))).toBeDefined();
  expect(kept!.category).toBe("generated");
  expect(kept!.labels.vocable_method).toBe("parametric");
  expect(generatedId).toBeTruthy();

  // "Use it" opens text to speech with it chosen, and it speaks.
  await page.getByTestId("design-kept-use").click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/text-to-speech$/);
  await expect(page.getByTestId("voice-picker")).toContainText(name);
  await page.getByTestId("tts-text").fill("This voice was designed from a description a moment ago.");
  await page.getByTestId("tts-generate").click();
  await expect(player).toHaveAttribute("data-type", "text-to-speech", { timeout: 60_000 });
  await expect(player).toHaveAttribute("data-state", /playing|ended/, { timeout: 30_000 });
});
