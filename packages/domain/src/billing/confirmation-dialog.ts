/**
 * The confirmation dialog as the plan cards use it (spec accounts §4 "Confirmation dialog",
 * "Plan action": upgrade and downgrade open a confirmation).
 *
 * The dialog's own rules (confirm disabled until the toggle differs from its start, locked while a
 * countdown runs, "Continue (5)") already live in `account/confirmation-dialog.ts`; they are
 * re-exported here, not redefined, so the package exports one `confirmDisabled` and one
 * `confirmLabel`.
 */
import { formatCalendarDate } from "../format";
import { tierDisplayName } from "../tiers";
import type { BillingPeriod } from "./plan-action";

export { CANCEL_TEXT_DEFAULT, CONFIRM_TEXT_DEFAULT, confirmDisabled, confirmLabel } from "../account/confirmation-dialog";

/** The plan a change starts from. */
export interface SubscriptionChangeFrom {
  tier: string;
  billingPeriod: BillingPeriod | null;
  /** End of the current billing period (a Date or unix seconds), when known: a downgrade takes effect then. */
  currentPeriodEnd?: Date | number | null;
}

/** The plan a change goes to. */
export interface SubscriptionChangeTo {
  tier: string;
  billingPeriod: BillingPeriod;
}

/** The texts of the confirmation for a plan change. */
export interface SubscriptionChangeDialog {
  title: string;
  description: string;
  confirmText: string;
}

function periodWord(period: BillingPeriod | null): string {
  return period === "annual_period" ? "yearly" : "monthly";
}

function planLabel(tier: string, period: BillingPeriod | null): string {
  return period ? `${tierDisplayName(tier)} (${periodWord(period)})` : tierDisplayName(tier);
}

/**
 * The confirmation for an upgrade or a downgrade chosen on a plan card. An upgrade takes effect
 * now and its limits apply at once; the prorated difference is charged at once (see
 * `upgradeChargeCents`): for the rest of the current period when the period stays, or the new
 * price less the unused part of the current one when a new period starts. A downgrade takes effect at the end of the current period, on its date when known (shown
 * as "Aug 1, 2026" in `timeZone`, the runtime's by default); nothing is charged now.
 */
export function subscriptionChangeDialog(
  action: "upgrade" | "downgrade",
  from: SubscriptionChangeFrom,
  to: SubscriptionChangeTo,
  timeZone?: string,
): SubscriptionChangeDialog {
  const sameTier = from.tier === to.tier;
  const fromLabel = planLabel(from.tier, from.billingPeriod);
  const toLabel = planLabel(to.tier, to.billingPeriod);
  const verb = action === "upgrade" ? "Upgrade" : "Downgrade";
  const title = sameTier ? `Switch ${tierDisplayName(to.tier)} to ${periodWord(to.billingPeriod)} billing?` : `${verb} to ${tierDisplayName(to.tier)}?`;
  const confirmText = sameTier ? "Switch" : verb;

  if (action === "upgrade") {
    const charge =
      from.billingPeriod === to.billingPeriod
        ? "You are charged the prorated difference for the rest of the current billing period today, and the new limits apply at once."
        : `You are charged the prorated difference today: the new price less the unused part of your current plan. ` +
          `A new ${periodWord(to.billingPeriod)} billing period starts today and the new limits apply at once.`;
    return { title, description: `Your plan changes from ${fromLabel} to ${toLabel} now. ${charge}`, confirmText };
  }
  const end = from.currentPeriodEnd;
  const unix = end == null ? null : end instanceof Date ? Math.floor(end.getTime() / 1000) : end;
  const when =
    unix !== null && Number.isFinite(unix) && unix > 0
      ? `at the end of the current billing period, on ${formatCalendarDate(unix, timeZone)}`
      : "at the end of the current billing period";
  return {
    title,
    description: `Your plan changes from ${fromLabel} to ${toLabel} ${when}. Until then you keep ${fromLabel} and its limits. Nothing is charged now.`,
    confirmText,
  };
}
