import { expect, test } from "@playwright/test";
import { signUp } from "./sign-up";
import { spokenWav } from "./spoken-audio";

test("a finished transcript rings the bell; opening the notification leads to it and marks it read", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "Bell Ringer");
  const bell = page.getByTestId("sidebar").getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications");

  // A transcription through the API (as a client would), with the page's session.
  const res = await page.request.post("/v1/speech-to-text", {
    multipart: { model_id: "scribe_v1", file: { name: "greeting.wav", mimeType: "audio/wav", buffer: await spokenWav("Good morning, this is a short test.") } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(200);

  // The bell asks again every minute; a reload shows it at once.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("sidebar").getByTestId("notification-unread")).toHaveText("1", { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const panel = page.getByTestId("notification-panel");
  const item = panel.getByTestId("notification-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("Transcript ready");
  await expect(item).toContainText("greeting.wav is transcribed.");
  await expect(item).toHaveAttribute("data-read", "false");
  await item.click();
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/speech-to-text\?transcript=/);
  await expect(page.getByTestId("sidebar").getByTestId("notification-unread")).toHaveCount(0);
  await expect(bell).toHaveAccessibleName("Notifications");
  await bell.click();
  await expect(panel.getByTestId("notification-item")).toHaveAttribute("data-read", "true");
  await expect(panel.getByTestId("notification-read-all")).toBeDisabled();
});
