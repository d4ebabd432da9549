import type { SubscriptionChangePreview } from "@vocable/contract";
import { formatCalendarDate, formatPrice, losingAccessSentence, tierDisplayName } from "@vocable/domain";

/** What the plan-change dialog says about a change's preview: the money, and who loses access. */
export interface PlanChangePreviewView {
  /** "Due today: $38.50 …" for an upgrade; "Nothing is charged today …" for a downgrade. */
  money: string;
  /** Who loses access and when, or null when nobody does. */
  seats: string | null;
}

/** A person as the dialog names them: "Ann (ann@example.com)", or the address alone. */
function personName(m: SubscriptionChangePreview["members_losing_access"][number]): string {
  return m.first_name ? `${m.first_name} (${m.email})` : m.email;
}

/** The dialog's sentences for a preview from POST /v1/billing/change-subscription/preview. */
export function planChangePreviewView(p: SubscriptionChangePreview, timeZone?: string): PlanChangePreviewView {
  const price = (cents: number) => formatPrice(cents, p.currency);
  const per = p.billing_period === "annual_period" ? "a year" : "a month";
  const date = formatCalendarDate(p.effective_at_unix, timeZone);
  const plan = tierDisplayName(p.tier);
  const money =
    p.action === "upgrade"
      ? `Due today: ${price(p.amount_due_now_cents)} (${plan} ${price(p.charge_cents)}, less ${price(p.credit_cents)} for the unused part of your current plan). ` +
        `Then ${price(p.next_period_cents)} ${per}.`
      : `Nothing is charged today. From ${date} you pay ${price(p.next_period_cents)} ${per} for ${plan}.`;
  const when = p.action === "upgrade" ? "now" : `on ${date}, when the ${plan} plan starts`;
  return { money, seats: losingAccessSentence(p.members_losing_access.map(personName), p.tier, p.seats, when) };
}
