import { expect, test } from "@playwright/test";
import { linkWith, waitForMail } from "./mailbox";
import { completeOnboarding, signInThroughForm, submitSignUp, verifyThroughMail } from "./sign-up";

test("the product-updates opt-out link in an account e-mail's footer opts out without signing in; an altered link fails", async ({ page, browser, baseURL }) => {
  // A new account; its verification e-mail carries the opt-out link in its footer.
  const email = await submitSignUp(page, "Optout Tester");
  const verification = await waitForMail(page.request, email, /Verify your e-mail/);
  const optOutLink = linkWith(verification, "mode", "optOutOfUpdates");
  expect(verification.text).toContain(`Unsubscribe from product updates: ${new URL(optOutLink, baseURL).href}`);

  // The person verifies, signs in and asks for product-update e-mails in settings.
  await verifyThroughMail(page, email);
  await signInThroughForm(page, email);
  await completeOnboarding(page, "Optout");
  await page.goto("/app/settings");
  const updates = page.getByRole("switch", { name: "Product update e-mails" });
  await expect(updates).toHaveAttribute("aria-checked", "false");
  const saved = page.waitForResponse((res) => new URL(res.url()).pathname === "/v1/user/edit-user-metadata");
  await updates.click();
  expect((await saved).ok()).toBe(true);
  await expect(updates).toHaveAttribute("aria-checked", "true");

  // Later, in a browser that is not signed in, a link whose key was altered opts nobody out: the
  // failure dialog, and the account still gets product updates.
  const mailClient = await browser.newContext();
  const visitor = await mailClient.newPage();
  const altered = new URL(optOutLink, baseURL);
  const key = altered.searchParams.get("oobCode")!;
  altered.searchParams.set("oobCode", `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`);
  await visitor.goto(`${altered.pathname}${altered.search}`);
  const failure = visitor.getByRole("dialog", { name: "An error occurred" });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("An error occurred while trying to opt you out from receiving product updates, please try again.");
  await failure.getByRole("button", { name: "OK" }).click();
  await expect(failure).toBeHidden();
  await page.reload();
  await expect(updates).toHaveAttribute("aria-checked", "true");

  // The footer link as mailed: the success dialog, and the key leaves the address bar.
  await visitor.goto(optOutLink);
  const success = visitor.getByRole("dialog", { name: "Opted out of updates" });
  await expect(success).toBeVisible();
  await expect(success).toContainText("We have opted you out of receiving product updates.");
  await expect(visitor).not.toHaveURL(/oobCode=/);
  await success.getByRole("button", { name: "OK" }).click();
  await expect(success).toBeHidden();

  // The account now has product updates off.
  await page.reload();
  await expect(updates).toHaveAttribute("aria-checked", "false");
  await mailClient.close();
});

test("an account-action link with an unknown mode shows an error for the mode", async ({ page }) => {
  await page.goto("/app/home?mode=bogus&oobCode=x");
  await expect(page.getByText("Unknown mode: bogus")).toBeVisible();
  // The link's parameters leave the address bar, and no landing dialog opens.
  await expect(page).not.toHaveURL(/mode=|oobCode=/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a password-reset link opened on another page lands on the reset-password page, which takes its code", async ({ page, baseURL }) => {
  const email = await submitSignUp(page, "Reset Lander");
  await page.goto("/app/sign-in/forgot-password");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-link-sent")).toBeVisible();
  const mail = await waitForMail(page.request, email, /Reset your Vocable password/);
  const code = new URL(linkWith(mail, "mode", "resetPassword"), baseURL).searchParams.get("oobCode")!;

  // The same link's parameters on the home page and on the sign-up page.
  for (const path of ["/", "/app/sign-up"]) {
    await page.goto(`${path}?${new URLSearchParams({ mode: "resetPassword", oobCode: code, lang: "en" })}`);
    await expect(page).toHaveURL(/\/app\/sign-in\/reset-password\?/);
    expect(new URL(page.url()).searchParams.get("oobCode")).toBe(code);
    await expect(page.getByTestId("reset-password-form")).toContainText(email);
  }
});
