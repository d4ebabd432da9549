import { expect, test } from "@playwright/test";
import { linkWith, waitForMail } from "./mailbox";
import { E2E_PASSWORD, signInThroughForm, signUpThroughPages } from "./sign-up";

const NEW_PASSWORD = "a brand new passphrase";

test("forgot password: the e-mailed link sets a new password once, and the old one no longer works", async ({ page }) => {
  const email = await signUpThroughPages(page, "Forgetful Tester");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/app\/sign-in(\?|$)/);

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/app\/sign-in\/forgot-password/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-link-sent")).toBeVisible();

  const mail = await waitForMail(page.request, email, /Reset your Vocable password/);
  const link = linkWith(mail, "oobCode");
  await page.goto(link);
  const form = page.getByTestId("reset-password-form");
  await expect(form).toContainText(email);
  // A common password is refused with the reason, and the link is not used up by it.
  await page.getByLabel("New password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm new password").fill("password123");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(form).toContainText("most common");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/app\/sign-in(\?|$)/);
  await expect(page.getByTestId("sign-in-notice")).toBeVisible();

  // The old password is refused; the new one signs in.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").or(page.locator("[data-sonner-toast]")).first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/sign-in(\?|$)/);
  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/app\/home$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId("reset-link-invalid")).toBeVisible();
});
