import { TIER_IDS } from "@vocable/domain";
import { z } from "zod";
import { EmailAddress } from "./account";
import { ResourceId, SafeText, SingleLineText } from "./strings";
import { orNull } from "./or-null";

/**
 * Plans and billing (spec accounts §7 "Billing"), under the one prefix /v1/billing. The payloads are
 * the spec's; the answers the spec does not show are Vocable's (documented on each route).
 */

export const BillingPeriodSchema = z.enum(["monthly_period", "annual_period"]);
export const CurrencySchema = z.enum(["usd", "eur"]);

/** A promo code as typed: trimmed; the server normalises case. Control characters and NUL are refused. */
const PromoCodeInput = SingleLineText.trim().min(1, "Enter a promo code.").max(64, "A promo code has at most 64 characters.");

/** Which payment provider the instance uses: `none` hides plans entirely (BILLING_PROVIDER). */
export const BillingConfig = z
  .object({
    provider: z.enum(["local", "stripe", "none"]),
    /** Spec §6: an isolated environment blocks paid tiers other than free, trial and enterprise. */
    isolated_environment: z.boolean(),
    currencies: z.array(CurrencySchema),
    /** The local provider records invoices without collecting money. */
    collects_payments: z.boolean(),
    /**
     * How a paid plan is taken: `local_approval` (local provider: the choice is a request an
     * instance operator approves), `local_self_service` (local provider with BILLING_SELF_SERVICE:
     * at once, nothing charged), `stripe` (paid by card), `none` (no plans).
     */
    mode: z.enum(["local_approval", "local_self_service", "stripe", "none"]),
  })
  .meta({ id: "BillingConfig" });
export type BillingConfig = z.infer<typeof BillingConfig>;

export const CreateCheckoutSessionRequest = z
  .object({
    subscription_type: z.enum(TIER_IDS),
    billing_period: BillingPeriodSchema,
    currency: CurrencySchema.default("usd"),
    promocode: PromoCodeInput.nullable().optional(),
    /** Without a promo code, a first-month discount the user qualifies for is applied unless this is true. */
    no_default_promocode: z.boolean().default(false),
  })
  .meta({ id: "CreateCheckoutSessionRequest" });
export type CreateCheckoutSessionRequest = z.input<typeof CreateCheckoutSessionRequest>;

export const UrlResponse = z.object({ url: z.string() }).meta({ id: "BillingUrlResponse" });
export type UrlResponse = z.infer<typeof UrlResponse>;

export const ChangeSubscriptionRequest = z
  .object({
    subscription_type: z.enum(TIER_IDS),
    billing_period: BillingPeriodSchema.default("monthly_period"),
    /** The same key sent again answers the first call's result without changing anything twice. */
    idempotency_key: z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, "idempotency_key: 8 to 128 letters, digits, _ . : or -."),
    promocode: PromoCodeInput.nullable().optional(),
  })
  .meta({ id: "ChangeSubscriptionRequest" });
export type ChangeSubscriptionRequest = z.input<typeof ChangeSubscriptionRequest>;

/** POST /v1/billing/change-subscription/preview: the change a plan-change dialog is about to confirm. */
export const PreviewSubscriptionChangeRequest = z
  .object({
    subscription_type: z.enum(TIER_IDS),
    billing_period: BillingPeriodSchema.default("monthly_period"),
  })
  .meta({ id: "PreviewSubscriptionChangeRequest" });
export type PreviewSubscriptionChangeRequest = z.input<typeof PreviewSubscriptionChangeRequest>;

/** A person who loses access to the workspace when a plan with fewer seats takes effect. */
export const MemberLosingAccess = z.object({ user_id: z.string(), email: z.string(), first_name: z.string().nullable() }).meta({ id: "MemberLosingAccess" });

/**
 * What a plan change would do, before it is made: the money (an upgrade: the prorated amount due
 * now, less the credit for the unused part of the current plan; a downgrade: nothing now, the new
 * price from the period end) and the seats (who loses access when it takes effect).
 */
export const SubscriptionChangePreview = z
  .object({
    action: z.enum(["upgrade", "downgrade"]),
    tier: z.enum(TIER_IDS),
    billing_period: BillingPeriodSchema,
    currency: CurrencySchema,
    /** Charged when the change is confirmed (0 for a downgrade), discounts taken off. */
    amount_due_now_cents: z.number().int(),
    /** The unused part of the current plan, taken off the amount due (0 for a downgrade). */
    credit_cents: z.number().int(),
    /** The new plan's part before the credit: the rest of the period at the new price, or a whole new period. */
    charge_cents: z.number().int(),
    /** When the change takes effect: now for an upgrade, the period end for a downgrade. */
    effective_at_unix: z.number().int(),
    /** What the plan costs per period from then on (list price, before discounts). */
    next_period_cents: z.number().int(),
    /** Who computed the amounts: Vocable from the period (local), or Stripe's invoice preview. */
    source: z.enum(["local", "stripe"]),
    /** The new plan's seats, and who loses access (locked) when it takes effect. */
    seats: z.number().int(),
    members_losing_access: z.array(MemberLosingAccess),
  })
  .meta({ id: "SubscriptionChangePreview" });
