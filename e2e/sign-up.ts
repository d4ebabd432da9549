import { expect, type Page } from "@playwright/test";
import { linkWith, waitForMail } from "./mailbox";
import { E2E_PORT } from "./ports";

const BASE_URL = `http://localhost:${E2E_PORT}`;

export const E2E_PASSWORD = "correct horse battery";

/**
 * A new, verified, onboarded account signed in in this page's browser, made through the API as the
 * pages would make it (sign-up, the mailed verification code, sign-in, the onboarding survey), then
 * the app's text to speech page; returns its e-mail. For journeys about something else: the
 * journeys about sign-up, onboarding and password reset go through the pages (signUpThroughPages).
 * A fixed `email` (an operator's address of ADMIN_EMAILS) can be given; each works once a run.
 */
export async function signUp(page: Page, name: string, email = newEmail(name)): Promise<string> {
  // Like the pages, each call names the app's origin (the server refuses cookie writes from another site).
  const headers = { origin: BASE_URL };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  };
  await post("/api/auth/sign-up/email", { name, email, password: E2E_PASSWORD });
  const mail = await waitForMail(page.request, email, /Verify your e-mail/);
  const oobCode = new URL(linkWith(mail, "oobCode"), BASE_URL).searchParams.get("oobCode");
  await post("/v1/user/action-codes/verify-email", { oob_code: oobCode });
  await post("/api/auth/sign-in/email", { email, password: E2E_PASSWORD });
  await post("/v1/user/onboarding-survey-complete", { first_name: name.split(/\s+/)[0], role: "developer", subrole: null, timezone: "UTC", source: null });
  await page.goto("/app/speech-synthesis/text-to-speech");
  await expect(page).toHaveURL(/\/app\/speech-synthesis\/text-to-speech$/);
  return email;
}

/**
 * Signs a new account up through the sign-up page, follows the verification link of the e-mail
 * (received by the test SMTP server), signs in, answers the onboarding survey and lands on the
 * app's home; returns its e-mail.
 */
export async function signUpThroughPages(page: Page, name: string): Promise<string> {
  const email = await submitSignUp(page, name);
  await verifyThroughMail(page, email);
  await signInThroughForm(page, email);
  await completeOnboarding(page, name.split(/\s+/)[0]);
  // Then the app's home.
  await expect(page).toHaveURL(/\/app\/home$/);
  return email;
}

/** A fresh address for a test account. */
export function newEmail(name: string): string {
  return `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Fills and sends the sign-up form; sign-up answers "Check your inbox" (it never signs in). */
export async function submitSignUp(page: Page, name: string, email = newEmail(name)): Promise<string> {
  await page.goto("/app/sign-up");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("check-inbox")).toBeVisible();
  return email;
}

/**
 * Opens the "Verify your e-mail" link as a mail client would; the landing verifies the address
 * and says so; closing the dialog goes on to the link's continue page (sign-in).
 */
export async function verifyThroughMail(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(page.request, email, /Verify your e-mail/);
  await page.goto(linkWith(mail, "oobCode"));
  const dialog = page.getByTestId("landing-dialog-emailVerified");
  await expect(dialog).toBeVisible();
  await expect(page.getByText("Email verified successfully! Please sign back in to continue.")).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/\/app\/sign-in(\?|$)/);
}

/** Signs in through the sign-in page. */
export async function signInThroughForm(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto("/app/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/app\/sign-in(\?|$)/);
}

/** Closes the "Verify your e-mail" reminder an unverified account sees once per session. */
export async function dismissVerifyReminder(page: Page): Promise<void> {
  const reminder = page.getByRole("dialog", { name: "Verify your e-mail" });
  await expect(reminder).toBeVisible();
  await reminder.getByRole("button", { name: "Later" }).click();
  await expect(reminder).toBeHidden();
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
