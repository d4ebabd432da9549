import { describe, expect, it } from "vitest";
import { SELF_SERVE_TIERS, TIER_IDS } from "../tiers";
import { PLAN_ACTIONS, planAction, planActionClick, planActionDisabled, planActionLabel, type BillingPeriod, type CurrentSubscription, type PlanAction } from "./plan-action";

const sub = (over: Partial<CurrentSubscription> = {}): CurrentSubscription => ({ tier: "creator", status: "active", billingPeriod: "monthly_period", cancelAtPeriodEnd: false, pendingDowngrade: null, ...over });
const M: BillingPeriod = "monthly_period";
const A: BillingPeriod = "annual_period";

describe("planAction (spec §4, first match in order)", () => {
  it.each<[string, CurrentSubscription, string, BillingPeriod, PlanAction]>([
    ["a scheduled downgrade to this plan", sub({ pendingDowngrade: { tier: "starter", billingPeriod: M } }), "starter", M, "cancelDowngrade"],
    ["the scheduled downgrade's tier in the other period", sub({ pendingDowngrade: { tier: "starter", billingPeriod: M } }), "starter", A, "downgrade"],
    ["the current plan with a cancel date", sub({ cancelAtPeriodEnd: true }), "creator", M, "renewSubscription"],
    ["the current tier in the other period with a cancel date", sub({ cancelAtPeriodEnd: true }), "creator", A, "cancelSubscription"],
    ["free, picking free", sub({ tier: "free", status: "free", billingPeriod: null }), "free", M, "none"],
    ["trial, picking trial", sub({ tier: "trial", status: "trialing" }), "trial", M, "none"],
    ["the current paid plan", sub(), "creator", M, "cancelSubscription"],
    ["the current paid tier, other period", sub(), "creator", A, "cancelSubscription"],
    ["free, picking creator", sub({ tier: "free", status: "free", billingPeriod: null }), "creator", M, "create"],
    ["trial, picking pro", sub({ tier: "trial", status: "trialing" }), "pro", A, "create"],
    ["creator, picking starter", sub(), "starter", M, "downgrade"],
    ["creator annual, picking pro monthly", sub({ billingPeriod: A }), "pro", M, "downgrade"],
    ["creator annual, picking creator... is the same tier", sub({ billingPeriod: A }), "creator", M, "cancelSubscription"],
    ["creator monthly, picking pro annual", sub(), "pro", A, "upgrade"],
    ["creator monthly, picking pro monthly", sub(), "pro", M, "upgrade"],
    ["enterprise, picking pro", sub({ tier: "enterprise" }), "pro", M, "downgrade"],
  ])("%s", (_, current, tier, period, expected) => {
    expect(planAction(current, { tier, billingPeriod: period })).toBe(expected);
  });

  it("always answers one of the seven actions, for every tier, status, period, cancel and downgrade state and choice", () => {
    const periods: (BillingPeriod | null)[] = [M, A, null];
    const statuses = ["active", "incomplete", "past_due", "free", "trialing"];
    let combinations = 0;
    for (const tier of TIER_IDS)
      for (const status of statuses)
        for (const billingPeriod of periods)
          for (const cancelAtPeriodEnd of [false, true])
            for (const pendingDowngrade of [null, { tier: "starter", billingPeriod: M }])
              for (const chosen of TIER_IDS)
                for (const period of [M, A])
                  for (const isolatedEnvironment of [false, true]) {
                    const current = { tier, status, billingPeriod, cancelAtPeriodEnd, pendingDowngrade };
                    const action = planAction(current, { tier: chosen, billingPeriod: period });
                    expect(PLAN_ACTIONS).toContain(action);
                    // Invariants: the same tier never creates or changes; a different tier never renews or cancels.
                    if (chosen === tier) expect(["cancelDowngrade", "renewSubscription", "none", "cancelSubscription"]).toContain(action);
                    else expect(["renewSubscription", "none", "cancelSubscription"]).not.toContain(action);
                    expect(typeof planActionDisabled(action, { current, isolatedEnvironment })).toBe("boolean");
                    combinations++;
                  }
    expect(combinations).toBe(10 * 5 * 3 * 2 * 2 * 10 * 2 * 2);
  });
});

describe("labels, clicks and disabled rules", () => {
  it.each<[PlanAction | null, string, string]>([
    [null, "Start Today", "signUp"],
    ["none", "Subscribed", "nothing"],
    ["renewSubscription", "Do Not Cancel", "callBackend"],
    ["cancelSubscription", "Cancel Subscription", "cancellationFlow"],
    ["cancelDowngrade", "Cancel Downgrade", "callBackend"],
    ["create", "Subscribe", "checkout"],
    ["upgrade", "Upgrade", "confirmDialog"],
    ["downgrade", "Downgrade", "confirmDialog"],
  ])("%s reads %s and clicks to %s", (action, label, click) => {
    expect(planActionLabel(action)).toBe(label);
    expect(planActionClick(action)).toBe(click);
  });

  it.each<[string, PlanAction | null, Partial<CurrentSubscription> | null, boolean, boolean]>([
    ["logged out is never disabled", null, null, true, false],
    ["an isolated environment on a paid tier disables", "downgrade", {}, true, true],
    ["an isolated environment on enterprise does not", "downgrade", { tier: "enterprise" }, true, false],
    ["create while incomplete", "create", { tier: "free", status: "incomplete" }, false, true],
    ["create from free", "create", { tier: "free", status: "free" }, false, false],
    ["upgrade while past due", "upgrade", { status: "past_due" }, false, true],
    ["upgrade while active", "upgrade", {}, false, false],
    ["renew", "renewSubscription", { status: "past_due" }, false, false],
    ["cancel downgrade", "cancelDowngrade", {}, false, false],
    ["the current free plan", "none", { tier: "free", status: "free" }, false, true],
  ])("%s", (_, action, over, isolatedEnvironment, disabled) => {
    expect(planActionDisabled(action, { current: over === null ? null : sub(over), isolatedEnvironment })).toBe(disabled);
  });
});

