import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  ApplyDiscountRequest,
  BillingConfig,
  ChangeSubscriptionRequest,
  CheckoutSession,
  CheckoutSessionIdParam,
  ConnectAccountRequest,
  ContactSalesRequest,
  CreateCheckoutSessionRequest,
  ErrorBody,
  InvoiceIdParam,
  InvoiceList,
  PageToken,
  PlanRequest,
  PlanRequestIdParam,
  PreviewSubscriptionChangeRequest,
  PlanRequestResponse,
  PromoOfferResponse,
  StatusOk,
  SubscriptionChangePreview,
  SubscriptionChangeResult,
  UrlResponse,
  ValidatePromocodeRequest,
  ValidatePromocodeResponse,
} from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { clientIp } from "#platform/client-ip";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { billingModeOf } from "./policy";
import type { BillingProvider } from "./provider";
import { applyDiscount } from "./use-cases/apply-discount";
import { cancelDowngrade } from "./use-cases/cancel-downgrade";
import { cancelSubscription } from "./use-cases/cancel-subscription";
import { changeSubscription } from "./use-cases/change-subscription";
import { confirmCheckoutSession, readCheckoutSession } from "./use-cases/complete-checkout-session";
import { createCheckoutSession } from "./use-cases/create-checkout-session";
import { listInvoices } from "./use-cases/list-invoices";
import { openProviderPage, type ProviderPage } from "./use-cases/open-provider-page";
import { previewSubscriptionChange } from "./use-cases/preview-subscription-change";
import { declinePromoOffer, readPromoOffer } from "./use-cases/promo-offer";
import { readPlanRequest } from "./use-cases/read-plan-request";
import type { PlanRequestDeps } from "./use-cases/request-plan";
import { withdrawPlanRequest } from "./use-cases/withdraw-plan-request";
import { renderInvoicePdf } from "./use-cases/render-invoice-pdf";
import { renewSubscription } from "./use-cases/renew-subscription";
import { submitSalesInquiry } from "./use-cases/submit-sales-inquiry";
import { validatePromocode } from "./use-cases/validate-promocode";

const tags = ["billing"];
/** Every billing call is under this prefix (spec §7 names the paths without one). */
export const BILLING_PREFIX = "/v1/billing";

const refused = {
  400: json(ErrorBody, "A tier or period that cannot be bought, a bad or expired promo code (invalid_promocode, coupon_expired), or the provider refused"),
  403: json(ErrorBody, "Not a workspace admin, or a plan an isolated environment blocks"),
  404: json(ErrorBody, "Billing is off (BILLING_PROVIDER=none)"),
  409: json(ErrorBody, "The plan action does not allow this (subscription_change_not_allowed), or a reused idempotency key"),
};

function postJson<B extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: B, response: R) {
  return createRoute({
    method: "post",
    path: `${BILLING_PREFIX}${path}`,
    tags,
    summary,
    security: apiKeySecurity,
    request: { body: jsonBody(body) },
    responses: { 200: json(response), ...refused, ...commonErrors },
  });
}

function postEmpty<R extends z.ZodType>(path: string, summary: string, response: R) {
  return createRoute({ method: "post", path: `${BILLING_PREFIX}${path}`, tags, summary, security: apiKeySecurity, responses: { 200: json(response), ...refused, ...commonErrors } });
}

const config = createRoute({
  method: "get",
  path: `${BILLING_PREFIX}/config`,
  tags,
  summary: "Public: whether plans exist on this instance (BILLING_PROVIDER local, stripe or none), whether payments are collected, isolated environment",
  responses: { 200: json(BillingConfig) },
});

const checkout = postJson(
  "/create-checkout-session",
  "Subscribe a workspace on a base tier: answers the checkout page (Vocable's confirmation page with the local provider, Stripe Checkout with Stripe)",
  CreateCheckoutSessionRequest,
  UrlResponse,
);

const getCheckout = createRoute({
  method: "get",
  path: `${BILLING_PREFIX}/checkout-sessions/{checkout_session_id}`,
  tags,
  summary: "A local checkout: plan, period, currency, amounts and discount, status (open, complete, expired)",
  security: apiKeySecurity,
  request: { params: CheckoutSessionIdParam },
  responses: { 200: json(CheckoutSession), ...refused, ...commonErrors, ...notFoundError },
});

const completeCheckout = createRoute({
  method: "post",
  path: `${BILLING_PREFIX}/checkout-sessions/{checkout_session_id}/complete`,
  tags,
  summary:
    "Confirm a local checkout: the plan starts at once and the first invoice is recorded (not collected); under operator approval (no BILLING_SELF_SERVICE) a plan request is recorded instead (status requested). Confirming twice answers the session as it is",
  security: apiKeySecurity,
  request: { params: CheckoutSessionIdParam },
  responses: { 200: json(CheckoutSession), ...refused, 410: json(ErrorBody, "The checkout expired"), ...commonErrors },
});

