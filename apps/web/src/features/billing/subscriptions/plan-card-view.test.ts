import { PLAN_CATALOGUE, catalogueEntry, type CurrentSubscription, type PlanCatalogueEntry } from "@vocable/domain";
import { describe, expect, it } from "vitest";
import { BADGE_MOST_POPULAR, BADGE_WILL_BE_CANCELED, BADGE_WILL_BE_DOWNGRADED, CONTACT_SALES_LABEL, planCardView, type PlanCardsContext } from "./plan-card-view";

const entry = (tier: string): PlanCatalogueEntry => catalogueEntry(tier)!;

const loggedOut: PlanCardsContext = {
  loggedIn: false,
  current: null,
  isolatedEnvironment: false,
  canManage: false,
  period: "monthly_period",
  currency: "usd",
  viewer: { loggedIn: false, hasEverPaid: false },
};

const creator: CurrentSubscription = { tier: "creator", status: "active", billingPeriod: "monthly_period", cancelAtPeriodEnd: false, pendingDowngrade: null };
const free: CurrentSubscription = { tier: "free", status: "free", billingPeriod: null, cancelAtPeriodEnd: false, pendingDowngrade: null };

function signedIn(current: CurrentSubscription, overrides: Partial<PlanCardsContext> = {}): PlanCardsContext {
  return { ...loggedOut, loggedIn: true, current, canManage: true, viewer: { loggedIn: true, hasEverPaid: current.tier !== "free" }, ...overrides };
}

describe("planCardView, logged out", () => {
  it("every self-serve card reads Start Today, enabled, and goes to sign-up", () => {
    for (const card of PLAN_CATALOGUE.filter((e) => !e.contactSales)) {
      const view = planCardView(card, loggedOut);
      expect([view.label, view.disabled, view.click, view.action]).toEqual(["Start Today", false, "signUp", null]);
    }
  });

  it("Creator monthly: most popular, the first-month badge, and its price", () => {
    const view = planCardView(entry("creator"), loggedOut);
    expect(view.badges).toEqual([BADGE_MOST_POPULAR, "First month 50% off"]);
    expect(view.price?.formatted).toBe("$22");
    expect(view.price?.firstMonth?.formatted).toBe("$11");
  });

  it("yearly: no first-month badge, the monthly equivalent and 2 months free", () => {
    const view = planCardView(entry("creator"), { ...loggedOut, period: "annual_period", currency: "eur" });
    expect(view.badges).toEqual([BADGE_MOST_POPULAR]);
    expect(view.price?.formatted).toBe("210€");
    expect(view.price?.monthlyEquivalent?.formatted).toBe("17.50€");
    expect(view.price?.monthsFree).toBe(2);
  });

  it("Enterprise is contact sales, with no price", () => {
    const view = planCardView(entry("enterprise"), loggedOut);
    expect([view.label, view.click, view.disabled, view.price]).toEqual([CONTACT_SALES_LABEL, "contactSales", false, null]);
  });
});

describe("planCardView, signed in", () => {
  it("on free: the free card is disabled (Subscribed); paid cards Subscribe with the first-month badge", () => {
    const ctx = signedIn(free);
    const freeCard = planCardView(entry("free"), ctx);
    expect([freeCard.label, freeCard.disabled, freeCard.current]).toEqual(["Subscribed", true, true]);
    const starter = planCardView(entry("starter"), ctx);
    expect([starter.label, starter.click, starter.disabled]).toEqual(["Subscribe", "checkout", false]);
    expect(starter.badges).toContain("First month 80% off");
  });

  it("the free card stays disabled on a paid plan", () => {
    expect(planCardView(entry("free"), signedIn(creator)).disabled).toBe(true);
  });

  it("on Creator monthly: own card cancels, lower downgrades, higher upgrades; no first-month badge", () => {
    const ctx = signedIn(creator);
    const own = planCardView(entry("creator"), ctx);
    expect([own.label, own.click, own.current, own.badges]).toEqual(["Cancel Subscription", "cancellationFlow", true, [BADGE_MOST_POPULAR]]);
    expect(planCardView(entry("starter"), ctx)).toMatchObject({ label: "Downgrade", click: "confirmDialog", disabled: false });
    expect(planCardView(entry("pro"), ctx)).toMatchObject({ label: "Upgrade", click: "confirmDialog", disabled: false });
  });

  it("a scheduled downgrade: its target card reads Cancel Downgrade and shows Will be downgraded", () => {
    const ctx = signedIn({ ...creator, pendingDowngrade: { tier: "starter", billingPeriod: "monthly_period" } });
    const starter = planCardView(entry("starter"), ctx);
    expect([starter.label, starter.click, starter.badges]).toEqual(["Cancel Downgrade", "callBackend", [BADGE_WILL_BE_DOWNGRADED]]);
    // The same tier yearly is not the scheduled change.
    expect(planCardView(entry("starter"), { ...ctx, period: "annual_period" }).badges).toEqual([]);
  });

  it("a cancellation: the current card reads Do Not Cancel and shows Will be canceled", () => {
    const view = planCardView(entry("creator"), signedIn({ ...creator, cancelAtPeriodEnd: true }));
    expect([view.label, view.click, view.badges]).toEqual(["Do Not Cancel", "callBackend", [BADGE_MOST_POPULAR, BADGE_WILL_BE_CANCELED]]);
  });

  it("an upgrade needs an active subscription", () => {
    expect(planCardView(entry("pro"), signedIn({ ...creator, status: "past_due" })).disabled).toBe(true);
  });

  it("a member who is not an admin sees every button disabled", () => {
    const ctx = signedIn(creator, { canManage: false });
    for (const card of PLAN_CATALOGUE.filter((e) => !e.contactSales)) expect(planCardView(card, ctx).disabled).toBe(true);
  });

  it("an isolated environment disables every plan button of a paid workspace", () => {
    const ctx = signedIn(creator, { isolatedEnvironment: true });
    expect(planCardView(entry("pro"), ctx).disabled).toBe(true);
    expect(planCardView(entry("creator"), ctx).disabled).toBe(true);
  });

  it("on Enterprise: its own card is the plan (Subscribed, disabled)", () => {
    const view = planCardView(entry("enterprise"), signedIn({ tier: "enterprise", status: "active", billingPeriod: null, cancelAtPeriodEnd: false, pendingDowngrade: null }));
    expect([view.label, view.disabled, view.current]).toEqual(["Subscribed", true, true]);
  });

  it("while the subscription loads, buttons wait", () => {
    const view = planCardView(entry("pro"), { ...loggedOut, loggedIn: true, viewer: { loggedIn: true, hasEverPaid: false } });
    expect(view.disabled).toBe(true);
  });
});
