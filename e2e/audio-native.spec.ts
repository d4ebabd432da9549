import { expect, test } from "@playwright/test";
import { signUp } from "./sign-up";

test("a user makes an Audio Native player from an HTML article, hears it in the preview and sets up the player", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "Native Tester");

  await page.getByRole("link", { name: "Audio Native" }).first().click();
  await expect(page).toHaveURL(/\/app\/audio-native$/);
  await expect(page.getByText("No projects yet.")).toBeVisible();

  await page.getByTestId("audio-native-create").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("audio-native-name").fill("Tides");
  await dialog.getByLabel("Title (spoken first and shown in the player)").fill("Tides explained");
  await dialog.getByLabel("Author").fill("Ada");
  await dialog.getByTestId("audio-native-file").setInputFiles({
    name: "tides.html",
    mimeType: "text/html",
    buffer: Buffer.from("<html><body><nav>Home</nav><article><p>The sea rises and falls twice a day.</p><script>alert(1)</script></article></body></html>"),
  });
  await dialog.getByTestId("audio-native-create-submit").click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId("audio-native-row").filter({ hasText: "Tides" });
  await expect(row.getByTestId("audio-native-status")).toContainText("Published", { timeout: 90_000 });
  // The article is its one sentence: the navigation and the script are not read.
  await expect(row.getByTestId("audio-native-status")).toContainText("36 characters");

  await row.getByRole("button", { name: "Preview" }).click();
  const player = page.frameLocator('iframe[title="Player of Tides"]');
  await expect(player.getByText("Tides explained")).toBeVisible();
  await expect(player.locator("audio")).toHaveAttribute("src", /\/audio-native\/[A-Za-z0-9]+\/audio/);

  await row.getByRole("button", { name: "Player" }).click();
  const settings = page.getByRole("dialog");
  await settings.getByLabel("Background colour").fill("#112233");
  await settings.getByLabel("Small player (one line)").check();
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings).toBeHidden();
  await row.getByRole("button", { name: "Preview" }).click();
  await row.getByRole("button", { name: "Preview" }).click();
  await expect(page.frameLocator('iframe[title="Player of Tides"]').locator("body")).toHaveAttribute("style", /background:#112233/);
});
