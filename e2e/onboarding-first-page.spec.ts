import { expect, test } from "@playwright/test";
import { E2E_PASSWORD, newEmail, signInThroughForm, verifyThroughMail } from "./sign-up";

test("a new user's first page after sign-in is the onboarding survey, with no text to speech page before it", async ({ page }) => {
  // A common password is refused in a toast; the toast goes once the sign-up succeeds.
  const email = newEmail("First Page Tester");
  await page.goto("/app/sign-up");
  await page.getByLabel("Name").fill("First Page Tester");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  const refusal = page.getByText("This password is one of the most common ones and easy to guess. Choose another.");
  await expect(refusal).toBeVisible();
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("check-inbox")).toBeVisible();
  await expect(refusal).toHaveCount(0);
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

  // Continue without a role: the error; choosing one takes it away before the next Continue.
  const survey = page.getByTestId("onboarding-survey");
  await survey.getByRole("button", { name: "Continue" }).click();
  const roleError = survey.getByText("Choose what describes you best.");
  await expect(roleError).toBeVisible();
  await expect(survey.getByLabel("What describes you best?")).toHaveAttribute("aria-invalid", "true");
  await survey.getByLabel("What describes you best?").selectOption("developer");
  await expect(roleError).toHaveCount(0);
  await expect(survey.getByLabel("What describes you best?")).not.toHaveAttribute("aria-invalid", "true");
});
