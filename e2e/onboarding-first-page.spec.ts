import { expect, test } from "@playwright/test";
import { signInThroughForm, submitSignUp, verifyThroughMail } from "./sign-up";

test("a new user's first page after sign-in is the onboarding survey, with no text to speech page before it", async ({ page }) => {
  const email = await submitSignUp(page, "First Page Tester");
  await verifyThroughMail(page, email);

  // From here on, every document of the tab notes in its session storage whether the text to
  // speech box was ever in the page, however briefly.
  await page.addInitScript(() => {
    const note = () => {
      if (document.querySelector('[data-testid="tts-text"]')) sessionStorage.setItem("e2e:tts-text-seen", "1");
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true });
  });
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/app\/onboarding(\?|$)/);
  await expect(page.getByTestId("onboarding-survey")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("e2e:tts-text-seen"))).toBeNull();

  // The same for a page opened directly (a bookmark): the survey, the page never shown first.
  await page.goto("/app/speech-synthesis/text-to-speech");
  await expect(page).toHaveURL(/\/app\/onboarding\?redirect=/);
  await expect(page.getByTestId("onboarding-survey")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem("e2e:tts-text-seen"))).toBeNull();
});
