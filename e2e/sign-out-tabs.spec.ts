import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./sign-up";

/** The app's own keys (`xi:`) in this tab's local and session storage. */
function appStorageKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key.startsWith("xi:")),
    session: Object.keys(sessionStorage).filter((key) => key.startsWith("xi:")),
  }));
}

test("signing out in one tab signs the other tabs out too and wipes the app's data in both", async ({ context }) => {
  const first = await context.newPage();
  const email = await signUp(first, "Two Tabs");
  await expect(first.getByTestId("user-email").first()).toHaveText(email);

  // A second tab of the same browser is signed in with the same session.
  const second = await context.newPage();
  await second.goto("/app/speech-synthesis/text-to-speech/history");
  await expect(second.getByTestId("user-email").first()).toHaveText(email);
  // The verification reminder was shown once for this session (in the first tab), not again here.
  await expect(second.getByRole("dialog")).toHaveCount(0);

  // The person picks the dark theme (stored as `xi:theme`); the app keeps other data under `xi:`
  // too: a probe key in local storage, and one in each tab's own session storage.
  await first.getByRole("button", { name: "Account menu" }).first().click();
  await first.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(first.locator("html")).toHaveClass(/\bdark\b/);
  await first.evaluate(() => {
    localStorage.setItem("xi:probe", "1");
    sessionStorage.setItem("xi:probe", "1");
  });
  await second.evaluate(() => sessionStorage.setItem("xi:probe", "1"));
  for (const tab of [first, second]) {
    const keys = await appStorageKeys(tab);
    expect(keys.local).toEqual(expect.arrayContaining(["xi:theme", "xi:probe"]));
    expect(keys.session).toContain("xi:probe");
  }

  // Sign out in the first tab: both tabs end on the sign-in page, signed out.
  await first.getByTestId("sign-out").first().click();
  await expect(first).toHaveURL(/\/app\/sign-in$/);
  await expect(second).toHaveURL(/\/app\/sign-in$/);
  await expect(first.getByTestId("sign-in-form")).toBeVisible();
  await expect(second.getByTestId("sign-in-form")).toBeVisible();
  await expect(second.getByTestId("user-email")).toHaveCount(0);

  // The app's own data left both tabs: no `xi:` key (the theme and the probe included), and the
  // theme is back to the default, light.
  for (const tab of [first, second]) {
    await expect.poll(() => appStorageKeys(tab)).toEqual({ local: [], session: [] });
    await expect(tab.locator("html")).not.toHaveClass(/\bdark\b/);
  }

  // And the second tab really is signed out.
  await second.goto("/app/speech-synthesis/text-to-speech");
  await expect(second).toHaveURL(/\/app\/sign-in\?redirect=/);
  await expect(second.getByTestId("sign-in-form")).toBeVisible();
});
