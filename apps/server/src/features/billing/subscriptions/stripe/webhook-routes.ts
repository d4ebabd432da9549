import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { ErrorBody } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { json } from "#platform/openapi";
import { handleStripeEvent } from "./handle-stripe-event";

export const STRIPE_WEBHOOK_PATH = "/v1/billing/stripe/webhook";

const Received = z.object({ received: z.literal(true) }).meta({ id: "StripeWebhookReceived" });

const webhook = createRoute({
  method: "post",
  path: STRIPE_WEBHOOK_PATH,
  tags: ["billing"],
  summary:
    "Stripe's events (BILLING_PROVIDER=stripe only): checkout completed, subscription created/updated/deleted, invoice finalized/paid/payment failed, schedule released. Public, authenticated by the Stripe-Signature header; each event id is applied once",
  // Documented, not validated: the signature covers the exact bytes, so the body is read raw.
  request: {
    body: { content: { "application/json": { schema: { type: "object", description: "A Stripe event object, as Stripe sends it" } } }, required: true },
  },
  responses: {
    200: json(Received, "Taken (applied, a replay, or a type Vocable ignores)"),
    400: json(ErrorBody, "Missing or wrong Stripe-Signature (invalid_signature)"),
    502: json(ErrorBody, "Stripe could not be reached while applying the event (payment_provider_error): Stripe sends it again later"),
  },
});

/**
 * The Stripe webhook endpoint, mounted by app.ts only with BILLING_PROVIDER=stripe. Stripe holds
 * no Vocable credentials: the route is public (platform/access/public-routes.ts) and trusts only a
 * body whose signature verifies. The body is read as text before anything parses it.
 */
export function stripeWebhookRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(webhook, async (c) => {
    const rawBody = await c.req.text();
    await handleStripeEvent(deps, rawBody, c.req.header("stripe-signature"));
    return c.json({ received: true as const }, 200);
  });
  return app;
}