const change = postJson(
  "/change-subscription",
  "Upgrade now (prorated, limits at once; under operator approval a plan request, status requested) or schedule a downgrade for the period end; idempotency_key makes a retry safe",
  ChangeSubscriptionRequest,
  SubscriptionChangeResult,
);
const previewChange = postJson(
  "/change-subscription/preview",
  "What change-subscription would do with this plan, changing nothing: the prorated amount due now and the credit (local: from the period; Stripe: its invoice preview), when it takes effect, and who loses access when the new plan has fewer seats",
  PreviewSubscriptionChangeRequest,
  SubscriptionChangePreview,
);
const cancel = postEmpty("/cancel-subscription", "End the subscription at the period end (the plan stays until then)", z.object({ status: z.literal("ok"), cancel_at_unix: z.number().int() }));
const renew = postEmpty("/renew-subscription", "Stop a pending cancellation (Do Not Cancel)", StatusOk);
const cancelDown = postEmpty("/cancel-downgrade", "Drop the downgrade scheduled for the period end", StatusOk);
const discount = postJson("/apply-discount", "Put a promo code's discount on the running subscription", ApplyDiscountRequest, StatusOk);
const validate = postJson(
  "/validate-promocode",
  "Whether a promo code applies to this workspace, with its terms (valid false for any code that does not); signed out: whether it exists and is current (20 tries in ten minutes per address)",
  ValidatePromocodeRequest,
  ValidatePromocodeResponse,
);
const portal = postEmpty("/create-portal-session", "The payment provider's customer portal (the local provider: the subscription page)", UrlResponse);
const paymentMethods = postEmpty("/create-update-payment-methods-session", "A page to update the payment methods (Stripe only)", UrlResponse);
const verifyCard = postEmpty("/verify-card", "A page that checks a card before paying (Stripe only)", UrlResponse);
const connect = postJson("/create-connect-account", "Producers' payout onboarding (Stripe Connect); relative_redirect_path is where the browser returns", ConnectAccountRequest, UrlResponse);
const connectManage = postJson("/create-connect-account-management-link", "Producers' payout account management link (Stripe Connect)", ConnectAccountRequest, UrlResponse);

const invoices = createRoute({
  method: "get",
  path: `${BILLING_PREFIX}/invoices`,
  tags,
  summary: "The workspace's invoices, newest first, keyset-paginated (workspace admins)",
  security: apiKeySecurity,
  request: { query: z.object({ page_size: z.coerce.number().int().min(1).max(100).optional(), page_token: PageToken.optional() }) },
  responses: { 200: json(InvoiceList), ...refused, ...commonErrors },
});

const invoicePdf = createRoute({
  method: "get",
  path: `${BILLING_PREFIX}/invoices/{invoice_id}/pdf`,
  tags,
  summary: "The invoice as a PDF (rendered by Vocable; a Stripe invoice redirects to Stripe's)",
  security: apiKeySecurity,
  request: { params: InvoiceIdParam },
  responses: { 200: { description: "application/pdf" }, 302: { description: "The provider's hosted PDF" }, ...refused, ...commonErrors, ...notFoundError },
});

const promoOffer = createRoute({
  method: "get",
  path: `${BILLING_PREFIX}/promo-offer`,
  tags,
  summary: "The promo offer made to this workspace (the promo dialog), or null",
  security: apiKeySecurity,
  responses: { 200: json(PromoOfferResponse), ...commonErrors },
});
const declineOffer = postEmpty("/promo-offer/decline", "No thanks: clears the workspace's promo offer", StatusOk);

const planRequest = createRoute({
  method: "get",
  path: `${BILLING_PREFIX}/plan-request`,
  tags,
  summary: "The workspace's open plan request (operator approval: BILLING_PROVIDER=local without BILLING_SELF_SERVICE), or its last one's outcome for 30 days, or null",
  security: apiKeySecurity,
  responses: { 200: json(PlanRequestResponse), ...refused, ...commonErrors },
});

const withdrawRequest = createRoute({
  method: "post",
  path: `${BILLING_PREFIX}/plan-requests/{plan_request_id}/withdraw`,
  tags,
  summary: "Withdraw the workspace's open plan request (workspace admins)",
  security: apiKeySecurity,
  request: { params: PlanRequestIdParam },
  responses: { 200: json(PlanRequest), ...refused, ...commonErrors, ...notFoundError },
});

