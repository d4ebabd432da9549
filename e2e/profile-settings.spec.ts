import { expect, test } from "@playwright/test";
import { PUBLIC_NAME_UPDATED } from "@vocable/domain";
import { signUp } from "./sign-up";

test("profile settings: first name, a suggested public name, product updates and the privacy opt-out persist; the referral link copies", async ({ page, context, baseURL }) => {
  await signUp(page, "Settings Tester");
  await page.goto("/app/settings");
  await expect(page.getByTestId("settings-page")).toBeVisible();

  // First name: the survey's answer is shown; a new one is saved, greets in the sidebar and stays.
  const firstName = page.getByTestId("settings-first-name");
  await expect(firstName.getByLabel("First name")).toHaveValue("Settings");
  await firstName.getByLabel("First name").fill("Sabine");
  await firstName.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("First name saved")).toBeVisible();
  await expect(page.getByTestId("user-name").first()).toHaveText("Sabine");

  // Public name: none yet; "Suggest" asks the server for one and fills the field, Save keeps it.
  const publicName = page.getByTestId("settings-public-name");
  const publicNameField = publicName.getByLabel("Public name");
  await expect(publicNameField).toHaveValue("");
  const suggested = page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/v1/user/generate-name");
  await publicName.getByRole("button", { name: "Suggest" }).click();
  const suggestion = (await (await suggested).json()) as { name: string };
  expect(suggestion.name).toMatch(/^[a-z]+-[a-z]+-\d{1,4}$/);
  await expect(publicNameField).toHaveValue(suggestion.name);
  await publicName.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(PUBLIC_NAME_UPDATED)).toBeVisible();
  await expect(publicName.getByRole("button", { name: "Save" })).toBeDisabled();

  // Product updates: off for a new account; switched on.
  const updates = page.getByRole("switch", { name: "Product update e-mails" });
  await expect(updates).toHaveAttribute("aria-checked", "false");
  const updatesSaved = page.waitForResponse((res) => new URL(res.url()).pathname === "/v1/user/edit-user-metadata");
  await updates.click();
  expect((await updatesSaved).ok()).toBe(true);
  await expect(updates).toHaveAttribute("aria-checked", "true");

  // After a reload every choice is still there, as the server keeps it.
  await page.reload();
  await expect(firstName.getByLabel("First name")).toHaveValue("Sabine");
  await expect(publicNameField).toHaveValue(suggestion.name);
  await expect(updates).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("user-name").first()).toHaveText("Sabine");

  // The privacy (CCPA) opt-out: switching it on stores the choice, tells the account and reloads
  // the page by itself, which then shows it on.
  const ccpa = page.getByRole("switch", { name: "Do not sell or share my personal information" });
  await expect(ccpa).toHaveAttribute("aria-checked", "false");
  const reloaded = page.waitForEvent("load", { timeout: 20_000 });
  await ccpa.click();
  await reloaded;
  await expect(ccpa).toHaveAttribute("aria-checked", "true");
  expect(await page.evaluate(() => localStorage.getItem("xi:ccpa-opt-out"))).toBe("true");
  await page.reload();
  await expect(ccpa).toHaveAttribute("aria-checked", "true");
  await expect(updates).toHaveAttribute("aria-checked", "true");

  // The referral link: this site's address with the user's code; Copy puts it on the clipboard.
  await context.grantPermissions(["clipboard-write"]);
  const referral = page.getByTestId("settings-referral");
  const link = referral.getByLabel("Referral link");
  await expect(link).toHaveValue(new RegExp(`^${baseURL!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/\\?via=\\w{10}$`));
  const shown = await link.inputValue();
  await referral.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Referral link copied to clipboard")).toBeVisible();
  // Vocable's pages may not read the clipboard (Permissions-Policy), so paste it where a person
  // would: into a text box on another page.
  const notes = await context.newPage();
  await notes.setContent("<textarea aria-label='Notes'></textarea>");
  await notes.getByLabel("Notes").focus();
  await notes.keyboard.press("ControlOrMeta+V");
  await expect(notes.getByLabel("Notes")).toHaveValue(shown);
});