describe("every combination against the spec's rules restated", () => {
  // The spec's rules (§4 Plan action, labels, clicks, disabled), written out again here on purpose
  // instead of calling the implementation's helpers.
  const ORDER: string[][] = [["free"], ["starter"], ["creator"], ["pro"], ["growing_business", "grant_tier_1_2025_07_23", "grant_tier_2_2025_07_23"], ["scale_2024_08_10"], ["trial", "enterprise"]];
  const rank = (tier: string) => ORDER.findIndex((group) => group.includes(tier));
  const BASE = ["free", "trial"];
  const LABEL: Record<string, string> = {
    none: "Subscribed",
    renewSubscription: "Do Not Cancel",
    cancelSubscription: "Cancel Subscription",
    cancelDowngrade: "Cancel Downgrade",
    create: "Subscribe",
    upgrade: "Upgrade",
    downgrade: "Downgrade",
  };

  function expectedAction(cur: CurrentSubscription, tier: string, period: BillingPeriod): PlanAction {
    const pd = cur.pendingDowngrade;
    if (pd !== null && pd.tier === tier && pd.billingPeriod === period) return "cancelDowngrade";
    if (cur.tier === tier) {
      if (cur.billingPeriod === period && cur.cancelAtPeriodEnd) return "renewSubscription";
      return BASE.includes(cur.tier) ? "none" : "cancelSubscription";
    }
    if (BASE.includes(cur.tier)) return "create";
    if (rank(tier) < rank(cur.tier)) return "downgrade";
    if (cur.billingPeriod === "annual_period" && period === "monthly_period") return "downgrade";
    return "upgrade";
  }

  function expectedDisabled(action: PlanAction, cur: CurrentSubscription, isolated: boolean): boolean {
    if (isolated && !["free", "trial", "enterprise"].includes(cur.tier)) return true;
    if (action === "create") return cur.status === "incomplete" || !BASE.includes(cur.tier);
    if (action === "upgrade") return cur.status !== "active";
    return action === "none";
  }

  it("walks tier x status x period x cancel x pending downgrade x choice x period x signed-in x isolated environment", () => {
    const statuses = ["trialing", "active", "incomplete", "past_due", "free", "free_disabled"];
    const mismatches: string[] = [];
    let combinations = 0;
    for (const tier of TIER_IDS) {
      const lower = SELF_SERVE_TIERS.filter((t) => rank(t) < rank(tier));
      const downgrades = [null, ...lower.flatMap((t) => [M, A].map((billingPeriod) => ({ tier: t, billingPeriod })))];
      for (const status of statuses)
        for (const billingPeriod of [M, A, null])
          for (const cancelAtPeriodEnd of [false, true])
            for (const pendingDowngrade of downgrades)
              for (const chosen of SELF_SERVE_TIERS)
                for (const period of [M, A])
                  for (const loggedIn of [true, false])
                    for (const isolatedEnvironment of [false, true]) {
                      combinations++;
                      const current: CurrentSubscription = { tier, status, billingPeriod, cancelAtPeriodEnd, pendingDowngrade };
                      const action = loggedIn ? planAction(current, { tier: chosen, billingPeriod: period }) : null;
                      const want = loggedIn ? expectedAction(current, chosen, period) : null;
                      const label = planActionLabel(action);
                      const wantLabel = want === null ? "Start Today" : LABEL[want];
                      const disabled = planActionDisabled(action, { current: loggedIn ? current : null, isolatedEnvironment });
                      const wantDisabled = want === null ? false : expectedDisabled(want, current, isolatedEnvironment);
                      if (action !== want || label !== wantLabel || disabled !== wantDisabled) {
                        mismatches.push(`${JSON.stringify(current)} -> ${chosen} ${period} signedIn=${loggedIn} isolated=${isolatedEnvironment}: ${action}/${label}/${disabled}, want ${want}/${wantLabel}/${wantDisabled}`);
                      }
                    }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    // 6 statuses x 3 periods x 2 cancel x 6 choices x 2 periods x 2 sign-in x 2 isolated = 1728 per downgrade option.
    const downgradeOptions = TIER_IDS.reduce((n, tier) => n + 1 + 2 * SELF_SERVE_TIERS.filter((t) => rank(t) < rank(tier)).length, 0);
    expect(combinations).toBe(1728 * downgradeOptions);
  });

  it("logged out, every card reads Start Today, goes to sign-up and is enabled, isolated or not", () => {
    for (const isolatedEnvironment of [false, true]) {
      expect(planActionLabel(null)).toBe("Start Today");
      expect(planActionClick(null)).toBe("signUp");
      expect(planActionDisabled(null, { current: null, isolatedEnvironment })).toBe(false);
      expect(planActionDisabled(null, { current: sub(), isolatedEnvironment })).toBe(false);
    }
  });
});
