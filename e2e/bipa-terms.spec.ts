import { expect, test } from "@playwright/test";
import { completeOnboarding, signInThroughForm, submitSignUp, verifyThroughMail } from "./sign-up";

// The e2e server runs with TRUST_PROXY=1 (playwright.config.ts), so it takes the client address
// from X-Forwarded-For, as behind a reverse proxy. 64.107.0.1 is a Chicago address in the GeoLite2
// city database the server ships; the server looks it up itself (no location header is sent).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "64.107.0.1" } });

test("a visitor from Illinois must accept the updated biometric terms before using the app", async ({ page }) => {
  const email = await submitSignUp(page, "Illinois Tester");
  await verifyThroughMail(page, email);
  await signInThroughForm(page, email);
  const modal = page.getByTestId("updated-terms-modal");
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("Updated Terms");
  await expect(modal).toContainText("May 31, 2024");

  // It blocks: Escape does not close it, and it is still there after a reload.
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  await page.reload();
  await expect(modal).toBeVisible();

  await modal.getByRole("button", { name: "Accept" }).click();
  await expect(modal).toHaveCount(0);
  await completeOnboarding(page, "Illy");
  await expect(page).toHaveURL(/\/app\/home$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back, Illy");
  await expect(page.getByTestId("updated-terms-modal")).toHaveCount(0);
});

test.describe("elsewhere", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "81.2.69.142" } });

  test("a visitor from outside Illinois never sees the modal", async ({ page }) => {
    const email = await submitSignUp(page, "London Tester");
    await verifyThroughMail(page, email);
    await signInThroughForm(page, email);
    await completeOnboarding(page, "Lon");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back, Lon");
    await expect(page.getByTestId("updated-terms-modal")).toHaveCount(0);
  });
});