export type SubscriptionChangePreview = z.infer<typeof SubscriptionChangePreview>;

export const ApplyDiscountRequest = z.object({ discount_code: PromoCodeInput }).meta({ id: "ApplyDiscountRequest" });
export type ApplyDiscountRequest = z.infer<typeof ApplyDiscountRequest>;

export const ValidatePromocodeRequest = z.object({ promocode: PromoCodeInput }).meta({ id: "ValidatePromocodeRequest" });
export const ValidatePromocodeResponse = z
  .object({
    valid: z.boolean(),
    amount_off: z.number().int().nullable(),
    percent_off: z.number().nullable(),
    duration_in_months: z.number().int().nullable(),
  })
  .meta({ id: "ValidatePromocodeResponse" });
export type ValidatePromocodeResponse = z.infer<typeof ValidatePromocodeResponse>;

export const ConnectAccountRequest = z
  .object({ relative_redirect_path: z.string().regex(/^\/[A-Za-z0-9/_-]{0,200}$/, "A path on this site, such as /app/payouts.").optional() })
  .meta({ id: "ConnectAccountRequest" });

/** What a subscription call did: the state after it (the subscription as GET /v1/user/subscription shows it is the full view). */
export const SubscriptionChangeResult = z
  .object({
    /** `requested`: an upgrade under operator approval was recorded as a plan request, nothing changed yet. */
    status: z.enum(["ok", "requested"]),
    tier: z.string(),
    billing_period: BillingPeriodSchema.nullable(),
    /** A downgrade waits for the period end; an upgrade is at once. */
    effective_at_unix: z.number().int(),
    invoice_id: z.string().nullable(),
    /** With status `requested`: the plan request that waits for an operator. */
    plan_request_id: z.string().nullable().optional(),
  })
  .meta({ id: "SubscriptionChangeResult" });
export type SubscriptionChangeResult = z.infer<typeof SubscriptionChangeResult>;

export const InvoiceLine = z.object({ description: z.string(), amount_cents: z.number().int(), quantity: z.number().int() });
export const Invoice = z
  .object({
    invoice_id: z.string(),
    number: z.string(),
    status: z.enum(["open", "paid", "uncollected", "void"]),
    provider: z.enum(["local", "stripe"]),
    currency: CurrencySchema,
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    amount_due_cents: z.number().int(),
    amount_paid_cents: z.number().int(),
    reason: z.string(),
    lines: z.array(InvoiceLine),
    period_start_unix: z.number().int().nullable(),
    period_end_unix: z.number().int().nullable(),
    created_at_unix: z.number().int(),
    /** A PDF Vocable renders (local provider) or the provider's hosted PDF. */
    pdf_url: z.string(),
  })
  .meta({ id: "Invoice" });
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceList = z
  .object({ invoices: z.array(Invoice), has_more: z.boolean(), next_page_token: z.string().nullable() })
  .meta({ id: "InvoiceList" });
export type InvoiceList = z.infer<typeof InvoiceList>;

export const InvoiceIdParam = z.object({ invoice_id: ResourceId });
export const CheckoutSessionIdParam = z.object({ checkout_session_id: ResourceId });

/** A local-provider checkout: what the user confirms on /app/checkout/{id}. */
export const CheckoutSession = z
  .object({
    checkout_session_id: z.string(),
    /** `requested`: confirmed under operator approval, the plan request waits for an operator (plan_request_id). */
    status: z.enum(["open", "complete", "expired", "requested"]),
    tier: z.enum(TIER_IDS),
    billing_period: BillingPeriodSchema,
    currency: CurrencySchema,
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    amount_due_cents: z.number().int(),
    discount_description: z.string().nullable(),
    expires_at_unix: z.number().int(),
    collects_payment: z.boolean(),
    plan_request_id: z.string().nullable(),
  })
  .meta({ id: "CheckoutSession" });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

