import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { workspace } from "./workspaces";
import { workspaceIdColumn, userIdColumn, createdAtColumn, updatedAtColumn } from "./columns";

/** A discount running on a subscription: a promo code's terms and how many invoices it still reduces (null: every one). */
export interface SubscriptionDiscount {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  monthsLeft: number | null;
}

/**
 * A workspace's paid subscription with its payment provider (spec §3 "Payment-provider info": the
 * current period end, cancel_at and a schedule whose metadata has type downgrade and downgrade_to).
 * The effective tier, status, period, currency and limits stay on the `workspace` row, which every
 * character charge locks; this row holds what the billing engine needs to move between periods.
 * A workspace that never subscribed has none.
 */
export const workspaceSubscription = pgTable(
  "workspace_subscription",
  {
    workspaceId: text("workspace_id")
      .primaryKey()
      .references(() => workspace.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"local" | "stripe">().notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /** Set when the subscription ends at the period end (cancel); cleared by renew. */
    cancelAt: timestamp("cancel_at", { withTimezone: true }),
    /** A scheduled downgrade (schedule metadata type downgrade, downgrade_to), applied at the period end. */
    pendingTier: text("pending_tier"),
    pendingBillingPeriod: text("pending_billing_period").$type<"monthly_period" | "annual_period">(),
    discount: jsonb("discount").$type<SubscriptionDiscount>(),
    /** Tiers this workspace has paid for (spec §3 previously_subscribed_tiers): a first-month discount is for those who never paid. */
    previouslySubscribedTiers: jsonb("previously_subscribed_tiers").$type<string[]>().notNull().default([]),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeScheduleId: text("stripe_schedule_id"),
    /** The Stripe event time last applied to this row: an older event arriving late changes nothing. */
    stripeEventAt: timestamp("stripe_event_at", { withTimezone: true }),
    /** When the subscription ended (cancelled at its period end, or deleted at Stripe); the row stays for previously_subscribed_tiers. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // The period roll-over finds running local subscriptions whose period ended.
    index("workspace_subscription_period_end_idx").on(t.currentPeriodEnd).where(sql`${t.provider} = 'local' and ${t.endedAt} is null`),
    uniqueIndex("workspace_subscription_stripe_sub_idx").on(t.stripeSubscriptionId),
    uniqueIndex("workspace_subscription_stripe_customer_idx").on(t.stripeCustomerId),
  ],
);

export interface InvoiceLineRow {
  description: string;
  amountCents: number;
  quantity: number;
}

/**
 * An invoice: one per period start, plan change, overage threshold or overage at reset. The local
 * provider records them as `uncollected` (no money moves); Stripe's are mirrored from its webhooks.
 */
export const invoice = pgTable(
  "invoice",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    number: text("number").notNull(),
    provider: text("provider").$type<"local" | "stripe">().notNull(),
    providerInvoiceId: text("provider_invoice_id"),
    status: text("status").$type<"open" | "paid" | "uncollected" | "void">().notNull(),
    currency: text("currency").$type<"usd" | "eur">().notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull().default(0),
    amountDueCents: bigint("amount_due_cents", { mode: "number" }).notNull(),
    amountPaidCents: bigint("amount_paid_cents", { mode: "number" }).notNull().default(0),
    discountPercentOff: real("discount_percent_off"),
    discountAmountOffCents: integer("discount_amount_off_cents"),
    reason: text("reason").notNull(),
    lines: jsonb("lines").$type<InvoiceLineRow[]>().notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    nextPaymentAttemptAt: timestamp("next_payment_attempt_at", { withTimezone: true }),
    hostedPdfUrl: text("hosted_pdf_url"),
    createdAt: createdAtColumn(6),
  },
  (t) => [
    // GET /v1/billing/invoices: a workspace's invoices, newest first, keyset on (created_at, id).
    index("invoice_workspace_created_idx").on(t.workspaceId, t.createdAt, t.id),
    // has_open_invoices / open_invoices.
    index("invoice_workspace_open_idx").on(t.workspaceId, t.createdAt).where(sql`${t.status} = 'open'`),
    uniqueIndex("invoice_provider_invoice_idx").on(t.providerInvoiceId),
    uniqueIndex("invoice_number_idx").on(t.number),
  ],
);

/** Promo codes an operator made (`npm run billing -- promo add`); stored lower-case. */
export const promoCode = pgTable("promo_code", {
  code: text("code").primaryKey(),
  percentOff: real("percent_off"),
  amountOffCents: integer("amount_off_cents"),
  /** The currency an amount off is in (a percent works in both). */
  currency: text("currency").$type<"usd" | "eur">(),
  /** Invoices the discount reduces; null: every one, for as long as the subscription lasts. */
  durationInMonths: integer("duration_in_months"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  maxRedemptions: integer("max_redemptions"),
  timesRedeemed: integer("times_redeemed").notNull().default(0),
  createdAt: createdAtColumn(),
});

/** A workspace used a code: once each. */
export const promoRedemption = pgTable(
  "promo_redemption",
  {
    code: text("code")
      .notNull()
      .references(() => promoCode.code, { onDelete: "cascade" }),
    workspaceId: workspaceIdColumn(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.workspaceId] })],
);

/** A promo offer shown to a workspace's members in the promo dialog (spec §4), until accepted or declined. */
export const promoOffer = pgTable("promo_offer", {
  workspaceId: text("workspace_id")
    .primaryKey()
    .references(() => workspace.id, { onDelete: "cascade" }),
  code: text("code")
    .notNull()
    .references(() => promoCode.code, { onDelete: "cascade" }),
  extended: integer("extended").notNull().default(0),
  createdAt: createdAtColumn(),
});

/** A checkout the local provider holds until the user confirms it (Stripe's are Stripe's). */
export const checkoutSession = pgTable(
  "checkout_session",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    userId: userIdColumn(),
    tier: text("tier").notNull(),
    billingPeriod: text("billing_period").$type<"monthly_period" | "annual_period">().notNull(),
    currency: text("currency").$type<"usd" | "eur">().notNull(),
    promoCode: text("promo_code"),
    /** The first-month discount in percent, when it applies. */
    firstMonthPercentOff: integer("first_month_percent_off"),
    status: text("status").$type<"open" | "complete" | "expired" | "requested">().notNull().default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("checkout_session_expires_idx").on(t.expiresAt)],
);

/** change-subscription's idempotency keys: the same key answers the stored result. */
export const billingIdempotency = pgTable(
  "billing_idempotency",
  {
    workspaceId: workspaceIdColumn(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    response: jsonb("response").$type<unknown>(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.key] }), index("billing_idempotency_created_idx").on(t.createdAt)],
);

/** Stripe webhook events applied: a replayed event id changes nothing twice. */
export const stripeEvent = pgTable(
  "stripe_event",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stripe_event_received_idx").on(t.receivedAt)],
);

/** Enterprise contact-sales requests (the form on /pricing and /contact-sales); operators are e-mailed. */
export const salesInquiry = pgTable(
  "sales_inquiry",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    seats: integer("seats"),
    message: text("message").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("sales_inquiry_created_idx").on(t.createdAt, t.id)],
);
