import { emit } from "./events";
import type { FakeAccount, FakeTransfer } from "./objects";
import { metadataOf, str } from "./params";
import { stripeId } from "./store";
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
    const transfer: FakeTransfer = { id: stripeId("tr"), object: "transfer", amount, currency: str(p.currency) ?? "usd", destination, description: str(p.description) ?? null, metadata: metadataOf(p.metadata), created: s.now() };
    s.transfers.set(transfer.id, transfer);
    emit(s, "transfer.created", transfer);
    return transfer;
  },
};
