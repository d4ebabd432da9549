import { expect, test } from "@playwright/test";
import { proveMailbox } from "./mailbox";
import { completeOnboarding, dismissVerifyReminder, signInThroughForm, submitSignUp, verifyThroughMail } from "./sign-up";

test("sign up, verify through the e-mailed link, answer the survey; the checklist shows and generating speech ticks its item", async ({ page }) => {
  const email = await submitSignUp(page, "Onboarding Tester");
  await verifyThroughMail(page, email);
  await signInThroughForm(page, email);

  // A new user cannot skip onboarding by opening another page; settings stay reachable.
  await page.goto("/app/speech-synthesis/text-to-speech/history");
  await expect(page).toHaveURL(/\/app\/onboarding\?redirect=/);
  await page.goto("/app/settings");
  await expect(page.getByTestId("settings-page")).toBeVisible();
  await page.goto("/app/onboarding");

  // The time zone defaults to the browser's.
  const timezone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByLabel("Time zone")).toHaveValue(timezone);
  await completeOnboarding(page, "Ona");
  await expect(page).toHaveURL(/\/app\/home$/);

  // The checklist widget in the sidebar: nothing done yet.
  const widget = page.getByTestId("checklist-widget").first();
  await expect(widget).toContainText("0 of 6 done · 1 coming later");
  await expect(widget).toContainText("Next: Generate speech");

  // Generate speech (text to speech from the sidebar): the item ticks and a congratulation shows.
  await page.getByTestId("sidebar").getByRole("link", { name: "Text to Speech", exact: true }).click();
  await page.getByTestId("tts-text").fill("My first words with Vocable.");
  await page.getByTestId("tts-generate").click();
  await expect(page.getByText("“Generate speech” is done.")).toBeVisible({ timeout: 60_000 });
  await expect(widget).toContainText("1 of 6 done");
  // Then the voice changer (speech to speech).
  await expect(widget.getByTestId("checklist-next")).toHaveText("Next: Transform a voice");

  // The checklist page shows every item with its button; the done one is ticked.
  await widget.getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL(/\/app\/onboarding-checklist$/);
  await expect(page.getByTestId("checklist-item-generate_text_to_speech")).toHaveAttribute("data-completed", "true");
  const apiKeyItem = page.getByTestId("checklist-item-generate_api_key");
  await expect(apiKeyItem).toHaveAttribute("data-completed", "false");
  await expect(page.getByTestId("checklist-progress")).toHaveText("1 of 6 done");

  // Its button leads to the API reference (spec §3: the docs); creating a key in the settings ticks the item.
  await expect(apiKeyItem.getByRole("link", { name: "Read the API docs" })).toHaveAttribute("href", "/docs");
  // Steps whose features this server does not have come later: no button, not counted as open.
  await expect(page.getByTestId("checklist-item-join_affiliate").getByTestId("checklist-item-unavailable")).toHaveText("Coming later: not available on this server yet");
  await expect(page.getByTestId("checklist-item-join_affiliate").getByRole("link")).toHaveCount(0);
  // Dubbing is here: its button opens the dubbing page.
  await expect(page.getByTestId("checklist-item-create_dub").getByRole("link", { name: "Create a dub" })).toHaveAttribute("href", "/app/dubbing");
  await expect(page.getByTestId("checklist-item-design_voice").getByTestId("checklist-item-unavailable")).toHaveCount(0);
  await expect(apiKeyItem.getByTestId("checklist-item-unavailable")).toHaveCount(0);
  await page.goto("/app/settings/api-keys");
  await page.getByTestId("api-key-create").click();
  const create = page.getByRole("dialog", { name: "Create API key" });
  await create.getByLabel("Name").fill("onboarding");
  await create.getByRole("button", { name: "Create", exact: true }).click();
  // A sensitive action: confirm it's you through the mailed link, then create again.
  await expect(create.getByTestId("sensitive-action-notice")).toBeVisible();
  await proveMailbox(page, page.request, email);
  await create.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByTestId("created-api-key")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/app/onboarding-checklist");
  await expect(page.getByTestId("checklist-item-generate_api_key")).toHaveAttribute("data-completed", "true");
  await expect(page.getByTestId("checklist-progress")).toHaveText("2 of 6 done");

  // Hide takes the widget away; the page stays.
  await page.getByRole("button", { name: "Hide from sidebar" }).click();
  await expect(page.getByTestId("checklist-widget")).toHaveCount(0);
  await page.getByRole("button", { name: "Mark as complete" }).click();
  await expect(page.getByText("You finished the checklist.")).toBeVisible();
});

test("an unverified user may use the app, with a reminder once and a banner that resends the e-mail", async ({ page }) => {
  const email = await submitSignUp(page, "Later Verifier");
  await signInThroughForm(page, email);
  await dismissVerifyReminder(page);
  const banner = page.getByTestId("unverified-banner");
  await expect(banner).toBeVisible();
  await banner.getByRole("button").click();
  await expect(page.getByText("We've sent you a new verification e-mail.")).toBeVisible();
  // The reminder does not come back in the same session.
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Verify your e-mail" })).toHaveCount(0);
});
