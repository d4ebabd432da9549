import type { FakeCheckoutSession } from "./objects";
import { list, metadataOf, obj, priceItems, str } from "./params";
import { stripeId } from "./store";
import { get, invalid, missing, type Routes } from "./wire";

/**
 * The pages Stripe hosts: Checkout sessions (a subscription, or a card saved in setup mode, made
 * when the test completes the session: completeCheckout), the setup intents they leave, and
 * billing portal sessions.
 */

/** `/v1/checkout/sessions`, `/v1/billing_portal/sessions`, `/v1/setup_intents/:id`. */
export const checkoutRoutes: Routes = {
  "POST checkout/sessions": ({ s, params: p }) => {
    const mode = str(p.mode);
    if (mode !== "subscription" && mode !== "setup") throw invalid("mode must be subscription or setup here.", "mode");
    const customer = str(p.customer);
    if (customer && !s.customers.has(customer)) throw missing("customer", customer);
    if (!str(p.success_url)) throw invalid("success_url is required.", "success_url");
    const lineItems = priceItems(p.line_items);
    if (mode === "subscription") {
      if (lineItems.length === 0) throw invalid("line_items is required in subscription mode.", "line_items");
      for (const li of lineItems) get(s.prices, "price", li.price);
    }
    if (mode === "setup" && !str(p.currency) && p.payment_method_types === undefined) throw invalid("currency is required in setup mode.", "currency");
    const couponsWanted = list(p.discounts).map((d) => ({ coupon: str(obj(d).coupon) ?? "" }));
    for (const d of couponsWanted) get(s.coupons, "coupon", d.coupon);
    const sid = stripeId("cs_test");
    const session: FakeCheckoutSession = {
      id: sid,
      object: "checkout.session",
      mode,
      status: "open",
      customer,
      client_reference_id: str(p.client_reference_id),
      metadata: metadataOf(p.metadata),
      url: `${s.baseUrl}/checkout/${sid}`,
      success_url: str(p.success_url),
      cancel_url: str(p.cancel_url),
      currency: str(p.currency),
      subscription: null,
      setup_intent: null,
      created: s.now(),
      livemode: false,
      line_items_input: lineItems,
      discounts_input: couponsWanted,
      subscription_metadata: metadataOf(obj(p.subscription_data).metadata),
    };
    s.sessions.set(sid, session);
    return session;
  },
  "GET checkout/sessions/:id": ({ s, id }) => get(s.sessions, "checkout.session", id),
  "GET setup_intents/:id": ({ s, id }) => get(s.setupIntents, "setup_intent", id),
  "POST billing_portal/sessions": ({ s, params: p }) => {
    const customer = get(s.customers, "customer", str(p.customer) ?? "");
    const flow = str(obj(p.flow_data).type);
    return {
      id: stripeId("bps"),
      object: "billing_portal.session",
      customer: customer.id,
      return_url: str(p.return_url),
      flow: flow ? { type: flow } : null,
      url: `${s.baseUrl}/portal/${customer.id}${flow ? `?flow=${flow}` : ""}`,
      created: s.now(),
      livemode: false,
    };
  },
};
