import { expect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { proveMailbox } from "./mailbox";
import { E2E_PASSWORD, signUp } from "./sign-up";

/** Sets up two-factor through the settings dialog with the secret shown in text. */
async function setUpTwoFactor(page: Page) {
  await page.goto("/app/settings?dialog=add-2fa");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Confirm your password").fill(E2E_PASSWORD);
  await dialog.getByRole("button", { name: "Continue" }).click();
  const shown = (await dialog.getByTestId("totp-secret").textContent()) ?? "";
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(shown.replace(/\s/g, "")), digits: 6, period: 30 });
  await dialog.getByLabel(/6-digit code/).fill(totp.generate());
  await dialog.getByRole("button", { name: "Turn on" }).click();
  await expect(dialog.getByTestId("backup-code")).toHaveCount(10);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("two-factor-status")).toContainText("On");
}

test("an admin sets the inactivity timeout and requires two-factor; a member without it is sent to set it up", async ({ page, request }) => {
  const email = await signUp(page, "Security Admin");

  // The security page, from the workspace settings.
  await page.getByRole("link", { name: "Workspace" }).first().click();
  await page.getByTestId("workspace-security-link").click();
  await expect(page).toHaveURL(/\/app\/workspace\/security$/);
  const timeout = page.getByLabel("Sign out after inactivity");
  await expect(timeout).toHaveValue("never");
  await timeout.selectOption({ label: "1 day" });
  await expect(page.getByText("Workspace security settings updated.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Sign out after inactivity")).toHaveValue(String(24 * 60 * 60));

  // Requiring two-factor needs it on the admin's own account first.
  const require = page.getByRole("switch", { name: "Require two-factor authentication" });
  await expect(require).toHaveAttribute("aria-checked", "false");
  await require.click();
  await expect(page.getByText("Set up two-factor authentication on your own account before requiring it")).toBeVisible();
  await expect(require).toHaveAttribute("aria-checked", "false");

  await setUpTwoFactor(page);
  await page.goto("/app/workspace/security");
  await page.getByRole("switch", { name: "Require two-factor authentication" }).click();
  await expect(page.getByRole("switch", { name: "Require two-factor authentication" })).toHaveAttribute("aria-checked", "true");

  // The admin turns their own two-factor off (with the mailed proof): now they are a member without it.
  await page.goto("/app/settings");
  const section = page.getByTestId("two-factor-section");
  await section.getByRole("button", { name: "Turn off" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByTestId("two-factor-error")).toBeVisible();
  await proveMailbox(page, request, email);
  await section.getByRole("button", { name: "Turn off" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByTestId("two-factor-status")).toContainText("Off");

  // Any other page sends them to the set-up dialog, under a banner that says why.
  await page.goto("/app/speech-synthesis/text-to-speech/history");
  await expect(page).toHaveURL(/\/app\/settings\?dialog=add-2fa$/);
  await expect(page.getByTestId("two-factor-required-banner")).toContainText("This workspace requires two-factor authentication");
  await expect(page.getByRole("dialog")).toBeVisible();
  // The server holds back the workspace's calls too.
  const history = await page.request.get("/v1/history");
  expect(history.status()).toBe(403);
  expect((await history.json()).detail.status).toBe("two_factor_setup_required");

  // Setting it up again lets them back in.
  await page.keyboard.press("Escape");
  await setUpTwoFactor(page);
  await expect(page.getByTestId("two-factor-required-banner")).toHaveCount(0);
  await page.goto("/app/speech-synthesis/text-to-speech/history");
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/text-to-speech\/history$/);
});
