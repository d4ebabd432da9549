import { emit } from "./events";
import type { FakeAccount, FakeCreditNote, FakeTransfer } from "./objects";
import { metadataOf, str } from "./params";
import { stripeId, type Store } from "./store";
import { get, invalid, StripeFailure, type Routes } from "./wire";

/** Connect: Express accounts, their onboarding links and their dashboard's login links, and transfers to them. */

/** `/v1/accounts`, `/v1/accounts/:id/login_links`, `/v1/account_links`, `/v1/transfers`. */
export const connectRoutes: Routes = {
  "POST accounts": ({ s, params: p }) => {
    const account: FakeAccount = { id: stripeId("acct"), object: "account", type: str(p.type) ?? "express", email: str(p.email), metadata: metadataOf(p.metadata), created: s.now() };
    s.accounts.set(account.id, account);
    return account;
  },
  "POST accounts/:id/login_links": ({ s, id }) => {
    const account = get(s.accounts, "account", id);
    return { object: "login_link", url: `${s.baseUrl}/express/${account.id}`, created: s.now() };
  },
  "POST account_links": ({ s, params: p }) => {
    const account = get(s.accounts, "account", str(p.account) ?? "");
    if (str(p.type) !== "account_onboarding") throw invalid("type must be account_onboarding here.", "type");
    return { object: "account_link", url: `${s.baseUrl}/connect/onboarding/${account.id}`, created: s.now(), expires_at: s.now() + 300 };
  },
  "POST transfers": ({ s, params: p }) => {
    const amount = Number(str(p.amount));
    if (!Number.isInteger(amount) || amount < 1) throw invalid("This value must be greater than or equal to 1.", "amount");
    const destination = get(s.accounts, "account", str(p.destination) ?? "").id;
    if (s.failNextTransfer) {
      s.failNextTransfer = false;
      throw new StripeFailure(400, "invalid_request_error", "You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.", "balance_insufficient");
    }
    const transfer: FakeTransfer = { id: stripeId("tr"), object: "transfer", amount, amount_reversed: 0, reversed: false, currency: str(p.currency) ?? "usd", destination, description: str(p.description) ?? null, metadata: metadataOf(p.metadata), created: s.now() };
    s.transfers.set(transfer.id, transfer);
    emit(s, "transfer.created", transfer);
    return transfer;
  },
};

/** `/v1/credit_notes`: a paid invoice's credit, refunded to its card (`refund_amount`), never more than was paid and not yet credited. */
export const creditNoteRoutes: Routes = {
  "POST credit_notes": ({ s, params: p }) => {
    const invoice = get(s.invoices, "invoice", str(p.invoice) ?? "");
    const amount = Number(str(p.amount));
    const refund = Number(str(p.refund_amount) ?? "0");
    if (!Number.isInteger(amount) || amount < 1) throw invalid("This value must be greater than or equal to 1.", "amount");
    if (refund !== amount) throw invalid("refund_amount must equal amount here (the fake refunds whole credit notes).", "refund_amount");
    if (invoice.status !== "paid") throw invalid(`Credit notes with a refund can only be issued for paid invoices; this one is ${invoice.status}.`, "invoice");
    const credited = [...s.creditNotes.values()].filter((n) => n.invoice === invoice.id).reduce((sum, n) => sum + n.amount, 0);
    if (credited + amount > invoice.amount_paid) throw invalid(`The credit note's amount (${amount}) is more than the invoice's remaining creditable amount (${invoice.amount_paid - credited}).`, "amount");
    const note: FakeCreditNote = { id: stripeId("cn"), object: "credit_note", invoice: invoice.id, customer: invoice.customer, amount, refund_amount: refund, currency: invoice.currency, reason: str(p.reason) ?? null, memo: str(p.memo) ?? null, status: "issued", metadata: metadataOf(p.metadata), created: s.now() };
    s.creditNotes.set(note.id, note);
    emit(s, "credit_note.created", note);
    return note;
  },
};

/** What happens in Stripe's dashboard: the platform reverses a transfer whole (transfer.reversed). */
export function reverseTransfer(s: Store, transferId: string): void {
  const transfer = get(s.transfers, "transfer", transferId);
  transfer.amount_reversed = transfer.amount;
  transfer.reversed = true;
  emit(s, "transfer.reversed", transfer);
}
