import { eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { invoice, stripeConnectAccount, stripeEvent } from "#db/schema/index";

/** The SQL of the Stripe provider beyond the billing repo's: Connect accounts and two look-ups. */

/** The Stripe Connect account made for a person, or null. */
export async function findConnectAccount(db: Db, userId: string): Promise<string | null> {
  const rows = await db.select({ accountId: stripeConnectAccount.accountId }).from(stripeConnectAccount).where(eq(stripeConnectAccount.userId, userId)).limit(1);
  return rows[0]?.accountId ?? null;
}

/** Records a person's Connect account; the one recorded first wins (answered), should two requests race. */
export async function saveConnectAccount(db: Db, userId: string, accountId: string): Promise<string> {
  await db.insert(stripeConnectAccount).values({ userId, accountId }).onConflictDoNothing({ target: stripeConnectAccount.userId });
  return (await findConnectAccount(db, userId)) ?? accountId;
}

/** Whether a Stripe event was applied before (a replay), without taking any lock. */
export async function isStripeEventRecorded(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: stripeEvent.id }).from(stripeEvent).where(eq(stripeEvent.id, id)).limit(1);
  return rows.length > 0;
}

/** The status of a mirrored Stripe invoice, or null when it is not mirrored yet. */
export async function mirroredInvoiceStatus(db: Db, providerInvoiceId: string): Promise<string | null> {
  const rows = await db.select({ status: invoice.status }).from(invoice).where(eq(invoice.providerInvoiceId, providerInvoiceId)).limit(1);
  return rows[0]?.status ?? null;
}
