import { expect, test, type Page } from "@playwright/test";
import { PLAN_RULES_ADMIN_EMAIL } from "./instance-admin";
import { linkWith, waitForMail } from "./mailbox";
import { newEmail, signUp } from "./sign-up";

/**
 * The plan rules a new user meets: the checklist's Next never points at a step this server cannot
 * do; Invite is off below Scale, saying why and linking the first plan with seats; on Scale with
 * two editors, the downgrade dialog names who loses access and when, and the plan-change dialogs
 * show the prorated amount before confirming (the e2e server's local provider, operator approval).
 */

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** Invites `member` (signed in on `memberPage`) to the owner's workspace through the API and accepts the mailed invite as them. */
async function addMember(owner: Page, memberPage: Page, email: string): Promise<void> {
  const invited = await owner.request.post("/v1/workspace/invites/add", { data: { email }, headers: origin(owner) });
  expect(invited.status(), await invited.text()).toBe(200);
  const mail = await waitForMail(owner.request, email, /invited to join/);
  const code = new URL(linkWith(mail, "invite_code"), owner.url()).searchParams.get("invite_code");
  const accepted = await memberPage.request.post(`/v1/workspace/invites/${code}/accept`, { headers: origin(memberPage) });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test("plan rules: the checklist's Next, Invite below Scale, and the plan-change dialogs' amount and seats", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const email = await signUp(page, "Plan Owner");

  // The checklist's Next: never a step the server says it cannot do, before and after the first step.
  const widget = page.getByTestId("checklist-widget").first();
  const unavailableTitles = async () => {
    const user = (await (await page.request.get("/v1/user")).json()) as { onboarding_checklist: { items: { onboarding_checklist_item_id: string; is_available: boolean }[] } };
    return user.onboarding_checklist.items.filter((i) => !i.is_available).map((i) => i.onboarding_checklist_item_id);
  };
  expect(await unavailableTitles()).toEqual(["join_affiliate"]);
  const never = ["Join the affiliate program"];
  await expect(widget.getByTestId("checklist-next")).toHaveText("Next: Generate speech");
  await page.getByTestId("tts-text").fill("Plans have rules.");
  await page.getByTestId("tts-generate").click();
  await expect(page.getByText("“Generate speech” is done.")).toBeVisible({ timeout: 90_000 });
  await expect(widget.getByTestId("checklist-next")).toHaveText("Next: Transform a voice");
  for (const title of never) await expect(widget.getByTestId("checklist-next")).not.toContainText(title);
  await widget.getByRole("link", { name: "Get started" }).click();
  for (const id of ["join_affiliate"]) {
    const item = page.getByTestId(`checklist-item-${id}`);
    await expect(item).toHaveAttribute("data-available", "false");
    await expect(item.getByTestId("checklist-item-unavailable")).toHaveText("Coming later: not available on this server yet");
  }

  // Below Scale, Invite is off before any address is typed: the reason and the first plan with seats.
  await page.goto("/app/workspace/members");
  await expect(page.getByTestId("invite-open")).toBeDisabled();
  await expect(page.getByTestId("invite-blocked")).toContainText("The Free plan has one seat, yours. Inviting people starts with the Scale plan.");
  const planLink = page.getByTestId("invite-blocked-plan");
  await expect(planLink).toHaveText("See the Scale plan");
  await planLink.click();
  await expect(page).toHaveURL(/\/app\/subscription#plan-growing_business-title$/);

  // Scale: requested from its card, approved by an operator.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signUp(operator, "Plan Operator", PLAN_RULES_ADMIN_EMAIL);
  await page.getByTestId("plan-cards").getByTestId("plan-action-growing_business").click();
  await expect(page).toHaveURL(/\/app\/checkout\/[^/]+$/, { timeout: 30_000 });
  await page.getByTestId("checkout-confirm").click();
  await expect(page).toHaveURL(/\/app\/subscription$/);
  await operator.goto("/app/admin/plan-requests");
  const row = operator.getByTestId("plan-request-row").filter({ hasText: email });
  await row.getByTestId("plan-request-approve").click();
  await expect(row).toHaveCount(0);
  await operatorContext.close();

  // Two editors join: Invite is on now, with a free seat left.
  const members: string[] = [];
  for (const name of ["Ada Editor", "Ben Editor"]) {
    const context = await browser.newContext();
    const memberPage = await context.newPage();
    const memberEmail = await signUp(memberPage, name, newEmail(name));
    await addMember(page, memberPage, memberEmail);
    members.push(memberEmail);
    await context.close();
  }
  await page.goto("/app/workspace/members");
  await expect(page.getByTestId("members-seats")).toHaveText("3 of 3 seats used");
  // Full: the reason names the plan with more seats.
  await expect(page.getByTestId("invite-blocked")).toContainText("All 3 seats of this workspace are taken");
  await expect(page.getByTestId("invite-blocked-plan")).toHaveText("See the Business plan");

  // The downgrade dialog: nothing due now, the new price from the period end, and who loses access then.
  await page.goto("/app/subscription");
  await expect(page.getByTestId("current-plan-tier")).toContainText("Scale");
  await page.getByTestId("plan-cards").getByTestId("plan-action-pro").click();
  const downgrade = page.getByRole("dialog", { name: "Downgrade to Pro?" });
  await expect(downgrade.getByTestId("plan-change-amount")).toContainText("Nothing is charged today. From ");
  await expect(downgrade.getByTestId("plan-change-amount")).toContainText("you pay $99 a month for Pro.");
  const losing = downgrade.getByTestId("plan-change-losing-access");
  await expect(losing).toContainText("The Pro plan has 1 seat:");
  await expect(losing).toContainText(`Ada (${members[0]}) and Ben (${members[1]}) lose access to this workspace on `);
  await expect(losing).not.toContainText(email);
  await downgrade.getByRole("button", { name: "Cancel" }).click();
  await expect(downgrade).toBeHidden();

  // The upgrade dialog: the prorated amount due now, before confirming (nobody loses access).
  await page.getByTestId("plan-cards").getByTestId("plan-action-scale_2024_08_10").click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade to Business?" });
  await expect(upgrade.getByTestId("plan-change-amount")).toContainText(/^Due today: \$[\d,.]+ \(Business \$[\d,.]+, less \$[\d,.]+ for the unused part of your current plan\)\. Then \$1,320 a month\.$/);
  await expect(upgrade.getByTestId("plan-change-losing-access")).toHaveCount(0);
  await upgrade.getByRole("button", { name: "Cancel" }).click();

  // Confirming the downgrade schedules it; the members keep access until the period end.
  await page.getByTestId("plan-cards").getByTestId("plan-action-pro").click();
  await page.getByRole("dialog", { name: "Downgrade to Pro?" }).getByRole("button", { name: "Downgrade" }).click();
  await expect(page.getByTestId("current-plan-renewal")).toContainText("Changes to Pro (monthly) on");
  await page.goto("/app/workspace/members");
  await expect(page.getByTestId("member-row").filter({ hasText: "Locked" })).toHaveCount(0);
});
