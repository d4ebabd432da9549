import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { EMAIL_UPDATED } from "@vocable/domain";
import { linkWith, proveMailbox, waitForMail } from "./mailbox";
import { signInThroughForm, verifyThroughMail } from "./sign-up";

const PASSWORD = "correct horse battery";

/** A fresh address per run: the e2e database is new each run, but tests in one run must not meet. */
function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Creates an account over the API (sign-up never signs in: it answers the same for any address)
 * and verifies it through the mailed link, then signs it in through the sign-in page.
 */
async function signUpAndSignIn(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const res = await page.request.post("/api/auth/sign-up/email", { data: { name: "E2E Tester", email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  await verifyThroughMail(page, email);
  await signInThroughForm(page, email);
  return email;
}

/**
 * On the settings page, asks to move the account to `newEmail`: the first try asks to confirm
 * it's you (in the dialog, with a mailed link), the mailbox is proved, and the retry sends the
 * confirmation link to the new address.
 */
async function askForEmailChange(page: Page, request: APIRequestContext, oldEmail: string, newEmail: string) {
  await page.goto("/app/settings");
  const emailSection = page.getByTestId("email-section");
  await expect(emailSection.getByTestId("account-email")).toHaveText(oldEmail);
  await emailSection.getByRole("button", { name: "Change e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Change e-mail" });
  await dialog.getByLabel("New e-mail address").fill(newEmail);
  await dialog.getByRole("button", { name: "Send confirmation link" }).click();

  // A sensitive action: the first try asks to confirm it's you, in the dialog, and mails a link.
  await expect(dialog.getByTestId("sensitive-action-notice")).toHaveText(
    "To keep your account safe, confirm it's you: we sent a link to your e-mail address. Open it, then try again.",
  );
  await proveMailbox(page, request, oldEmail);

  // Back in the first tab the typed address is still there: trying again sends the link.
  await expect(dialog.getByLabel("New e-mail address")).toHaveValue(newEmail);
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByTestId("email-change-sent")).toHaveText(`We sent a confirmation link to ${newEmail}. Open it to finish.`);
  await dialog.getByRole("button", { name: "Done" }).click();
}

test("change e-mail: prove the mailbox, confirm from the new address, undo from the old one while signed out", async ({ page, browser, request }) => {
  const oldEmail = await signUpAndSignIn(page, "mover");
  const newEmail = uniqueEmail("moved");

  await askForEmailChange(page, request, oldEmail, newEmail);
  const emailSection = page.getByTestId("email-section");

  // The new mailbox confirms: the toast, the address bar without the code, the new address shown.
  const confirm = await waitForMail(request, newEmail, /^Confirm your new e-mail address$/);
  await page.goto(linkWith(confirm, "verification_code"));
  await expect(page.getByText(EMAIL_UPDATED)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(emailSection.getByTestId("account-email")).toHaveText(newEmail);
  await expect(emailSection.getByTestId("email-verified")).toHaveText("Verified");

  // The old mailbox is told, with an undo link; its owner opens it in a browser that is signed out.
  const notice = await waitForMail(request, oldEmail, /^Your Vocable e-mail address was changed$/);
  const revertLink = linkWith(notice, "isReverting");
  expect(revertLink).toMatch(/verification_code=/);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto(revertLink);
  await expect(owner.getByText("Your e-mail address was restored and every session signed out. Sign in again.")).toBeVisible();
  // The signed-in layout sent the signed-out visitor to sign-in, but not with the used code.
  await expect(owner).toHaveURL(/\/app\/sign-in/);
  expect(owner.url()).not.toContain("verification_code");

  // The old address signs in again and is the account's address; the new one no longer signs in.
  await signInThroughForm(owner, oldEmail);
  await owner.goto("/app/settings");
  await expect(owner.getByTestId("email-section").getByTestId("account-email")).toHaveText(oldEmail);
  const byNewAddress = await request.post("/api/auth/sign-in/email", { data: { email: newEmail, password: PASSWORD } });
  expect(byNewAddress.status()).toBe(401);

  // The undo signed out every session, the one that made the change too.
  await page.goto("/app/settings");
  await expect(page).toHaveURL(/\/app\/sign-in/);
  await ownerContext.close();
});

test("the confirmation link works in a browser that is signed out, and sign-in does not carry the used code", async ({ page, browser, request }) => {
  const oldEmail = await signUpAndSignIn(page, "elsewhere");
  const newEmail = uniqueEmail("elsewhere-new");
  await askForEmailChange(page, request, oldEmail, newEmail);
  const confirm = await waitForMail(request, newEmail, /^Confirm your new e-mail address$/);

  // The new mailbox is read on another device, signed out: the landing applies the code before
  // the signed-in layout sends the visitor to sign-in, whose way back has no code in it.
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await phone.goto(linkWith(confirm, "verification_code"));
  await expect(phone.getByText(EMAIL_UPDATED)).toBeVisible();
  await expect(phone).toHaveURL(/\/app\/sign-in\?/);
  expect(new URL(phone.url()).searchParams.get("redirect")).toBe("/app/settings");
  await signInThroughForm(phone, newEmail);
  await phone.goto("/app/settings");
  await expect(phone.getByTestId("email-section").getByTestId("account-email")).toHaveText(newEmail);
  await phoneContext.close();

  // Confirmed from a browser without a session, the change signed out every session, the asking one's too.
  await page.goto("/app/settings");
  await expect(page).toHaveURL(/\/app\/sign-in/);
});

test("a used or forged e-mail change link says why it did not work", async ({ page }) => {
  await signUpAndSignIn(page, "forger");
  await page.goto("/app/settings?verification_code=forged-code");
  await expect(page.getByText("Unable to update email, this link is invalid or has expired. Ask for a new one.")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/settings$/);
});

test("sessions: two browsers are listed, and signing the other one out ends it there", async ({ page, browser }) => {
  const email = await signUpAndSignIn(page, "two-browsers");
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInThroughForm(other, email);

  await page.goto("/app/settings");
  const section = page.getByTestId("sessions-section");
  const rows = section.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  const current = section.locator('[data-testid="session-row"][data-current="true"]');
  await expect(current).toContainText("This device");
  await expect(current).toContainText(/Chrome \d+/);
  await expect(current).toContainText(/Active (now|\d+ seconds? ago)/);
  const otherRow = section.locator('[data-testid="session-row"][data-current="false"]');
  await expect(otherRow).not.toContainText("This device");

  await otherRow.getByRole("button", { name: /^Sign out/ }).click();
  const confirm = page.getByRole("dialog", { name: "Sign out this session?" });
  await confirm.getByRole("button", { name: "Sign out" }).click();
  await expect(confirm).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(section.getByRole("button", { name: "Sign out all other sessions" })).toBeHidden();

  // The other browser's next page is the sign-in page; this one stays signed in.
  await other.goto("/app/settings");
  await expect(other).toHaveURL(/\/app\/sign-in/);
  await page.reload();
  await expect(page.getByTestId("sessions-section").getByTestId("session-row")).toHaveCount(1);
  await otherContext.close();
});

test("change password: a wrong current password is shown on its field; the change signs the other browser out", async ({ page, browser }) => {
  const email = await signUpAndSignIn(page, "password-changer");
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInThroughForm(other, email);

  await page.goto("/app/settings");
  const form = page.getByTestId("change-password-form");
  await form.getByLabel("Current password").fill("not my password");
  await form.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
  await form.getByLabel("Confirm new password").fill("a brand new passphrase");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Your current password is not correct.")).toBeVisible();

  // The server's password rule speaks in the form too.
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill("password123");
  await form.getByLabel("Confirm new password").fill("password123");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("This password is one of the most common ones and easy to guess. Choose another.")).toBeVisible();

  await form.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
  await form.getByLabel("Confirm new password").fill("a brand new passphrase");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Every other session was signed out.")).toBeVisible();

  // This browser keeps its (renewed) session; the other one is signed out.
  await page.reload();
  await expect(page.getByTestId("sessions-section").getByTestId("session-row")).toHaveCount(1);
  await other.goto("/app/settings");
  await expect(other).toHaveURL(/\/app\/sign-in/);
  await signInThroughForm(other, email, "a brand new passphrase");
  await otherContext.close();
});

test("creating an API key first asks to confirm it's you, in the dialog, and keeps the name", async ({ page, request }) => {
  const email = await signUpAndSignIn(page, "key-maker");
  await page.goto("/app/settings/api-keys");
  await page.getByTestId("api-key-create").click();
  const dialog = page.getByRole("dialog", { name: "Create API key" });
  await dialog.getByLabel("Name").fill("Production server");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByTestId("sensitive-action-notice")).toContainText("we sent a link to your e-mail address");
  // Not a toast: the message is where the action was asked for.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  await proveMailbox(page, request, email);
  // Closed and opened again, the dialog still has the name.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByTestId("api-key-create").click();
  await expect(dialog.getByLabel("Name")).toHaveValue("Production server");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("created-api-key")).toHaveText(/^\S{20,}$/);
});

test("deleting the account: type the address, confirm it's you, then the account is gone", async ({ page, request }) => {
  const email = await signUpAndSignIn(page, "leaver");
  await page.goto("/app/settings");
  await page.getByTestId("delete-account-section").getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill("someone-else@example.com");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase());
  await confirm.click();
  await expect(dialog.getByTestId("sensitive-action-notice")).toContainText("we sent a link to your e-mail address");

  await proveMailbox(page, request, email);
  await confirm.click();
  await expect(page.getByText("Your account was deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The home page shows the signed-out header.
  await expect(page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" })).toBeVisible();
  const signIn = await request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);
  await page.goto("/app/settings");
  await expect(page).toHaveURL(/\/app\/sign-in/);
});
