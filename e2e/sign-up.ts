import { expect, type Page } from "@playwright/test";

/**
 * Signs a new account up through the sign-up page, as a person would; returns its e-mail. The new
 * account lands on text to speech, where the "Verify your e-mail" reminder greets it once; this
 * closes it ("Later"), as a person who verifies later would.
 */
export async function signUp(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto("/app/sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Create account" }).click();
  // A new account lands on text to speech.
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/text-to-speech$/);
  const reminder = page.getByRole("dialog", { name: "Verify your e-mail" });
  await expect(reminder).toBeVisible();
  await reminder.getByRole("button", { name: "Later" }).click();
  await expect(reminder).toBeHidden();
  return email;
}
