/**
 * What each pricing card shows and does (spec accounts §2 "Pricing and plan cards", §4 "Plan
 * action"): the domain decides the action, its label, its click and its disabled rule; this puts
 * them together with the card's price and badges for one billing period and currency.
 */
import {
  planAction,
  planActionClick,
  planActionDisabled,
  planActionLabel,
  planCardPrice,
  type BillingPeriod,
  type Currency,
  type CurrentSubscription,
  type PlanAction,
  type PlanCardPrice,
  type PlanCatalogueEntry,
  type PlanClick,
  type PriceViewer,
} from "@vocable/domain";

/** Who looks at the cards. */
export interface PlanCardsContext {
  loggedIn: boolean;
  /** The workspace's subscription; null when logged out or not loaded yet. */
  current: CurrentSubscription | null;
  isolatedEnvironment: boolean;
  /** A workspace admin (only admins change the plan; members see it read-only). */
  canManage: boolean;
  period: BillingPeriod;
  currency: Currency;
  viewer: PriceViewer;
}

export const BADGE_MOST_POPULAR = "Most popular";
export const BADGE_WILL_BE_DOWNGRADED = "Will be downgraded";
export const BADGE_WILL_BE_CANCELED = "Will be canceled";
export const CONTACT_SALES_LABEL = "Contact sales";

export interface PlanCardView {
  entry: PlanCatalogueEntry;
  price: PlanCardPrice | null;
  /** The plan action (null when logged out, and on the Enterprise card). */
  action: PlanAction | null;
  /** What a click does; the Enterprise card opens the contact-sales form. */
  click: PlanClick | "contactSales";
  label: string;
  disabled: boolean;
  /** This card is the workspace's plan for the period shown. */
  current: boolean;
  badges: string[];
}

/**
 * One card. Logged out: "Start Today", never disabled (sign-up). Logged in: the free card's button
 * is disabled; Enterprise is "Contact sales" (disabled on an enterprise workspace, whose plan it
 * is); otherwise the domain's action, label and rule, and disabled for a member who is not an
 * admin, and while the subscription is loading. Badges: "Most popular", the first-month offer
 * (only where a click would subscribe), "Will be downgraded" on the card a scheduled downgrade
 * goes to, "Will be canceled" on the current plan set to end.
 */
export function planCardView(entry: PlanCatalogueEntry, ctx: PlanCardsContext): PlanCardView {
  const price = planCardPrice(entry.tier, ctx.period, ctx.currency, ctx.viewer);
  const badges: string[] = [];
  if (entry.mostPopular) badges.push(BADGE_MOST_POPULAR);
  const isCurrent = !!ctx.current && ctx.current.tier === entry.tier && (entry.isBaseTier || entry.enterprise || ctx.current.billingPeriod === ctx.period);

  if (entry.contactSales) {
    const own = ctx.current?.tier === entry.tier;
    return { entry, price, action: null, click: "contactSales", label: own ? planActionLabel("none") : CONTACT_SALES_LABEL, disabled: own, current: own, badges };
  }
  if (!ctx.loggedIn) {
    if (price?.firstMonth) badges.push(price.firstMonth.badge);
    return { entry, price, action: null, click: "signUp", label: planActionLabel(null), disabled: false, current: false, badges };
  }
  if (!ctx.current) {
    return { entry, price, action: null, click: "nothing", label: planActionLabel(null), disabled: true, current: false, badges };
  }
  const action = planAction(ctx.current, { tier: entry.tier, billingPeriod: ctx.period });
  const disabled = entry.isBaseTier || !ctx.canManage || planActionDisabled(action, { current: ctx.current, isolatedEnvironment: ctx.isolatedEnvironment });
  if (price?.firstMonth && action === "create") badges.push(price.firstMonth.badge);
  if (action === "cancelDowngrade") badges.push(BADGE_WILL_BE_DOWNGRADED);
  if (action === "renewSubscription") badges.push(BADGE_WILL_BE_CANCELED);
  return { entry, price, action, click: planActionClick(action), label: planActionLabel(action), disabled, current: isCurrent, badges };
}
