import type { SubscriptionChangePreview } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { planChangePreviewView } from "./plan-change-preview-view";

const APR_1 = 1_775_001_600; // 2026-04-01T00:00:00Z
const base: SubscriptionChangePreview = {
  action: "upgrade",
  tier: "pro",
  billing_period: "monthly_period",
  currency: "usd",
  amount_due_now_cents: 3850,
  credit_cents: 1100,
  charge_cents: 4950,
  effective_at_unix: APR_1,
  next_period_cents: 9900,
  source: "local",
  seats: 1,
  members_losing_access: [],
};

describe("planChangePreviewView", () => {
  it.each<[string, SubscriptionChangePreview, string, string | null]>([
    ["an upgrade: due today, the charge less the credit", base, "Due today: $38.50 (Pro $49.50, less $11 for the unused part of your current plan). Then $99 a month.", null],
    [
      "a downgrade to fewer seats: nothing today, and who loses access on the date",
      {
        ...base,
        action: "downgrade",
        amount_due_now_cents: 0,
        credit_cents: 0,
        charge_cents: 0,
        members_losing_access: [
          { user_id: "u1", email: "ann@example.com", first_name: "Ann" },
          { user_id: "u2", email: "bo@example.com", first_name: null },
        ],
      },
      "Nothing is charged today. From Apr 1, 2026 you pay $99 a month for Pro.",
      "The Pro plan has 1 seat: Ann (ann@example.com) and bo@example.com lose access to this workspace on Apr 1, 2026, when the Pro plan starts",
    ],
    ["yearly in euros", { ...base, billing_period: "annual_period", currency: "eur", next_period_cents: 94000 }, "Then 940€ a year.", null],
  ])("%s", (_name, preview, money, seats) => {
    const view = planChangePreviewView(preview, "UTC");
    expect(view.money).toContain(money);
    if (seats === null) expect(view.seats).toBeNull();
    else expect(view.seats).toContain(seats);
  });
});
