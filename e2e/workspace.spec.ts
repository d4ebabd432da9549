import { expect, test } from "@playwright/test";
import { signUp } from "./sign-up";

test("a workspace admin changes the training opt-out, manages groups and sees the seat limit when inviting", async ({ page }) => {
  const email = await signUp(page, "Team Admin");

  // The training opt-out: an admin may change it, with the spec's toast.
  await page.getByRole("link", { name: "Workspace" }).first().click();
  await expect(page).toHaveURL(/\/app\/workspace$/);
  await expect(page.getByTestId("workspace-seats")).toContainText("1 of 1 seat used");
  const optOut = page.getByRole("switch", { name: "Opt out of training" });
  await expect(optOut).toHaveAttribute("aria-checked", "false");
  await expect(optOut).toBeEnabled();
  await optOut.click();
  await expect(page.getByText("Workspace training opt out setting successfully updated.")).toBeVisible();
  await expect(optOut).toHaveAttribute("aria-checked", "true");

  // Members: the owner, and a free workspace has no seat for an invite.
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Members" }).click();
  await expect(page.getByTestId("member-row")).toHaveCount(1);
  await expect(page.getByTestId("member-row")).toContainText("Owner");
  // Invite is off before any address is typed, saying why and linking the first plan with seats.
  await expect(page.getByTestId("invite-open")).toBeDisabled();
  await expect(page.getByTestId("invite-blocked")).toContainText("The Free plan has one seat, yours. Inviting people starts with the Scale plan.");
  await expect(page.getByTestId("invite-blocked-plan")).toHaveAttribute("href", "/app/subscription#plan-growing_business-title");

  // Groups: create, add a member, rename, search, delete.
  await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Groups" }).click();
  await page.getByLabel("New group name").fill("Narrators");
  await page.getByTestId("group-create").click();
  const card = page.getByTestId("group-card");
  await expect(card).toContainText("Narrators");
  await card.getByLabel("Member to add to Narrators").selectOption(email);
  await card.getByRole("button", { name: "Add", exact: true }).click();
  await expect(card).toContainText("1 member");
  await card.getByRole("button", { name: "Rename Narrators" }).click();
  await card.getByLabel("Group name").fill("Voices");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("group-name")).toContainText("Voices");
  await page.getByLabel("Search groups by name").fill("narr");
  await expect(page.getByText("No group matches.")).toBeVisible();
  await page.getByLabel("Search groups by name").fill("voi");
  await page.getByRole("button", { name: "Delete Voices" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No group matches.")).toBeVisible();
  await page.getByLabel("Search groups by name").fill("");
  await expect(page.getByText("No groups yet.")).toBeVisible();

  // No pending invites for this person.
  await page.goto("/app/settings/workspace-invites");
  await expect(page.getByTestId("no-invites")).toBeVisible();
});
