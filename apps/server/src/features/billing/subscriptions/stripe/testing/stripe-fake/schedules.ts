import { addInterval, addMonths } from "./catalog";
import { emit } from "./events";
import type { FakePhase, FakeSchedule } from "./objects";
import { discountParams, list, metadataOf, num, obj, priceItems, str } from "./params";
import { stripeId, type Store } from "./store";
import { get, invalid, type Routes } from "./wire";

/**
 * Subscription schedules, made from a subscription (Vocable's downgrades for the period end): their
 * phases as given, their release. advanceToPeriodEnd starts the next phase.
 */

/** Whether the schedule can still change (be updated or released). */
function inForce(schedule: FakeSchedule): boolean {
  return schedule.status === "active" || schedule.status === "not_started";
}

/** The schedule lets go of its subscription (with the subscription's event unless `withEvent` is false). */
export function releaseSchedule(s: Store, schedule: FakeSchedule, withEvent = true): FakeSchedule {
  if (!inForce(schedule)) throw invalid(`You cannot release a subscription schedule that is currently ${schedule.status}.`);
  const sub = schedule.subscription ? s.subscriptions.get(schedule.subscription) : undefined;
  schedule.status = "released";
  schedule.released_at = s.now();
  schedule.released_subscription = schedule.subscription;
  schedule.subscription = null;
  emit(s, "subscription_schedule.released", schedule);
  if (sub) {
    sub.schedule = null;
    if (withEvent) emit(s, "customer.subscription.updated", sub, { schedule: schedule.id });
  }
  return schedule;
}

/** The `phases` parameter: each starts where the one before ends, and lasts its end date, its duration or its price's interval. */
function phasesOf(s: Store, input: unknown, fallbackStart: number): FakePhase[] {
  const phases: FakePhase[] = [];
  let start = fallbackStart;
  for (const raw of list(input)) {
    const p = obj(raw);
    const items = priceItems(p.items);
    const price = get(s.prices, "price", items[0]?.price ?? "");
    const startDate = num(p.start_date) ?? start;
    const duration = obj(p.duration);
    let endDate = num(p.end_date);
    if (endDate === null) {
      const months = (str(duration.interval) === "year" ? 12 : 1) * (num(duration.interval_count) ?? 1);
      endDate = duration.interval ? addMonths(startDate, months) : addInterval(startDate, price);
    }
    phases.push({
      start_date: startDate,
      end_date: endDate,
      items,
      discounts: discountParams(p.discounts).map((d) => ({ ...d, promotion_code: null })),
      metadata: metadataOf(p.metadata),
      proration_behavior: str(p.proration_behavior) ?? "create_prorations",
    });
    start = endDate;
  }
  return phases;
}

/** `/v1/subscription_schedules` (made `from_subscription` only). */
export const scheduleRoutes: Routes = {
  "POST subscription_schedules": ({ s, params: p }) => {
    const subId = str(p.from_subscription);
    if (!subId) throw invalid("Only from_subscription is supported by this fake.", "from_subscription");
    const sub = get(s.subscriptions, "subscription", subId);
    if (sub.schedule) throw invalid(`The subscription ${sub.id} is already attached to a schedule (${sub.schedule}).`, "from_subscription");
    if (sub.status === "canceled") throw invalid("A canceled subscription cannot get a schedule.", "from_subscription");
    const item = sub.items.data[0];
    const schedule: FakeSchedule = {
      id: stripeId("sub_sched"),
      object: "subscription_schedule",
      customer: sub.customer,
      subscription: sub.id,
      released_subscription: null,
      status: "active",
      end_behavior: "release",
      metadata: {},
      phases: [
        {
          start_date: item.current_period_start,
          end_date: item.current_period_end,
          items: [{ price: item.price.id, quantity: 1 }],
          discounts: sub.discounts.map((d) => ({ coupon: s.discounts.get(d)?.coupon.id ?? null, discount: d, promotion_code: null })),
          metadata: {},
          proration_behavior: "create_prorations",
        },
      ],
      current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
      created: s.now(),
      released_at: null,
      livemode: false,
    };
    s.schedules.set(schedule.id, schedule);
    sub.schedule = schedule.id;
    emit(s, "subscription_schedule.created", schedule);
    emit(s, "customer.subscription.updated", sub, { schedule: null });
    return schedule;
  },
  "GET subscription_schedules/:id": ({ s, id }) => get(s.schedules, "subscription_schedule", id),
  "POST subscription_schedules/:id": ({ s, id, params: p }) => {
    const schedule = get(s.schedules, "subscription_schedule", id);
    if (!inForce(schedule)) throw invalid(`You cannot update a subscription schedule that is currently ${schedule.status}.`);
    if (p.phases !== undefined) {
      const phases = phasesOf(s, p.phases, schedule.phases[0].start_date);
      if (phases[0]?.start_date !== schedule.phases[0].start_date) throw invalid("You cannot change the start date of the current phase.", "phases[0][start_date]");
      schedule.phases = phases;
    }
    if (p.metadata !== undefined) schedule.metadata = metadataOf(p.metadata, schedule.metadata);
    if (str(p.end_behavior)) schedule.end_behavior = str(p.end_behavior)!;
    emit(s, "subscription_schedule.updated", schedule);
    return schedule;
  },
  "POST subscription_schedules/:id/release": ({ s, id }) => releaseSchedule(s, get(s.schedules, "subscription_schedule", id)),
};
