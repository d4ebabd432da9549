import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAtColumn } from "./columns";

/**
 * A person's Stripe Connect (express) account for producers' payouts, made once on their first
 * POST /v1/billing/create-connect-account (BILLING_PROVIDER=stripe): later calls answer a new
 * onboarding link, or a login link to manage it, for the same account.
 */
export const stripeConnectAccount = pgTable(
  "stripe_connect_account",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("stripe_connect_account_account_idx").on(t.accountId)],
);
