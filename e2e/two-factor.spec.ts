import { expect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { signUp } from "./sign-up";

const PASSWORD = "correct horse battery";

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/app\/sign-in/);
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto("/app/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Two-factor is on: the password alone does not enter the app.
  await expect(page.getByLabel("Authentication code")).toBeFocused();
  await expect(page.getByLabel("Authentication code")).toHaveAttribute("autocomplete", "one-time-code");
}

test("two-factor: set up with the shown secret, sign in with a code, then with a backup code (which turns it off)", async ({ page }) => {
  const email = await signUp(page, "Factor Tester");

  // Set-up dialog from its link: password, then the QR code and the secret in text.
  await page.goto("/app/settings?dialog=add-2fa");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("SMS");
  await dialog.getByLabel("Confirm your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const shown = (await dialog.getByTestId("totp-secret").textContent()) ?? "";
  expect(shown).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(shown.replace(/\s/g, "")), digits: 6, period: 30 });

  // Confirm with the current code: backup codes are shown once.
  await dialog.getByLabel(/6-digit code/).fill(totp.generate());
  await dialog.getByRole("button", { name: "Turn on" }).click();
  const codes = dialog.getByTestId("backup-code");
  await expect(codes).toHaveCount(10);
  const backupCode = ((await codes.nth(2).textContent()) ?? "").trim();
  expect(backupCode).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/);
  const downloadPromise = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download .txt" }).click();
  expect((await downloadPromise).suggestedFilename()).toBe("vocable-backup-codes.txt");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("two-factor-status")).toContainText("On");

  // Sign in with a code (the next time step's: a new code, not the one that confirmed set-up).
  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByLabel("Authentication code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByTestId("user-email").first()).toHaveText(email);

  // Lost the authenticator: sign in with a backup code, which turns two-factor off.
  await signOut(page);
  await signInWithPassword(page, email);
  await page.getByRole("button", { name: "Use a backup code" }).click();
  await expect(page.getByRole("note")).toContainText("turns two-factor authentication off");
  await page.getByLabel("Backup code").fill(backupCode);
  await page.getByRole("button", { name: "Sign in and turn off two-factor" }).click();
  await expect(page).toHaveURL(/\/app\/home$/);

  await page.goto("/app/settings");
  await expect(page.getByTestId("two-factor-status")).toContainText("Off");
  await expect(page.getByRole("button", { name: "Set up authenticator app" })).toBeVisible();
});
