import { expect, test } from "@playwright/test";
import { signUp } from "./sign-up";

const SPENT = "A few characters spent first, so the account is near its quota.";
const FREE_LIMIT = 10_000;

test("a text longer than the characters left is refused before Generate, with the reason and the way to the plans", async ({ page }) => {
  await signUp(page, "Quota Tester");
  const text = page.getByTestId("tts-text");
  const generate = page.getByTestId("tts-generate");

  // Spend a few characters, counted once the generation is complete.
  await text.fill(SPENT);
  await expect(generate).toBeEnabled({ timeout: 30_000 });
  await generate.click();
  await expect(page.getByTestId("player-download")).toBeEnabled({ timeout: 60_000 });
  const remaining = FREE_LIMIT - SPENT.length;
  await page.reload();
  await expect(page.getByTestId("quota-remaining")).toHaveAttribute("title", `${remaining.toLocaleString("en-US")} characters remaining`);

  // One character more than what remains: the warning, a red counter and Generate off, before any click.
  const long = "x".repeat(remaining + 1);
  await text.fill(long);
  const warning = page.getByTestId("tts-quota-warning");
  await expect(warning).toHaveText(
    `This text needs ${(remaining + 1).toLocaleString("en-US")} characters and your plan has only ${remaining.toLocaleString("en-US")} left this month. ` +
      "Shorten the text or change your plan. Usage-based billing for extra characters starts with the Creator plan. See plans",
  );
  await expect(warning).toHaveRole("alert");
  await expect(page.getByTestId("tts-char-count")).toContainText((remaining + 1).toLocaleString("en-US"));
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription(/This text needs .* characters/);
  await expect(warning.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/app/subscription");

  // Exactly what remains fits: no warning, Generate on.
  await text.fill(long.slice(1));
  await expect(warning).toHaveCount(0);
  await expect(generate).toBeEnabled();

  // The link leads to the plans.
  await text.fill(long);
  await warning.getByRole("link", { name: "See plans" }).click();
  await expect(page).toHaveURL(/\/app\/subscription$/);
});
