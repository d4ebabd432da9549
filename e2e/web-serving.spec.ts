import { expect, test } from "@playwright/test";
import { signUp } from "./sign-up";

const TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again.";
// What Better Auth's rate limiter answers.
const RATE_LIMITED = {
  status: 429,
  contentType: "application/json",
  headers: { "x-retry-after": "30" },
  body: JSON.stringify({ message: "Too many requests. Please try again later." }),
};


test("an unknown path answers 404 and shows the Not Found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  const known = await page.goto("/app/sign-in");
  expect(known?.status()).toBe(200);
});

test("a rate-limited session check keeps a signed-in user where they are, with a Retry", async ({ page }) => {
  const email = await signUp(page, "Serving Tester");

  let limited = true;
  await page.route("**/api/auth/get-session", (route) => (limited ? route.fulfill(RATE_LIMITED) : route.continue()));
  await page.goto("/app/settings/api-keys");
  await expect(page.getByTestId("session-check-failed")).toContainText(TOO_MANY_REQUESTS);
  await expect(page).toHaveURL(/\/app\/settings\/api-keys$/);

  limited = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByTestId("user-email").first()).toHaveText(email);
  await expect(page).toHaveURL(/\/app\/settings\/api-keys$/);
});

test("a rate-limited sign-in says so and stays on the form", async ({ page }) => {
  await page.route("**/api/auth/sign-in/email", (route) => route.fulfill(RATE_LIMITED));
  await page.goto("/app/sign-in");
  await page.getByLabel("E-mail").fill("someone@example.com");
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(TOO_MANY_REQUESTS)).toBeVisible();
  await expect(page).toHaveURL(/\/app\/sign-in$/);
});
