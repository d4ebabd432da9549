import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUp } from "./sign-up";

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The element a click at the centre of `target` would reach is `target` itself or inside it. */
async function reachableByClick(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
}

/** Generates a short text so the player appears (and the account's characters are spent). */
async function generateSomething(page: Page) {
  await page.getByTestId("tts-text").fill("Hello from the shell layout check.");
  const generate = page.getByTestId("tts-generate");
  await expect(generate).toBeEnabled({ timeout: 30_000 });
  await generate.click();
  await expect(page.getByTestId("audio-player")).toBeVisible({ timeout: 60_000 });
}

test("the account box shows the plan and credits, and the player never covers the sidebar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const email = await signUp(page, "Layout Tester");
  const sidebar = page.getByTestId("sidebar");
  const account = sidebar.getByTestId("account-box");

  // Name, e-mail, plan and a credit meter with its reset date.
  await expect(account.getByTestId("user-name")).toHaveText("Layout");
  await expect(account.getByTestId("user-email")).toHaveText(email);
  await expect(account.getByTestId("account-plan-name")).toHaveText("Free");
  await expect(account.getByTestId("credit-usage")).toHaveText("0 / 10K");
  await expect(account.getByTestId("credit-reset")).toHaveText(/^Resets [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(account.getByRole("meter", { name: "Characters used" })).toHaveAttribute("aria-valuenow", "0");
  // The credit meter leads to the usage page.
  await expect(account.getByTestId("credit-meter")).toHaveAttribute("href", "/app/usage");

  await generateSomething(page);
  const player = page.getByTestId("audio-player");
  // The generation spent characters: the meter follows.
  await expect(account.getByTestId("credit-usage")).not.toHaveText("0 / 10K");

  const signOut = sidebar.getByTestId("sign-out");
  for (const height of [720, 500]) {
    await page.setViewportSize({ width: 1280, height });
    await expect(signOut, `at 1280x${height}`).toBeVisible();
    await expect(player).toBeVisible();
    expect(await reachableByClick(signOut), `Sign out is clickable at 1280x${height}`).toBe(true);
    const playerBox = await player.boundingBox();
    const sidebarBox = await sidebar.boundingBox();
    expect(playerBox && sidebarBox).toBeTruthy();
    expect(intersects(playerBox!, sidebarBox!), `player and sidebar overlap at 1280x${height}`).toBe(false);
    // The player is at the bottom of the window, beside the sidebar.
    expect(playerBox!.x).toBeGreaterThanOrEqual(sidebarBox!.x + sidebarBox!.width);
    expect(Math.round(playerBox!.y + playerBox!.height)).toBe(height);
  }

  // On a phone the player spans the width and the page's end stays above it.
  await page.setViewportSize({ width: 390, height: 700 });
  await expect(player).toBeVisible();
  const phoneBox = await player.boundingBox();
  expect(phoneBox!.x).toBe(0);
  expect(Math.round(phoneBox!.width)).toBe(390);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const generate = page.getByTestId("tts-generate");
  expect(intersects((await generate.boundingBox())!, (await player.boundingBox())!)).toBe(false);

  // Sign out still works from the desktop sidebar with the player showing.
  await page.setViewportSize({ width: 1280, height: 500 });
  await signOut.click();
  await expect(page).toHaveURL(/\/app\/sign-in$/);
});

test("a page whose code fails to load shows an error inside the shell, and Retry brings it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signUp(page, "Chunk Tester");
  await generateSomething(page);

  // The API keys page's module fails to download once, as on a flaky connection or mid-deploy.
  let blocked = 0;
  await page.route(/\/assets\/api-keys-[\w-]+\.js$/, async (route) => {
    if (blocked === 0) {
      blocked += 1;
      await route.abort("failed");
      return;
    }
    await route.continue();
  });

  const sidebar = page.getByTestId("sidebar");
  await sidebar.getByRole("link", { name: "API keys" }).click();
  await expect(page).toHaveURL(/\/app\/settings\/api-keys$/);
  const error = page.getByTestId("page-load-error");
  await expect(error).toBeVisible();
  await expect(error).toContainText("This page could not be loaded.");
  expect(blocked).toBe(1);
  // The rest of the app is still there and usable.
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByTestId("sign-out")).toBeVisible();
  await expect(page.getByTestId("audio-player")).toBeVisible();
  await expect(page.getByRole("heading", { name: "API keys" })).toHaveCount(0);

  await error.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  await expect(error).toBeHidden();

  // Another page and back: the recovered page shows at once.
  await sidebar.getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/text-to-speech\/history$/);
  await sidebar.getByRole("link", { name: "API keys" }).click();
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
});

test("a page whose data fails to load shows the error with a Retry that loads it", async ({ page }) => {
  await signUp(page, "Data Tester");

  // The key list cannot be reached (the query's own retry included), then the network is back.
  let failures = 0;
  await page.route("**/v1/user/api-keys", async (route) => {
    if (route.request().method() === "GET" && failures < 2) {
      failures += 1;
      await route.abort("internetdisconnected");
      return;
    }
    await route.continue();
  });

  await page.getByTestId("sidebar").getByRole("link", { name: "API keys" }).click();
  const error = page.getByTestId("inline-error");
  await expect(error).toContainText("Network error");
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();

  await error.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText("No API keys yet.")).toBeVisible();
  await expect(error).toBeHidden();
});
