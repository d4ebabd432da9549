import { billingThresholdCents, overageCents, type Currency } from "@vocable/domain";
import type { Db } from "#db/client";
import type { BillingProvider } from "../provider";
import { findUnbilledOverage, getSubscription, isRunning } from "../repo";
import { clearUnbilledOverage, lockWorkspace } from "#features/workspaces/workspaces/repo";

/** Stripe receives overage as invoice items in steps of this many characters (smaller remainders wait). */
const STRIPE_OVERAGE_STEP = 1000;

/**
 * Overage between renewals (the billing tick). Past the tier's billing threshold (spec §9) it is
 * invoiced at once; with Stripe, overage also moves to the customer's next invoice as invoice items
 * as it accrues. The local provider's renewal invoice takes whatever is left (roll-local-periods.ts).
 * The characters are taken off the workspace before the provider is called and given back if it fails.
 */
export async function invoiceOverage(db: Db, provider: BillingProvider, _now: Date): Promise<number> {
  let after = "";
  let invoiced = 0;
  for (;;) {
    const ids = await findUnbilledOverage(db, after, 200);
    if (ids.length === 0) return invoiced;
    after = ids[ids.length - 1];
    for (const id of ids) {
      const sub = await getSubscription(db, id);
      if (!isRunning(sub) || sub.provider !== provider.kind) continue;
      const taken = await db.transaction(async (tx) => {
        const ws = await lockWorkspace(tx, id);
        if (!ws) return null;
        const currency = (ws.currency as Currency | null) ?? "usd";
        const characters = ws.unbilledOverageCharacters;
        const cents = overageCents(ws.tier, characters, currency);
        const threshold = billingThresholdCents(ws.tier, currency);
        const when = threshold !== null && cents >= threshold ? ("now" as const) : provider.kind === "stripe" ? ("next_invoice" as const) : null;
        if (!when) return null;
        const billed = when === "now" ? characters : characters - (characters % STRIPE_OVERAGE_STEP);
        if (billed <= 0) return null;
        await clearUnbilledOverage(tx, id, billed);
        return { ws, characters: billed, cents: overageCents(ws.tier, billed, currency), when };
      });
      if (!taken) continue;
      try {
        await provider.invoiceOverage(taken.ws, sub, { characters: taken.characters, cents: taken.cents, when: taken.when });
        invoiced++;
      } catch (err) {
        await db.transaction(async (tx) => {
          await lockWorkspace(tx, id);
          await clearUnbilledOverage(tx, id, -taken.characters);
        });
        throw err;
      }
    }
  }
}
