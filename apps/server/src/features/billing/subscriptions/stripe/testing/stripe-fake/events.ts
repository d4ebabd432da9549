import Stripe from "stripe";
import { STRIPE_API_VERSION } from "../../stripe-client";
import type { Params } from "./objects";
import { clone, stripeId, type Store } from "./store";

/**
 * The events Stripe would send: made as the objects change (a copy of the object then, and what
 * changed in `previous_attributes`), kept for takeEvents and the controls, signed for delivery.
 */

/** Records an event about `object` (its state now), with the attributes it had before when given. */
export function emit(s: Store, type: string, object: unknown, previous?: Params): void {
  const event = {
    id: stripeId("evt"),
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: s.now(),
    data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
  s.events.push(event);
  s.pending.push(event);
}

/** Runs a control and answers the events it made (they are not left for takeEvents). */
export function collect(s: Store, run: () => void): Stripe.Event[] {
  const start = s.pending.length;
  run();
  const made = s.pending.slice(start);
  s.pending = s.pending.slice(0, start);
  return made;
}

/** The events not answered yet (by takeEvents or a control), which are then forgotten. */
export function takeEvents(s: Store): Stripe.Event[] {
  const out = s.pending;
  s.pending = [];
  return out;
}

/** An event's body and its Stripe-Signature header, signed with `secret`. */
export function signedEvent(event: Stripe.Event, secret: string): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
