import { expect, test } from "@playwright/test";
import { signUp } from "./sign-up";

test("signing out in one tab signs the other tabs out too", async ({ context }) => {
  const first = await context.newPage();
  const email = await signUp(first, "Two Tabs");
  await expect(first.getByTestId("user-email").first()).toHaveText(email);

  // A second tab of the same browser is signed in with the same session.
  const second = await context.newPage();
  await second.goto("/app/speech-synthesis/text-to-speech/history");
  await expect(second.getByTestId("user-email").first()).toHaveText(email);
  // The verification reminder was shown once for this session (in the first tab), not again here.
  await expect(second.getByRole("dialog")).toHaveCount(0);

  // Sign out in the first tab: both tabs end on the sign-in page, signed out.
  await first.getByTestId("sign-out").first().click();
  await expect(first).toHaveURL(/\/app\/sign-in$/);
  await expect(second).toHaveURL(/\/app\/sign-in$/);
  await expect(second.getByTestId("sign-in-form")).toBeVisible();
  await expect(second.getByTestId("user-email")).toHaveCount(0);

  // The app's own data left the second tab too, and it really is signed out.
  const leftover = await second.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("xi:") && key !== "xi:theme"));
  expect(leftover).toEqual([]);
  await second.goto("/app/speech-synthesis/text-to-speech");
  await expect(second).toHaveURL(/\/app\/sign-in\?redirect=/);
});
