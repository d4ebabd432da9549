import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { BILLING_ADMIN_EMAIL } from "./instance-admin";
import { completeOnboarding, signInThroughForm, submitSignUp, verifyThroughMail } from "./sign-up";

/**
 * Plans and billing with the local provider (the e2e server's default BILLING_PROVIDER, with
 * operator approval: no BILLING_SELF_SERVICE): a logged-out visitor picks Creator monthly on
 * /pricing with a promo code, signs up, checks out (a request to the operators), an operator
 * approves it on the operators' page, the member sees the plan and the discount on
 * /app/subscription, schedules a downgrade to Starter and cancels it, cancels the subscription
 * and renews it.
 */
test("billing: pick a plan with a promo code, sign up, request it, an operator approves, downgrade and undo, cancel and renew", async ({ page, browser }) => {
  // The promo code exists first: an instance operator (ADMIN_EMAILS) makes it over the API, as with curl.
  const code = `e2e-${Date.now().toString(36)}`;
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await submitSignUp(operator, "Billing Operator", BILLING_ADMIN_EMAIL);
  await verifyThroughMail(operator, BILLING_ADMIN_EMAIL);
  await signInThroughForm(operator, BILLING_ADMIN_EMAIL);
  // Onboarded, so the app shows the operators' page later instead of the onboarding.
  await completeOnboarding(operator, "Operator");
  const made = await operator.request.post("/v1/admin/promo-codes", {
    data: { code, percent_off: 20, duration_in_months: 3 },
    headers: { origin: new URL(operator.url()).origin },
  });
  expect(made.status(), await made.text()).toBe(200);

  // A visitor opens the plans: every card says Start Today; Creator monthly has its first-month offer.
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Pricing" })).toBeVisible();
  // The server grants paid plans through its operators, and says so.
  await expect(page.getByTestId("billing-mode-notice")).toContainText("On this server, paid plans are granted by its operators: choosing one sends them a request.");
  const creator = page.getByTestId("plan-card-creator");
  await page.getByRole("group", { name: "Billing period" }).getByRole("button", { name: "Yearly" }).click();
  await expect(creator.getByTestId("plan-price")).toContainText("$18.33/month");
  await expect(creator.getByTestId("plan-price")).toContainText("2 months free");
  await page.getByRole("group", { name: "Billing period" }).getByRole("button", { name: "Monthly" }).click();
  await expect(creator.getByTestId("plan-price")).toContainText("$11 first month");
  await expect(creator.getByTestId("plan-badge")).toHaveText(["Most popular", "First month 50% off"]);
  await expect(page.getByTestId("plan-action-free")).toHaveText("Start Today");
  await expect(page.getByTestId("plan-action-enterprise")).toHaveText("Contact sales");

  // Enterprise is contact-sales: its form is stored (the operators are e-mailed).
  await page.getByTestId("plan-action-enterprise").click();
  const sales = page.getByRole("dialog", { name: "Contact sales" });
  await sales.getByLabel("Name").fill("Billing Visitor");
  await sales.getByLabel("Work e-mail").fill("buyer@example.com");
  await sales.getByLabel("Seats (optional)").fill("40");
  await sales.getByLabel("What do you need?").fill("Forty seats and custom limits.");
  await sales.getByRole("button", { name: "Send" }).click();
  await expect(sales.getByTestId("contact-sales-sent")).toBeVisible();
  await sales.getByRole("button", { name: "Close" }).first().click();
  await expect(sales).toBeHidden();

  // The promo code is kept for checkout.
  await page.getByTestId("promo-code-input").fill(code.toUpperCase());
  await page.getByTestId("promo-code-apply").click();
  // Checked before signing up: the spec's message with the code's terms.
  await expect(page.getByTestId("promo-code-message")).toHaveText("Coupon code applied for checkout! 20% off each month for 3 months");

  // Start Today on Creator: sign-up, then the e-mail link, sign-in and onboarding.
  await creator.getByTestId("plan-action-creator").click();
  await expect(page).toHaveURL(/\/app\/sign-up$/);
  const email = await submitSignUp(page, "Billing Visitor");
  await verifyThroughMail(page, email);
  await signInThroughForm(page, email);
  await completeOnboarding(page, "Billing");

  // The remembered plan checks out with the code: the local provider's order summary.
  await expect(page).toHaveURL(/\/app\/checkout\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByTestId("checkout-plan")).toHaveText("Creator");
  await expect(page.getByTestId("checkout-period")).toHaveText("Monthly · USD");
  await expect(page.getByTestId("checkout-subtotal")).toHaveText("$22");
  await expect(page.getByTestId("checkout-discount-description")).toHaveText("Coupon code applied for checkout! 20% off each month for 3 months");
  await expect(page.getByTestId("checkout-discount")).toContainText("-$4.40");
  await expect(page.getByTestId("checkout-total")).toHaveText("$17.60");
  await expect(page.getByTestId("checkout-not-collected")).toBeVisible();
  await expect(page.getByTestId("checkout-approval-note")).toBeVisible();
  await expect(page.getByTestId("checkout-confirm")).toHaveText("Send request");
  await page.getByTestId("checkout-confirm").click();

  // Requested: nothing changes until an operator approves.
  await expect(page).toHaveURL(/\/app\/subscription$/);
  await expect(page.getByText("Requested — an operator will review it: Creator.")).toBeVisible();
  await expect(page.getByTestId("plan-request-open")).toContainText("Requested — an operator will review it: Creator (monthly)");
  await expect(page.getByTestId("current-plan-tier")).toContainText("Free");
  await expect(page.getByTestId("billing-mode-notice")).toBeVisible();

  // The operator approves it on the operators' page.
  await operator.goto("/app/admin/plan-requests");
  const row = operator.getByTestId("plan-request-row").filter({ hasText: email });
  await expect(row.getByTestId("plan-request-plan")).toHaveText("Creator (monthly)");
  await expect(row).toContainText(`promo code ${code}`);
  await row.getByTestId("plan-request-approve").click();
  await expect(operator.getByText("Approved Creator (monthly)")).toBeVisible();
  await expect(row).toHaveCount(0);
  await operatorContext.close();

  // The subscription page: Creator, the discount on the next invoice, the first invoice with its PDF.
  await page.reload();
  await expect(page.getByTestId("plan-request-approved")).toContainText("An operator approved Creator (monthly)");
  await expect(page.getByTestId("current-plan-tier")).toContainText("Creator");
  await expect(page.getByTestId("current-plan-status")).toHaveText("Active");
  await expect(page.getByTestId("next-invoice")).toContainText("$17.60");
  await expect(page.getByTestId("next-invoice-discount")).toHaveText("20% off");
  await expect(page.getByTestId("account-plan-name")).toHaveText("Creator");
  await expect(page.getByTestId("invoice-row")).toHaveCount(1);
  const downloading = page.waitForEvent("download");
  await page.getByTestId("invoice-pdf").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(fs.readFileSync((await download.path())!).subarray(0, 5).toString()).toBe("%PDF-");

  const cards = page.getByTestId("plan-cards");
  const creatorCard = cards.getByTestId("plan-card-creator");
  const creatorAction = creatorCard.getByTestId("plan-action-creator");
  const starterCard = cards.getByTestId("plan-card-starter");
  const starterAction = starterCard.getByTestId("plan-action-starter");
  await expect(cards.getByTestId("plan-action-free")).toBeDisabled();
  await expect(creatorAction).toHaveText("Cancel Subscription");
  await expect(cards.getByTestId("plan-action-pro")).toHaveText("Upgrade");

  // Downgrade to Starter: the confirmation, then the Starter card shows the scheduled change.
  await expect(starterAction).toHaveText("Downgrade");
  await starterAction.click();
  const downgrade = page.getByRole("dialog", { name: "Downgrade to Starter?" });
  await expect(downgrade).toContainText("at the end of the current billing period");
  await downgrade.getByRole("button", { name: "Downgrade" }).click();
  await expect(downgrade).toBeHidden();
  await expect(starterCard.getByTestId("plan-badge")).toHaveText(["Will be downgraded"]);
  await expect(starterAction).toHaveText("Cancel Downgrade");
  await expect(page.getByTestId("current-plan-renewal")).toContainText("Changes to Starter (monthly) on");

  // Cancel the downgrade: straight away.
  await starterAction.click();
  await expect(starterAction).toHaveText("Downgrade");
  await expect(starterCard.getByTestId("plan-badge")).toHaveCount(0);
  await expect(page.getByTestId("current-plan-renewal")).toContainText("Renews on");

  // Cancel the subscription: the cancellation dialog says the plan stays until the period end.
  await creatorAction.click();
  const cancel = page.getByRole("dialog", { name: "Cancel your subscription?" });
  await expect(cancel).toContainText("Your Creator plan stays until");
  await cancel.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(cancel).toBeHidden();
  await expect(creatorCard.getByTestId("plan-badge")).toHaveText(["Most popular", "Will be canceled"]);
  await expect(creatorAction).toHaveText("Do Not Cancel");
  await expect(page.getByTestId("current-plan-renewal")).toContainText("Will be canceled on");

  // Renew: Do Not Cancel, and the plan runs on.
  await creatorAction.click();
  await expect(creatorAction).toHaveText("Cancel Subscription");
  await expect(creatorCard.getByTestId("plan-badge")).toHaveText(["Most popular"]);
  await expect(page.getByTestId("current-plan-renewal")).toContainText("Renews on");

  // A promo link's coupon is checked for the signed-in user: an unknown one shows the promocode-failure dialog.
  await page.goto("/app/subscription?coupon=no-such-code");
  const refused = page.getByTestId("landing-dialog-promocodeFailure");
  await expect(refused).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Invalid promocode" })).toBeVisible();
  await refused.getByRole("button", { name: "OK" }).click();
  await expect(refused).toBeHidden();
  await expect(page).toHaveURL(/\/app\/subscription$/);
  // The refused code is gone from the field too.
  await expect(page.getByTestId("promo-code-input")).toHaveValue("");
});