export const ContactSalesRequest = z
  .object({
    name: SingleLineText.trim().min(1, "Enter your name.").max(200, "At most 200 characters."),
    email: EmailAddress,
    company: SingleLineText.trim().max(200, "At most 200 characters.").optional(),
    seats: z.number().int().min(1).max(100_000).optional(),
    message: SafeText.trim().min(1, "Tell us what you need.").max(5000, "At most 5,000 characters."),
  })
  .meta({ id: "ContactSalesRequest" });
export type ContactSalesRequest = z.infer<typeof ContactSalesRequest>;

export const PromoOffer = z
  .object({
    promocode: z.string(),
    amount_off: z.number().int().nullable(),
    percent_off: z.number().nullable(),
    duration_in_months: z.number().int().nullable(),
    extended: z.boolean(),
  })
  .meta({ id: "PromoOffer" });
export const PromoOfferResponse = z.object({ offer: orNull(PromoOffer) }).meta({ id: "PromoOfferResponse" });

/** An operator's promo code (POST /v1/admin/promo-codes): a percent or an amount off each invoice. */
export const CreatePromoCodeRequest = z
  .object({
    code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "A promo code is 1 to 64 letters, digits, _ or -."),
    percent_off: z.number().gt(0, "More than 0 percent.").max(100, "At most 100 percent.").nullable().optional(),
    amount_off: z.number().int().min(1).max(100_000_000).nullable().optional(),
    currency: CurrencySchema.nullable().optional(),
    duration_in_months: z.number().int().min(1).max(120).nullable().optional(),
    expires_at_unix: z.number().int().min(0).nullable().optional(),
    max_redemptions: z.number().int().min(1).max(100_000_000).nullable().optional(),
  })
  .meta({ id: "CreatePromoCodeRequest" });
export type CreatePromoCodeRequest = z.infer<typeof CreatePromoCodeRequest>;

export const PromoCode = z
  .object({
    code: z.string(),
    percent_off: z.number().nullable(),
    amount_off: z.number().int().nullable(),
    currency: CurrencySchema.nullable(),
    duration_in_months: z.number().int().nullable(),
    expires_at_unix: z.number().int().nullable(),
    max_redemptions: z.number().int().nullable(),
    times_redeemed: z.number().int(),
  })
  .meta({ id: "PromoCode" });
export type PromoCode = z.infer<typeof PromoCode>;

export const PromoOfferRequest = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "A promo code is 1 to 64 letters, digits, _ or -."), extended: z.boolean().default(false) }).meta({ id: "PromoOfferRequest" });

/**
 * A paid plan a workspace asked the instance operators for (BILLING_PROVIDER=local without
 * BILLING_SELF_SERVICE): `subscribe` from a checkout, `upgrade` from a plan change.
 */
export const PlanRequest = z
  .object({
    plan_request_id: z.string(),
    kind: z.enum(["subscribe", "upgrade"]),
    tier: z.enum(TIER_IDS),
    billing_period: BillingPeriodSchema,
    currency: CurrencySchema,
    promocode: z.string().nullable(),
    status: z.enum(["open", "approved", "denied", "withdrawn"]),
    /** The operator's reason for a denial, when they gave one. */
    reason: z.string().nullable(),
    created_at_unix: z.number().int(),
    decided_at_unix: z.number().int().nullable(),
  })
  .meta({ id: "PlanRequest" });
export type PlanRequest = z.infer<typeof PlanRequest>;

/** GET /v1/billing/plan-request: the open request, or the last decided one (30 days), or null. */
export const PlanRequestResponse = z.object({ plan_request: orNull(PlanRequest) }).meta({ id: "PlanRequestResponse" });
export type PlanRequestResponse = z.infer<typeof PlanRequestResponse>;

/** An open request as the operators' queue shows it: with the workspace and who asked. */
export const AdminPlanRequest = PlanRequest.extend({
  workspace_id: z.string(),
  workspace_name: z.string().nullable(),
  requested_by_email: z.string().nullable(),
}).meta({ id: "AdminPlanRequest" });
export type AdminPlanRequest = z.infer<typeof AdminPlanRequest>;

export const AdminPlanRequestList = z
  .object({ plan_requests: z.array(AdminPlanRequest), has_more: z.boolean(), next_page_token: z.string().nullable() })
  .meta({ id: "AdminPlanRequestList" });
export type AdminPlanRequestList = z.infer<typeof AdminPlanRequestList>;

export const PlanRequestIdParam = z.object({ plan_request_id: ResourceId });

export const DenyPlanRequestRequest = z
  .object({ reason: SafeText.trim().max(1000, "At most 1,000 characters.").optional() })
  .meta({ id: "DenyPlanRequestRequest" });
export type DenyPlanRequestRequest = z.infer<typeof DenyPlanRequestRequest>;
