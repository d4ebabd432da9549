import { expect, test } from "@playwright/test";
import { setOwnWorkspacePlan } from "./instance-admin";
import { completeOnboarding, signInThroughForm, submitSignUp, verifyThroughMail } from "./sign-up";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_ISSUER, SSO_ADMIN_EMAIL, publishTxtRecord } from "./sso-services";

/**
 * Single sign-on (issue 9 §5): an admin registers the company's OpenID Connect provider, proves the
 * e-mail domain with a DNS TXT record and turns auto-provisioning on; a new person of that domain
 * signs in through the provider from /app/sso and lands in the workspace as a member.
 */
test("SSO: an admin (also an operator: the engines page) sets up the company's provider and a new person signs in through it as a member", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const domain = `corp-${Date.now().toString(36)}.example`;
  const newcomer = `new.person@${domain}`;

  await submitSignUp(page, "Sso Admin", SSO_ADMIN_EMAIL);
  await verifyThroughMail(page, SSO_ADMIN_EMAIL);
  await signInThroughForm(page, SSO_ADMIN_EMAIL);
  await completeOnboarding(page, "Sso");
  await expect(page).toHaveURL(/\/app\/home$/);
  await setOwnWorkspacePlan(page, { tier: "trial", max_seats: 5 });

  // An operator also sees the server's engines (from the shell's link), checked and measured.
  await page.reload();
  await page.getByRole("link", { name: "Engines" }).click();
  await expect(page.getByRole("heading", { name: "Engines" })).toBeVisible();
  for (const engine of ["flite", "espeak-ng"]) {
    const card = page.locator(`[data-testid="engine-card"][data-engine-id="${engine}"]`);
    await expect(card.getByTestId("engine-health")).toHaveText("Healthy");
    await expect(card.getByTestId("engine-speed")).toContainText("real time");
  }

  // The admin registers the provider on the security page and sees what to register there and publish.
  await page.goto("/app/workspace/security");
  const settings = page.getByTestId("sso-settings");
  await expect(settings.getByTestId("sso-redirect-uri")).toContainText("/api/auth/sso/callback");
  await settings.getByLabel("Issuer URL").fill(OIDC_ISSUER);
  await settings.getByLabel("Client ID").fill(OIDC_CLIENT_ID);
  await settings.getByLabel("Client secret").fill(OIDC_CLIENT_SECRET);
  await settings.getByLabel("E-mail domain").fill(domain);
  await settings.getByRole("button", { name: "Add identity provider" }).click();
  const row = settings.getByTestId("identity-provider-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("identity-provider-status")).toHaveText("Not verified");

  // Verifying before the record exists says what is missing; once published, it verifies.
  await row.getByRole("button", { name: "Verify domain" }).click();
  await expect(row.getByTestId("verify-domain-error")).toContainText(`_vocable-challenge.${domain}`);
  const recordName = (await row.getByTestId("txt-record-name").innerText()).trim();
  const recordValue = (await row.getByTestId("txt-record-value").innerText()).trim();
  expect(recordName).toBe(`_vocable-challenge.${domain}`);
  await publishTxtRecord(recordName, recordValue);
  await row.getByRole("button", { name: "Verify domain" }).click();
  await expect(row.getByTestId("identity-provider-status")).toHaveText("Verified");

  const auto = settings.getByRole("switch", { name: "Automatically add people from verified domains" });
  await auto.click();
  await expect(auto).toHaveAttribute("aria-checked", "true");
  await expect(settings.getByTestId("auto-provisioning-enabled-by")).toContainText(SSO_ADMIN_EMAIL);

  // A new person of the domain, in their own browser: sign-in page, "Sign in with SSO", the provider's form, back.
  const context = await browser.newContext();
  try {
    const person = await context.newPage();
    await person.goto("/app/sign-in");
    await person.getByRole("link", { name: "Sign in with SSO" }).click();
    await expect(person).toHaveURL(/\/app\/sso/);
    await person.getByLabel("Work e-mail").fill(newcomer);
    await person.getByTestId("sso-submit").click();
    // The company's provider (oidc-provider's sign-in form).
    await expect(person).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`));
    await person.locator('input[name="login"]').fill(newcomer);
    await person.locator('input[name="password"]').fill("any password the provider checks");
    await person.getByRole("button", { name: "Sign-in" }).click();
    // Back in Vocable, signed in: a new account answers the onboarding survey first.
    await completeOnboarding(person, "New");
    await expect(person).toHaveURL(/\/app\/home$/);

    // They act in the company's workspace as an editor: its members list shows the admin and them.
    await person.goto("/app/workspace/members");
    await expect(person.getByTestId("member-row").filter({ hasText: SSO_ADMIN_EMAIL })).toBeVisible();
    await expect(person.getByTestId("member-row").filter({ hasText: newcomer })).toBeVisible();

    // The admin sees the new member too.
    await page.goto("/app/workspace/members");
    await expect(page.getByTestId("member-row").filter({ hasText: newcomer })).toContainText("Editor");

    // An address outside the domain is refused by Vocable, with the reason, and nothing is signed in.
    const outsider = await context.newPage();
    await context.clearCookies();
    await outsider.goto(`/app/sso?email=${encodeURIComponent(`someone@${domain}`)}`);
    await outsider.getByTestId("sso-submit").click();
    await expect(outsider).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`));
    await outsider.locator('input[name="login"]').fill("mallory@elsewhere.example");
    await outsider.locator('input[name="password"]').fill("whatever");
    await outsider.getByRole("button", { name: "Sign-in" }).click();
    await expect(outsider).toHaveURL(/\/app\/sso\?/);
    await expect(outsider.getByTestId("sso-error")).toContainText("outside your company's domain");
  } finally {
    await context.close();
  }
});
