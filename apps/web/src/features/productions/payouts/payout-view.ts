/** Words of the payouts page: payout states, earning roles, the payout method and whether a payout can be asked for. */

export interface PayoutSummaryView {
  balance_cents: number;
  method: "stripe_connect" | "operator" | "none";
  payout_account: boolean | null;
  agreement_accepted_unix: number | null;
}

const PAYOUT_STATES: Record<string, string> = { pending: "Pending", paid: "Paid", failed: "Failed", reversed: "Reversed (back in your balance)" };

/** A payout's state as shown ("Pending", "Paid", "Failed"); an unknown state reads as itself, capitalised. */
export function payoutStateLabel(state: string): string {
  return PAYOUT_STATES[state] ?? capitalise(state);
}

const ROLES: Record<string, string> = { producer: "Transcription", reviewer: "Review" };

/** What an earning was for: the work itself (producer) or a review of someone's work (reviewer). */
export function earningRoleLabel(role: string): string {
  return ROLES[role] ?? capitalise(role);
}

/** How this server pays producers, in a sentence. */
export function payoutMethodText(method: PayoutSummaryView["method"]): string {
  switch (method) {
    case "stripe_connect":
      return "Payouts are sent by Stripe to your connected account.";
    case "operator":
      return "Payouts are recorded here and paid by the server's operator by hand; a payout stays pending until they mark it paid.";
    case "none":
      return "This server has no payout provider, so earnings cannot be paid out here. Ask the server's operator if you expected payouts.";
  }
}

/** Why "Request payout" is off, or null when a payout can be asked for. */
export function payoutBlocker(summary: PayoutSummaryView): string | null {
  if (summary.method === "none") return "This server has no payout provider.";
  if (summary.agreement_accepted_unix === null) return "Accept the publishing and payouts agreement first.";
  if (summary.method === "stripe_connect" && summary.payout_account === false) return "Connect a payout account first.";
  if (summary.balance_cents <= 0) return "There is nothing to pay out yet: your balance is $0.00.";
  return null;
}

function capitalise(text: string): string {
  const spaced = text.replaceAll("_", " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