const contactSales = createRoute({
  method: "post",
  path: `${BILLING_PREFIX}/contact-sales`,
  tags,
  summary: "Public: ask about the Enterprise plan; stored, and the instance operators are e-mailed",
  request: { body: jsonBody(ContactSalesRequest) },
  responses: { 200: json(z.object({ status: z.literal("ok"), inquiry_id: z.string() })), 429: json(ErrorBody, "Too many requests"), ...commonErrors },
});

/** Plans and billing (spec §7 "Billing"), all under /v1/billing. */
export function billingRoutes(deps: AppDeps, provider: BillingProvider | null) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const billing: PlanRequestDeps = { db: deps.db, config: deps.config, provider, rateLimit: deps.rateLimit, mailer: deps.mailer };
  const page = (p: ProviderPage, path?: string) => (c: { get(k: "principal"): AppEnv["Variables"]["principal"] }) => openProviderPage(billing, c.get("principal"), p, path);

  app.openapi(config, (c) =>
    c.json(
      {
        provider: deps.config.billing.provider,
        isolated_environment: deps.config.billing.isolatedEnvironment,
        currencies: ["usd", "eur"] as ("usd" | "eur")[],
        collects_payments: provider?.collectsPayments ?? false,
        mode: billingModeOf(deps.config.billing),
      },
      200,
    ),
  );
  app.openapi(checkout, async (c) => c.json(await createCheckoutSession(billing, c.get("principal"), c.req.valid("json")), 200));
  app.openapi(getCheckout, async (c) => c.json(await readCheckoutSession(billing, c.get("principal"), c.req.valid("param").checkout_session_id), 200));
  app.openapi(completeCheckout, async (c) => c.json(await confirmCheckoutSession(billing, c.get("principal"), c.req.valid("param").checkout_session_id), 200));
  app.openapi(change, async (c) => c.json(await changeSubscription(billing, c.get("principal"), c.req.valid("json")), 200));
  app.openapi(previewChange, async (c) => c.json(await previewSubscriptionChange(billing, c.get("principal"), c.req.valid("json")), 200));
  app.openapi(cancel, async (c) => c.json(await cancelSubscription(billing, c.get("principal")), 200));
  app.openapi(renew, async (c) => c.json(await renewSubscription(billing, c.get("principal")), 200));
  app.openapi(cancelDown, async (c) => c.json(await cancelDowngrade(billing, c.get("principal")), 200));
  app.openapi(discount, async (c) => c.json(await applyDiscount(billing, c.get("principal"), c.req.valid("json").discount_code), 200));
  app.openapi(validate, async (c) => {
    const principal = c.get("principal") as AppEnv["Variables"]["principal"] | undefined;
    const caller = principal ?? { clientKey: clientIp(c, deps.config.trustProxy) ?? "unknown" };
    return c.json(await validatePromocode(billing, caller, c.req.valid("json").promocode), 200);
  });
  app.openapi(portal, async (c) => c.json(await page("portal")(c), 200));
  app.openapi(paymentMethods, async (c) => c.json(await page("payment_methods")(c), 200));
  app.openapi(verifyCard, async (c) => c.json(await page("verify_card")(c), 200));
  app.openapi(connect, async (c) => c.json(await page("connect_onboarding", c.req.valid("json").relative_redirect_path)(c), 200));
  app.openapi(connectManage, async (c) => c.json(await page("connect_management", c.req.valid("json").relative_redirect_path)(c), 200));
  app.openapi(invoices, async (c) => c.json(await listInvoices(billing, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(invoicePdf, async (c) => {
    const result = await renderInvoicePdf(billing, c.get("principal"), c.req.valid("param").invoice_id);
    if ("redirect" in result) return c.redirect(result.redirect, 302);
    return c.body(result.pdf as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${result.fileName}"`,
      "cache-control": "private, no-store",
    });
  });
  app.openapi(promoOffer, async (c) => c.json(await readPromoOffer(billing, c.get("principal")), 200));
  app.openapi(declineOffer, async (c) => c.json(await declinePromoOffer(billing, c.get("principal")), 200));
  app.openapi(planRequest, async (c) => c.json(await readPlanRequest(billing, c.get("principal")), 200));
  app.openapi(withdrawRequest, async (c) => c.json(await withdrawPlanRequest(billing, c.get("principal"), c.req.valid("param").plan_request_id), 200));
  app.openapi(contactSales, async (c) => {
    const principal = c.get("principal") as AppEnv["Variables"]["principal"] | undefined;
    const result = await submitSalesInquiry(deps, c.req.valid("json"), { userId: principal?.userId ?? null, clientKey: clientIp(c, deps.config.trustProxy) ?? "unknown" });
    return c.json(result, 200);
  });
  return app;
}
