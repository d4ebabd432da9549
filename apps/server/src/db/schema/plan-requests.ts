import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { workspaceIdColumn, createdAtColumn } from "./columns";

/**
 * A paid plan a workspace admin asked for while the instance grants paid tiers by operator
 * approval (BILLING_PROVIDER=local without BILLING_SELF_SERVICE). `subscribe` came from a local
 * checkout (the workspace was on a base tier), `upgrade` from change-subscription. An operator
 * approves it (the plan is applied by the same transitions as the self-service path, with its
 * invoice) or denies it; the member may withdraw it while it is open. One open request per workspace.
 */
export const planRequest = pgTable(
  "plan_request",
  {
    id: text("id").primaryKey(),
    workspaceId: workspaceIdColumn(),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    kind: text("kind").$type<"subscribe" | "upgrade">().notNull(),
    tier: text("tier").notNull(),
    billingPeriod: text("billing_period").$type<"monthly_period" | "annual_period">().notNull(),
    currency: text("currency").$type<"usd" | "eur">().notNull(),
    promoCode: text("promo_code"),
    /** A subscribe request's first-month discount in percent, as its checkout computed it. */
    firstMonthPercentOff: integer("first_month_percent_off"),
    /** The local checkout it came from (a second confirmation of the same checkout answers this request). */
    checkoutSessionId: text("checkout_session_id"),
    status: text("status").$type<"open" | "approved" | "denied" | "withdrawn">().notNull().default("open"),
    /** The operator's reason for a denial (optional). */
    reason: text("reason"),
    /** Who decided: the operator's e-mail address, or `cli` for `npm run billing -- requests`. */
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The invoice the approval recorded. */
    invoiceId: text("invoice_id"),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // One open request per workspace: a double click or two tabs cannot make two.
    uniqueIndex("plan_request_open_workspace_idx").on(t.workspaceId).where(sql`${t.status} = 'open'`),
    // The operators' queue: open requests, oldest first, keyset on (created_at, id).
    index("plan_request_open_created_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    // A workspace's latest request (the subscription page shows it and its outcome).
    index("plan_request_workspace_created_idx").on(t.workspaceId, t.createdAt),
  ],
);
