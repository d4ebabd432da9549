import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./sign-up";

const PAGES = [
  "/app/speech-synthesis/text-to-speech",
  "/app/settings/api-keys",
  "/app/workspace",
  "/app/subscription",
];

async function expectOnSettings(page: Page) {
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

test("account settings are one or two clicks away from the app's pages: the sidebar's link and the account menu", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page, "Menu Tester");
  const sidebar = page.getByTestId("sidebar");
  for (const path of PAGES) {
    // One click: the sidebar's Settings link.
    await page.goto(path);
    await sidebar.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings", exact: true }).click();
    await expectOnSettings(page);

    // Two clicks: the account menu (the button with the user's name), then Settings.
    await page.goto(path);
    const menuButton = sidebar.getByRole("button", { name: "Account menu" });
    await expect(menuButton).toHaveAttribute("aria-haspopup", "menu");
    await menuButton.click();
    const menu = sidebar.getByRole("menu", { name: "Account menu" });
    await expect(menu.getByRole("menuitem")).toContainText(["Settings", "Usage", "API keys", "Sign out"]);
    await menu.getByRole("menuitem", { name: "Settings" }).click();
    await expectOnSettings(page);
    await expect(menu).toHaveCount(0);
  }
});

test("the account menu works from the keyboard and picks the theme", async ({ page }) => {
  await signUp(page, "Keys Tester");
  const sidebar = page.getByTestId("sidebar");
  const menuButton = sidebar.getByRole("button", { name: "Account menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const menu = sidebar.getByRole("menu", { name: "Account menu" });
  await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeFocused();
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  // Arrow up opens at the last item (Sign out); the theme choices are radio items.
  await page.keyboard.press("ArrowUp");
  await expect(menu.getByRole("menuitem", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(menu.getByRole("menuitemradio", { name: "System" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  const dark = menu.getByRole("menuitemradio", { name: "Dark" });
  await expect(dark).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(dark).toHaveAttribute("aria-checked", "true");
  await expect(menu.getByRole("menuitemradio", { name: "Light" })).toHaveAttribute("aria-checked", "false");
  // "System" follows the system's preference (light here).
  await page.emulateMedia({ colorScheme: "light" });
  await menu.getByRole("menuitemradio", { name: "System" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  // Enter on a link item goes there.
  await page.keyboard.press("Home");
  await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/app\/settings$/);
});

test("signing out from the account menu sends no request without the session", async ({ page }) => {
  await signUp(page, "Quiet Sign Out");
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 401) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  // The app's data is on screen (the plan, the credits), then Sign out from the menu.
  await expect(page.getByTestId("account-plan-name")).toHaveText("Free");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/app\/sign-in$/);
  await expect(page.getByTestId("sign-in-form")).toBeVisible();
  // Whatever was still due is over once the sign-in page has settled.
  await page.waitForLoadState("networkidle");
  expect(refused).toEqual([]);
});
