import { expect, type Page } from "@playwright/test";

/** Signs a new account up through the sign-up page, as a person would; returns its e-mail. */
export async function signUp(page: Page, name: string): Promise<string> {
  const email = await submitSignUp(page, name);
  await completeOnboarding(page, name.split(/\s+/)[0]);
  // Then the app: text to speech.
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/text-to-speech$/);
  return email;
}

/** Fills and sends the sign-up form; a new account lands on the onboarding survey. */
export async function submitSignUp(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto("/app/sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/app\/onboarding(\?|$)/);
  return email;
}

/** Answers the onboarding survey and goes on into the app. */
export async function completeOnboarding(page: Page, firstName: string): Promise<void> {
  await expect(page.getByTestId("onboarding-survey")).toBeVisible();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("What describes you best?").selectOption("developer");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("onboarding-next")).toBeVisible();
  await page.getByRole("link", { name: "Go to the app" }).click();
}
