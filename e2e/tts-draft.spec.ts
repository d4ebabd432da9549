import { expect, test, type Page } from "@playwright/test";
import { E2E_PASSWORD, signUp } from "./sign-up";

const DRAFT = "A draft that should still be here after a visit to the voices.";

async function signInThroughApi(page: Page, email: string) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password: E2E_PASSWORD }, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
}

test("text to speech keeps the typed text when you leave and come back, per workspace", async ({ page }) => {
  const first = await signUp(page, "Draft Tester");
  const text = page.getByTestId("tts-text");
  await text.fill(DRAFT);

  // Another page through the navigation, then back: the text is there.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Voices", exact: true }).click();
  await expect(page).toHaveURL(/\/app\/voice-lab$/);
  await expect(text).toHaveCount(0);
  await nav.getByRole("link", { name: "Text to Speech" }).click();
  await expect(text).toHaveValue(DRAFT);
  // And after a reload.
  await page.reload();
  await expect(text).toHaveValue(DRAFT);

  // Another account (so another workspace) signed in in the same browser, without signing out
  // (which wipes the app's storage): its text to speech page starts empty.
  await signUp(page, "Other Workspace");
  await expect(page.getByTestId("user-email").first()).not.toHaveText(first);
  await expect(text).toBeVisible();
  await expect(text).toHaveValue("");
  await text.fill("The other workspace's words.");

  // Back to the first account: its own draft.
  await signInThroughApi(page, first);
  await page.goto("/app/speech-synthesis/text-to-speech");
  await expect(page.getByTestId("user-email").first()).toHaveText(first);
  await expect(text).toHaveValue(DRAFT);
});
